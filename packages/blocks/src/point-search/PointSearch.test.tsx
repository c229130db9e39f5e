import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import type { PointSearchOptions } from '@mall/schemas';
import { describe, expect, it } from 'vitest';
import typical from '../../../../fixtures/blocks/pointSearch/typical.json';
import { FIXTURE_USER } from '../testing/fixture-services.ts';
import * as checks from '../testing/goods-block-checks.tsx';
import {
  expectBalance,
  expectNoBalanceNorAccountButton,
  listedLinks,
} from '../testing/goods-points-checks.tsx';
import { expectLinkTo } from '../testing/link-checks.ts';
import { renderBlock } from '../testing/render-block.tsx';
import { PointSearch } from './PointSearch.tsx';
import * as stories from './PointSearch.stories.tsx';

const { Typical, ManyItems, Guest, EnterpriseWording } = composeStories(stories);
const options: PointSearchOptions = typical.options;

describe('<PointSearch /> stories', () => {
  it('shows the title, one chip per range opening the goods list by price, the balance and the button', async () => {
    const bar = await checks.renderStoryBlock(Typical, '按积分选购');
    const chips = listedLinks(bar);
    expect(chips.map((chip) => chip.textContent)).toEqual([
      '0-99',
      '100-299',
      '300-599',
      '600-999',
      '1000以上',
    ]);
    expect(chips[0]).toHaveAttribute('href', '/goodsList?productLowerPrice=0&productHigherPrice=99');
    expect(chips[1]).toHaveAttribute('href', '/goodsList?productLowerPrice=100&productHigherPrice=299');
    expect(chips[4]).toHaveAttribute('href', '/goodsList?productLowerPrice=1000');
    expectBalance(bar, '我的福利积分', '12,680');
    expectLinkTo(bar, '我的积分', '/home/myAccount');
  });

  it('names a range without a name after its numbers', async () => {
    const chips = listedLinks(await checks.renderStoryBlock(ManyItems, '积分好物'));
    expect(chips).toHaveLength(8);
    expect(chips[6]).toHaveTextContent('1000-2999');
    expect(chips[6]).toHaveAttribute('href', '/goodsList?productLowerPrice=1000&productHigherPrice=2999');
    expect(chips[7]).toHaveTextContent('3000+');
    expect(chips[7]).toHaveAttribute('href', '/goodsList?productLowerPrice=3000');
  });

  it('shows a guest the ranges but no balance and no button', async () => {
    const bar = await checks.renderStoryBlock(Guest, '按积分选购');
    expect(listedLinks(bar)).toHaveLength(5);
    expectNoBalanceNorAccountButton(bar);
  });

  it("uses the enterprise's title and points name and hides the button it hides", async () => {
    const bar = await checks.renderStoryBlock(EnterpriseWording, '福豆兑好礼');
    expect(within(bar).queryByText('按积分选购')).not.toBeInTheDocument();
    expectBalance(bar, '我的福豆', '12,680');
    expect(within(bar).queryByRole('link', { name: '我的积分' })).not.toBeInTheDocument();
  });
});

describe('<PointSearch /> behaviour', () => {
  it('opens a range and the points account through the link opener', async () => {
    const calls = await checks.clickLinks(<PointSearch blockKey="p" options={options} />, [
      '300-599',
      '我的积分',
    ]);
    checks.expectOpened(calls, '/goodsList?productLowerPrice=300&productHigherPrice=599', '/home/myAccount');
  });

  it('keeps custom-page mode on the range links', async () => {
    const calls = await checks.clickLinks(<PointSearch blockKey="p" options={options} />, ['0-99'], {
      services: { customPage: true },
    });
    checks.expectOpened(calls, '/goodsList?productLowerPrice=0&productHigherPrice=99&pageType=custom');
  });

  it('falls back to the catalogue title when the operator gave none', () => {
    renderBlock(<PointSearch blockKey="p" options={{ list: options.list }} />);
    expect(screen.getByRole('region', { name: '按积分选购' })).toBeInTheDocument();
  });

  it('separates thousands in a large balance and hides the line when the balance is unknown', () => {
    const { unmount } = renderBlock(<PointSearch blockKey="p" options={options} />, {
      services: { user: { ...FIXTURE_USER, points: 1_234_567 } },
    });
    expectBalance(document.body, '我的福利积分', '1,234,567');
    unmount();
    renderBlock(<PointSearch blockKey="p" options={options} />, {
      services: { user: { id: 'u-2', nickName: '李四' } },
    });
    expect(screen.queryByText(/我的福利积分/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '我的积分' })).toBeInTheDocument();
  });

  it('speaks English', () => {
    renderBlock(<PointSearch blockKey="p" options={{ list: options.list }} />, { locale: 'en-US' });
    const bar = screen.getByRole('region', { name: 'Shop by points' });
    expectBalance(bar, 'My welfare points', '12,680');
    expectLinkTo(bar, 'My points', '/home/myAccount');
  });
});
