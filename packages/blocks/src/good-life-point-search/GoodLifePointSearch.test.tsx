import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { GoodLifePointSearchOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/goodLifePointSearch/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import {
  expectBalance,
  expectNoBalanceNorAccountButton,
  listedLinks,
} from '../testing/goods-points-checks.tsx';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { GoodLifePointSearch } from './GoodLifePointSearch.tsx';
import * as stories from './GoodLifePointSearch.stories.tsx';

const { Typical, ManyItems, Guest, EnterpriseWording } = composeStories(stories);
const options: GoodLifePointSearchOptions = typical.options;

describe('<GoodLifePointSearch /> stories', () => {
  it('shows six range cards opening the goods list by price, with the balance and the button above', async () => {
    const block = await checks.renderStoryBlock(Typical, '积分好物');
    expect(within(block).getByText('按积分挑好物')).toBeInTheDocument();
    const cards = listedLinks(block);
    expect(cards).toHaveLength(6);
    expect(cards[0]).toHaveAccessibleName('0-99 福利积分');
    expect(cards[0]).toHaveAttribute('href', '/goodsList?productLowerPrice=0&productHigherPrice=99');
    expect(cards[5]).toHaveAccessibleName('2000以上 福利积分');
    expect(cards[5]).toHaveAttribute('href', '/goodsList?productLowerPrice=2000');
    const icon = cards[1]!.querySelector('img')!;
    expect(icon).toHaveAttribute('src', '/img/blocks/goodLifePointSearch/gift.svg');
    checks.expectPictureSize(icon, 48, 48);
    expectBalance(block, '我的福利积分', '12,680');
    expectLinkTo(block, /我的积分/, '/home/myAccount');
  });

  it('lays twelve ranges out and names the unnamed ones after their numbers', async () => {
    const cards = listedLinks(await checks.renderStoryBlock(ManyItems, '积分换好礼'));
    expect(cards).toHaveLength(12);
    expect(cards[10]).toHaveAccessibleName('3000-4999 福利积分');
    expect(cards[11]).toHaveAccessibleName('5000+ 福利积分');
    expect(cards[11]).toHaveAttribute('href', '/goodsList?productLowerPrice=5000');
    expect(cards[11]?.querySelector('img')).toBeNull();
  });

  it('shows a guest the cards but no balance and no button', async () => {
    const block = await checks.renderStoryBlock(Guest, '积分好物');
    expect(listedLinks(block)).toHaveLength(6);
    expectNoBalanceNorAccountButton(block);
  });

  it("uses the enterprise's title and points name and hides the button it hides", async () => {
    const block = await checks.renderStoryBlock(EnterpriseWording, '福豆兑好礼');
    expect(within(block).queryByText('积分好物')).not.toBeInTheDocument();
    expectBalance(block, '我的福豆', '12,680');
    expect(listedLinks(block)[0]).toHaveAccessibleName('0-99 福豆');
    expect(within(block).queryByRole('link', { name: /我的积分/ })).not.toBeInTheDocument();
  });
});

describe('<GoodLifePointSearch /> behaviour', () => {
  it('opens a range and the points account through the link opener', async () => {
    const calls = await checks.clickLinks(<GoodLifePointSearch blockKey="g" options={options} />, [
      '600-999 福利积分',
      /我的积分/,
    ]);
    checks.expectOpened(calls, '/goodsList?productLowerPrice=600&productHigherPrice=999', '/home/myAccount');
  });

  it('falls back to the catalogue title and speaks English', () => {
    renderBlock(<GoodLifePointSearch blockKey="g" options={{ list: options.list }} />, { locale: 'en-US' });
    const block = screen.getByRole('region', { name: 'Shop by points' });
    expectBalance(block, 'My welfare points', '12,680');
    expect(within(block).getByRole('link', { name: /My points/ })).toBeInTheDocument();
    expect(listedLinks(block)[0]).toHaveAccessibleName('0-99 welfare points');
  });
});
