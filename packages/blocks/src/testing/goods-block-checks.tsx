import type { PlanGoods } from '@mall/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { expect } from 'vitest';
import type { FixtureServiceCalls } from './fixture-services.ts';
import { expectLinkTo } from './link-checks.ts';
import { renderBlock, type RenderBlockOptions } from './render-block.tsx';
import { renderStoryBlock, WAIT } from './story-checks.ts';
import { expectNothingShown, waitForPage } from './wait-for-page.ts';

// Checks the goods, points and brand blocks' suites share: each asserts what a visitor sees or what
// a click asks of the services, so a block's test reads as a list of what it shows.

/** Stories go through the page pipeline (lazy chunk, validation): generous limits for a busy machine. */
export const STORY_LIMITS = { timeout: 20_000 };

export { expectStoryShowsNothing, renderStoryBlock, WAIT } from './story-checks.ts';

/** A goods block as a story shows it: the block, and its goods cards (or rows), in order. */
export interface StoryGoods {
  block: HTMLElement;
  cards: HTMLElement[];
}

/** Renders a story and answers its block (the region named `name`) once it shows, with its goods cards. */
export async function renderStoryGoods(Story: ComponentType, name: string): Promise<StoryGoods> {
  const block = await renderStoryBlock(Story, name);
  return { block, cards: within(block).getAllByRole('article') };
}

/** Renders a block and asserts that, once its goods have loaded or failed, a visitor sees nothing of it. */
export async function expectBlockShowsNothing(ui: ReactElement, options?: RenderBlockOptions): Promise<void> {
  const { container } = renderBlock(ui, options);
  await waitForPage();
  await expectNothingShown(container);
}

/** Renders a block whose plan goods never arrive and asserts its skeleton holds the block's height. */
export function expectSkeletonHeight(ui: ReactElement, height: number): void {
  renderBlock(ui, { services: { fetchPlanGoods: () => new Promise<PlanGoods>(() => {}) } });
  expect(screen.getByRole('status', { name: '加载中' })).toHaveStyle({ height: `${height}px` });
}

/** Renders a block, clicks each link named in turn (waiting for it to show) and returns what the services were asked. */
export async function clickLinks(
  ui: ReactElement,
  names: (string | RegExp)[],
  options?: RenderBlockOptions,
): Promise<FixtureServiceCalls> {
  const user = userEvent.setup();
  const { services } = renderBlock(ui, options);
  for (const name of names) await user.click(await screen.findByRole('link', { name }, WAIT));
  return services.calls;
}

/** Asserts the pages the clicks opened, in order, all inside the app. */
export function expectOpened(calls: FixtureServiceCalls, ...paths: string[]): void {
  expect(calls.navigate).toEqual(paths.map((path) => ({ kind: 'internal', path })));
}

/** Asserts a picture's fixed size, reserved before it loads, and its lazy loading. */
export function expectPictureSize(picture: HTMLElement, width: number, height: number): void {
  expect(picture).toHaveAttribute('width', String(width));
  expect(picture).toHaveAttribute('height', String(height));
  expect(picture).toHaveAttribute('loading', 'lazy');
}

/** What a goods card shows of one goods item, as a screen reader reads the prices. */
export interface ShownGoods {
  /** The goods' name, which names its link. */
  name: string;
  /** Where the link goes. */
  href: string;
  /** The price with its label: '价格 89 积分'. */
  price: string;
  /** The struck market price with its label: '市场价 ¥129.00'. */
  marketPrice?: string;
  /** Side of the square picture, in px, when the test checks it. */
  pictureSide?: number;
}

/** Asserts what a goods card (or row) shows: the goods' link, its picture's size, its prices. */
export function expectGoodsCard(card: HTMLElement, goods: ShownGoods): void {
  expectLinkTo(card, goods.name, goods.href);
  if (goods.pictureSide !== undefined) {
    expectPictureSize(
      within(card).getByRole('img', { name: goods.name }),
      goods.pictureSide,
      goods.pictureSide,
    );
  }
  expect(card).toHaveTextContent(goods.price);
  if (goods.marketPrice !== undefined) expect(card.querySelector('del')).toHaveTextContent(goods.marketPrice);
}

/** Asserts the block's 'More' link and where it goes. */
export function expectMoreLink(block: HTMLElement, href: string): void {
  expectLinkTo(block, /更多/, href);
}

/** What a goods showcase's typical story shows: the head, the cards, the first of them, and More. */
export interface ShownShowcase {
  /** The block's name: its head's title. */
  name: string;
  /** The head's second title. */
  secondTitle: string;
  /** How many cards (or rows) it shows. */
  count: number;
  first: ShownGoods;
  /** Where the 'More' link goes. */
  moreHref: string;
}

/**
 * Renders a story of a goods showcase and checks what it shows: the head, the number of cards, the
 * first card and the 'More' link. Answers the block and its cards, for the block's own further checks.
 */
export async function expectStoryShowcase(Story: ComponentType, shown: ShownShowcase): Promise<StoryGoods> {
  const goods = await renderStoryGoods(Story, shown.name);
  expect(within(goods.block).getByText(shown.secondTitle)).toBeInTheDocument();
  expect(goods.cards).toHaveLength(shown.count);
  expectGoodsCard(goods.cards[0]!, shown.first);
  expectMoreLink(goods.block, shown.moreHref);
  return goods;
}
