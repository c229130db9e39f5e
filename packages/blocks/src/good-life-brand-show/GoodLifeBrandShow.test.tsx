import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoodLifeBrandShowOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/goodLifeBrandShow/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { GoodLifeBrandShow } from './GoodLifeBrandShow.tsx';
import * as stories from './GoodLifeBrandShow.stories.tsx';

const { Typical, ManyItems } = composeStories(stories);
const options: GoodLifeBrandShowOptions = typical.options;

const logos = (block: HTMLElement) => within(within(block).getByRole('list')).getAllByRole('img');

describe('<GoodLifeBrandShow /> stories', () => {
  it('shows the featured brand as a 390x260 picture with its slogan, and eight 160x80 logos', async () => {
    const block = await checks.renderStoryBlock(Typical, '品质好牌');
    const featured = within(block).getByRole('link', { name: '西湖龙井 明前头采 一杯春色' });
    expect(featured).toHaveAttribute('href', '/goodsList?brandId=b103');
    const picture = within(featured).getByRole('img', { name: '西湖龙井' });
    checks.expectPictureSize(picture, 390, 260);
    expect(picture).toHaveAttribute('src', '/img/blocks/goodLifeBrandShow/featured-tea.svg');

    const grid = logos(block);
    expect(grid).toHaveLength(8);
    for (const logo of grid) checks.expectPictureSize(logo, 160, 80);
    expectLinkTo(block, '伊利', '/goodsList?brandId=b104');
  });

  it('shows only the first eight of twenty logos', async () => {
    const block = await checks.renderStoryBlock(ManyItems, '厨房好物');
    const grid = logos(block);
    expect(grid).toHaveLength(8);
    expect(grid.at(-1)).toHaveAccessibleName('百草味');
    expect(within(block).queryByRole('img', { name: '海天' })).not.toBeInTheDocument();
  });
});

describe('<GoodLifeBrandShow /> behaviour', () => {
  it('opens the featured brand and a logo through the link opener', async () => {
    const user = userEvent.setup();
    const { services } = renderBlock(<GoodLifeBrandShow blockKey="g" options={options} />);
    await user.click(screen.getByRole('img', { name: '西湖龙井' }));
    await user.click(screen.getByRole('link', { name: '金龙鱼' }));
    checks.expectOpened(services.calls, '/goodsList?brandId=b103', '/goodsList?brandId=b102');
  });

  it('shows the logos alone when there is no featured brand', () => {
    renderBlock(<GoodLifeBrandShow blockKey="g" options={{ list: options.list }} />);
    expect(screen.getAllByRole('img')).toHaveLength(8);
    expect(screen.queryByRole('img', { name: '西湖龙井' })).not.toBeInTheDocument();
  });

  it('is named after the catalogue in English when it has no title', () => {
    renderBlock(<GoodLifeBrandShow blockKey="g" options={{ list: options.list }} />, { locale: 'en-US' });
    expect(screen.getByRole('region', { name: 'Quality brands' })).toBeInTheDocument();
  });
});
