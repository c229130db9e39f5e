import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { BrandShowOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/brandShow/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { BrandShow } from './BrandShow.tsx';
import * as stories from './BrandShow.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: BrandShowOptions = typical.options;

describe('<BrandShow /> stories', () => {
  it('shows each brand as a 160x80 logo linking to its goods', async () => {
    const wall = await checks.renderStoryBlock(Typical, '品牌专区');
    const logos = within(wall).getAllByRole('img');
    expect(logos).toHaveLength(12);
    for (const logo of logos) checks.expectPictureSize(logo, 160, 80);
    expect(logos[0]).toHaveAccessibleName('五常大米');
    expect(logos[0]).toHaveAttribute('src', '/img/blocks/brandShow/wuchang.svg');
    for (const [brand, id] of [
      ['五常大米', 'b101'],
      ['美的', 'b111'],
    ] as const) {
      expectLinkTo(wall, brand, `/goodsList?brandId=${id}`);
    }
    checks.expectMoreLink(wall, '/goodsList?showBrand=1');
  });

  it('shows at most 18 brands, a brand without link as a plain logo', async () => {
    const wall = await checks.renderStoryBlock(ManyItems, '精选品牌');
    expect(within(wall).getAllByRole('img')).toHaveLength(18);
    expect(within(wall).getByRole('img', { name: '同仁堂' })).toBeInTheDocument();
    expect(within(wall).queryByRole('img', { name: '蓝月亮' })).not.toBeInTheDocument();
    expect(within(wall).getByRole('img', { name: '云南白药' })).toBeInTheDocument();
    expect(within(wall).queryByRole('link', { name: '云南白药' })).not.toBeInTheDocument();
    expect(within(wall).getAllByRole('link')).toHaveLength(17);
  });
});

describe('<BrandShow /> behaviour', () => {
  it('opens a brand through the link opener', async () => {
    const calls = await checks.clickLinks(<BrandShow blockKey="b" options={options} />, ['金龙鱼']);
    checks.expectOpened(calls, '/goodsList?brandId=b102');
  });

  it('is named after the block, then the catalogue, in English too, when it has no title', () => {
    const { unmount } = renderBlock(
      <BrandShow blockKey="b" name="员工品牌墙" options={{ list: options.list }} />,
    );
    expect(screen.getByRole('region', { name: '员工品牌墙' })).toBeInTheDocument();
    unmount();
    renderBlock(<BrandShow blockKey="b" options={{ list: options.list }} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Brands' })).toBeInTheDocument();
  });
});
