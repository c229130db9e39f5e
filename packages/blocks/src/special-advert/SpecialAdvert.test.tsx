import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { SpecialAdvertOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import many from '../../../../fixtures/blocks/specialAdvert/many.json';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { SpecialAdvert } from './SpecialAdvert.tsx';
import * as stories from './SpecialAdvert.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const manyOptions: SpecialAdvertOptions = many.options;
const pictures = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    img: `/img/p${i}.svg`,
    url: `/special?id=${i}`,
    title: `专题 ${i + 1}`,
  }));

describe('<SpecialAdvert /> stories', () => {
  it('lays two 588x300 pictures side by side, each a link', async () => {
    const block = await renderStoryBlock(Typical, '春节专题广告');
    const gift = within(block).getByRole('img', { name: '春节礼盒' });
    expectPicture(gift, { width: 588, height: 300, loading: 'lazy' });
    expect(within(block).getByRole('img', { name: '家属福利' })).toHaveAttribute('width', '588');
    expectLinkTo(block, '春节礼盒', '/goodsList?planId=plan-spring');
    expectLinkTo(block, '家属福利', '/familyInfo');
  });

  it('puts six pictures three to a row, 384 px wide, leaving the one without link plain', async () => {
    const block = await renderStoryBlock(ManyItems, '生活福利专题广告');
    const shown = within(block).getAllByRole('img');
    expect(shown).toHaveLength(6);
    for (const picture of shown) {
      expectPicture(picture, { width: 384, height: 300 });
    }
    expect(within(block).getAllByRole('link')).toHaveLength(5);
    expect(within(block).queryByRole('link', { name: '家属福利（即将开放）' })).not.toBeInTheDocument();
  });
});

describe('<SpecialAdvert /> behaviour', () => {
  it('opens a picture through the link opener', async () => {
    await expectLinksOpen(<SpecialAdvert blockKey="s" options={manyOptions} />, [
      ['读书月', '/goodsList?categoryId=9'],
    ]);
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
      expectPicture(picture, { width: 1200, height: 240 });
    }
  });

  it('names the block and an untitled picture in English', () => {
    renderBlock(<SpecialAdvert blockKey="s" options={{ list: [{ img: '/img/a.svg', url: '/special' }] }} />, {
      locale: 'en-US',
    });
    const block = screen.getByRole('region', { name: 'Featured adverts' });
    expectLinkTo(block, 'Featured adverts', '/special');
  });
});
