import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpecialAdvertOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/specialAdvert/many.json';
import { renderBlock } from '../testing/render-block.tsx';
import { renderStory } from '../testing/render-story.tsx';
import { expectNothingShown, waitForPage } from '../testing/wait-for-page.ts';
import { SpecialAdvert } from './SpecialAdvert.tsx';
import * as stories from './SpecialAdvert.stories.tsx';

const { Typical, Empty, ManyItems, InvalidData } = composeStories(stories);
const manyOptions: SpecialAdvertOptions = many.options;
const pictures = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    img: `/img/p${i}.svg`,
    url: `/special?id=${i}`,
    title: `专题 ${i + 1}`,
  }));

describe('<SpecialAdvert /> stories', () => {
  it('lays two 588x300 pictures side by side, each a link', async () => {
    await renderStory(Typical);
    const block = await screen.findByRole('region', { name: '春节专题广告' });
    const gift = within(block).getByRole('img', { name: '春节礼盒' });
    expect(gift).toHaveAttribute('width', '588');
    expect(gift).toHaveAttribute('height', '300');
    expect(gift).toHaveAttribute('loading', 'lazy');
    expect(within(block).getByRole('img', { name: '家属福利' })).toHaveAttribute('width', '588');
    expect(within(block).getByRole('link', { name: '春节礼盒' })).toHaveAttribute(
      'href',
      '/goodsList?planId=plan-spring',
    );
    expect(within(block).getByRole('link', { name: '家属福利' })).toHaveAttribute('href', '/familyInfo');
  });

  it('renders nothing without pictures', async () => {
    const { container } = await renderStory(Empty);
    await waitForPage();
    expectNothingShown(container);
  });

  it('puts six pictures three to a row, 384 px wide, leaving the one without link plain', async () => {
    await renderStory(ManyItems);
    const block = await screen.findByRole('region', { name: '生活福利专题广告' });
    const shown = within(block).getAllByRole('img');
    expect(shown).toHaveLength(6);
    for (const picture of shown) {
      expect(picture).toHaveAttribute('width', '384');
      expect(picture).toHaveAttribute('height', '300');
    }
    expect(within(block).getAllByRole('link')).toHaveLength(5);
    expect(within(block).queryByRole('link', { name: '家属福利（即将开放）' })).not.toBeInTheDocument();
  });

  it('shows the diagnostic card naming the column count and the height', async () => {
    await renderStory(InvalidData);
    const card = await screen.findByRole('alert');
    expect(card).toHaveTextContent('options.columns');
    expect(card).toHaveTextContent('options.imgHeight');
  });
});

describe('<SpecialAdvert /> behaviour', () => {
  it('opens a picture through the link opener', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<SpecialAdvert blockKey="s" options={manyOptions} />);
    await user.click(screen.getByRole('link', { name: '读书月' }));
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/goodsList?categoryId=9' }]);
  });

  it('gives a single picture the whole 1200 px row', () => {
    renderBlock(<SpecialAdvert blockKey="s" options={{ list: pictures(1) }} />);
    expect(screen.getByRole('img')).toHaveAttribute('width', '1200');
  });

  it('puts at most three pictures in a row when the block does not say', () => {
    renderBlock(<SpecialAdvert blockKey="s" options={{ list: pictures(5) }} />);
    for (const picture of screen.getAllByRole('img')) expect(picture).toHaveAttribute('width', '384');
  });

  it('follows the column count and height it is given', () => {
    renderBlock(<SpecialAdvert blockKey="s" options={{ list: pictures(2), columns: 1, imgHeight: 240 }} />);
    for (const picture of screen.getAllByRole('img')) {
      expect(picture).toHaveAttribute('width', '1200');
      expect(picture).toHaveAttribute('height', '240');
    }
  });

  it('names the block and an untitled picture in English', () => {
    renderBlock(<SpecialAdvert blockKey="s" options={{ list: [{ img: '/img/a.svg', url: '/special' }] }} />, {
      locale: 'en-US',
    });
    const block = screen.getByRole('region', { name: 'Featured adverts' });
    expect(within(block).getByRole('link', { name: 'Featured adverts' })).toHaveAttribute('href', '/special');
  });
});
