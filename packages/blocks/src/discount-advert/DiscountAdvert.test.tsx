import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { DiscountAdvertOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import { BlockPage } from '../testing/BlockPage.tsx';
import lilishopHome from '../../../../fixtures/lilishop/pc-home.json';
import { act } from '@testing-library/react';
import typical from '../../../../fixtures/blocks/discountAdvert/typical.json';
import { renderBlock } from '../testing/render-block.tsx';
import { expectLinksOpen, expectLinkTo } from '../testing/link-checks.ts';
import { expectPicture } from '../testing/picture-checks.ts';
import { renderStoryBlock } from '../testing/story-checks.ts';
import { DiscountAdvert } from './DiscountAdvert.tsx';
import * as stories from './DiscountAdvert.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: DiscountAdvertOptions = typical.options;

describe('<DiscountAdvert /> stories', () => {
  it('shows three 384x200 pictures in a row, two of them with their discount', async () => {
    const block = await renderStoryBlock(Typical, '满减专区');
    expect(within(block).getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['粮油调味', '乳品烘焙', '家居清洁']) {
      const picture = within(block).getByRole('img', { name });
      expectPicture(picture, { width: 384, height: 200, loading: 'lazy' });
    }
    expectLinkTo(block, '粮油调味 满199减50', '/goodsList?categoryId=1');
    expect(within(block).getByText('满99减20')).toBeVisible();
    expectLinkTo(block, '家居清洁', '/goodsList?categoryId=4');
  });

  it('fits four 282x200 pictures with their captions in the row', async () => {
    const block = await renderStoryBlock(ManyItems, '年货满减（四图）');
    const pictures = within(block).getAllByRole('img');
    expect(pictures).toHaveLength(4);
    for (const picture of pictures) expect(picture).toHaveAttribute('width', '282');
    expect(within(block).getByRole('link', { name: '休闲零食 满300减100' })).toBeInTheDocument();
  });
});

describe('<DiscountAdvert /> behaviour', () => {
  it('opens a picture through the link opener', async () => {
    await expectLinksOpen(<DiscountAdvert blockKey="d" options={options} />, [
      ['乳品烘焙 满99减20', '/goodsList?categoryId=2'],
    ]);
  });

  it('shares the row between two pictures, 588 px each', () => {
    renderBlock(<DiscountAdvert blockKey="d" options={{ list: options.list.slice(0, 2) }} />);
    for (const picture of screen.getAllByRole('img')) expect(picture).toHaveAttribute('width', '588');
  });

  it('shows at most four pictures', () => {
    const list = [1, 2, 3, 4, 5].map((n) => ({ img: `/img/p${n}.svg`, title: `广告 ${n}` }));
    renderBlock(<DiscountAdvert blockKey="d" options={{ list }} />);
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(screen.queryByRole('img', { name: '广告 5' })).not.toBeInTheDocument();
  });

  it('names the block and an untitled picture in English', () => {
    renderBlock(
      <DiscountAdvert blockKey="d" options={{ list: [{ img: '/img/a.svg', discount: '50% off' }] }} />,
      {
        locale: 'en-US',
      },
    );
    const block = screen.getByRole('region', { name: 'Deals' });
    expect(within(block).getByRole('img', { name: 'Deals' })).toBeInTheDocument();
    expect(within(block).getByText('50% off')).toBeInTheDocument();
    expect(within(block).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('<DiscountAdvert /> saved by lilishop', () => {
  it('shows its first four category tiles as one row of 282x200 pictures', async () => {
    // The JSON's inferred type unions every block of the page; this one is lilishop's discount advert.
    const saved = lilishopHome.list.find((block) => block.type === 'discountAdvert') as {
      options: { classification: Array<{ img: string; url: string }> };
    };
    await act(async () => renderBlock(<BlockPage block={saved} />));
    const block = await screen.findByRole('region', { name: '折扣广告' });
    const pictures = within(block).getAllByRole('img');
    expect(pictures.map((picture) => picture.getAttribute('src'))).toEqual(
      saved.options.classification.slice(0, 4).map((tile) => tile.img),
    );
    expect(pictures[0]).toHaveAttribute('width', '282');
    expect(within(block).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      saved.options.classification[0]!.url,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
