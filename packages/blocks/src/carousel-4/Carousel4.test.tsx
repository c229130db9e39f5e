import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Carousel4Options } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/carousel4/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { currentSlide } from '../testing/slideshow-checks.ts';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { SLIDESHOW_INTERVAL } from '../parts/useSlideshow.ts';
import { Carousel4 } from './Carousel4.tsx';
import * as stories from './Carousel4.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const options: Carousel4Options = typical.options;
const still = { ...options, autoplay: false };

const tabs = () => within(screen.getByRole('group', { name: '轮播专题' })).getAllByRole('button');
const currentTab = () => tabs().find((tab) => tab.getAttribute('aria-current') === 'true');

describe('<Carousel4 /> stories', () => {
  it('shows an 830x453 picture with a tab naming each slide under it', async () => {
    await renderStory(Typical);
    const carousel = await screen.findByRole('region', { name: '专题轮播' });
    const picture = within(carousel).getByRole('img', { name: '春季焕新 全场低至8折' });
    expect(picture).toHaveAttribute('width', '830');
    expect(picture).toHaveAttribute('height', '453');
    expect(picture).toHaveAttribute('loading', 'eager');
    expect(within(carousel).getByRole('img', { name: '明前新茶 限量上市', hidden: true })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(tabs().map((tab) => tab.textContent)).toEqual(['春季焕新', '新茶上市', '年货节', '健康体检']);
    expect(currentTab()).toHaveTextContent('春季焕新');
    // The tabs take the place of the dots.
    expect(within(carousel).queryByRole('button', { name: /^切换到第/ })).not.toBeInTheDocument();
  });

  it('renders nothing without slides', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('names a tab by the title, then by its place, when the slide has no category model name', async () => {
    await renderStory(ManyItems);
    await screen.findByRole('region', { name: '专题轮播（8 个专题）' });
    const names = tabs().map((tab) => tab.textContent);
    expect(names).toHaveLength(8);
    expect(names[6]).toBe('厨房好物');
    expect(names[7]).toBe('第 8 张');
  });

  it('shows the diagnostic card naming the numeric category model id and the missing picture', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.list[0].cateModelId');
    expect(card).toHaveTextContent('options.list[1].img');
  });
});

describe('<Carousel4 /> behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('advances every 5000 ms, its tab with it, and wraps after the last', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel4 blockKey="c4" options={options} />);
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL - 1));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 4 张');
    act(() => vi.advanceTimersByTime(1));
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 4 张');
    expect(currentTab()).toHaveTextContent('新茶上市');
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentTab()).toHaveTextContent('健康体检');
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 4 张');
    expect(currentTab()).toHaveTextContent('春季焕新');
  });

  it('stays on its slide when autoplay is off', () => {
    vi.useFakeTimers();
    renderBlock(<Carousel4 blockKey="c4" options={still} />);
    act(() => vi.advanceTimersByTime(SLIDESHOW_INTERVAL * 3));
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 4 张');
  });

  it('shows the slide of a tab on click and on hover', async () => {
    const user = userEvent.setup();
    renderBlock(<Carousel4 blockKey="c4" options={still} />);
    await user.click(screen.getByRole('button', { name: '年货节' }));
    expect(currentSlide()).toHaveAccessibleName('第 3 张，共 4 张');
    await user.hover(screen.getByRole('button', { name: '健康体检' }));
    expect(currentSlide()).toHaveAccessibleName('第 4 张，共 4 张');
    expect(screen.getByRole('img', { name: '员工体检套餐6折起' })).toBeInTheDocument();
  });

  it('is driven from the keyboard: arrows by Enter, tabs by arrow keys', async () => {
    const user = userEvent.setup();
    renderBlock(<Carousel4 blockKey="c4" options={still} />);
    screen.getByRole('button', { name: '上一张' }).focus();
    await user.keyboard('{Enter}');
    expect(currentSlide()).toHaveAccessibleName('第 4 张，共 4 张');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: '春季焕新' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(currentSlide()).toHaveAccessibleName('第 2 张，共 4 张');
    expect(screen.getByRole('button', { name: '新茶上市' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(currentSlide()).toHaveAccessibleName('第 1 张，共 4 张');
    await user.keyboard('{ArrowLeft}');
    expect(currentTab()).toHaveTextContent('健康体检');
  });

  it('opens the slide link through the link opener', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<Carousel4 blockKey="c4" options={still} />);
    await user.click(screen.getByRole('link', { name: '春季焕新 全场低至8折' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?categoryId=1,11,111' }]);
  });

  it('speaks English when the locale is en-US', () => {
    renderBlock(
      <Carousel4
        blockKey="c4"
        options={{ list: [...options.list, { img: '/img/blocks/carousel/books.svg' }] }}
      />,
      { locale: 'en-US' },
    );
    expect(screen.getByRole('region', { name: 'Topic carousel' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Carousel topics' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slide 5' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
  });
});
