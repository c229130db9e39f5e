import { composeStories } from '@storybook/react-vite';
import { act, screen, within } from '@testing-library/react';
import type { FlashBuyOptions } from '@mall/schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import typical from '../../../../fixtures/blocks/flashBuy/typical.json';
import * as checks from '../testing/goods-block-checks.tsx';
import { itCountsDownToTheEndOfTheSale, renderSaleEndingAt } from '../testing/goods-sale-countdown.tsx';
import { renderBlock } from '../testing/render-block.tsx';
import { expectNothingShown } from '../testing/wait-for-page.ts';
import { FlashBuy } from './FlashBuy.tsx';
import * as stories from './FlashBuy.stories.tsx';

const { Typical, ManyItems, Guest, Ended } = composeStories(stories);
const options: FlashBuyOptions = typical.options;

describe('<FlashBuy /> stories', () => {
  it('shows the title, a running countdown, four goods with sold counts and go-buy links', async () => {
    const block = await checks.renderStoryBlock(Typical, '限时抢购');
    expect(within(block).getByRole('timer')).toHaveAccessibleName(/^剩余 2 天 5 小时 (29|30) 分 \d+ 秒$/);
    expect(within(block).getAllByRole('article')).toHaveLength(4);
    expect(within(block).getByText('已抢 2,890 件')).toBeInTheDocument();
    const goBuy = within(block).getByRole('link', { name: '去抢购 主动降噪蓝牙耳机' });
    expect(goBuy.getAttribute('href')).toMatch(
      /^\/goodsDetail\?skuId=1026&marketType=rush&marketId=market-flash-1&dateEnd=\d{4}-/,
    );
    const more = within(block).getByRole('link', { name: /更多抢购/ });
    expect(more.getAttribute('href')).toMatch(
      /^\/flashBuyGoodsList\?marketId=market-flash-1&dateStart=.+&dateEnd=.+/,
    );
  });

  it('shows as many goods as maxGoods asks for', async () => {
    const { cards } = await checks.renderStoryGoods(ManyItems, '春节福利抢购');
    expect(cards).toHaveLength(8);
  });

  it('is not rendered for a guest', () => checks.expectStoryShowsNothing(Guest));

  it('shows the end text and no go-buy once the sale has ended', async () => {
    const block = await checks.renderStoryBlock(Ended, '上周秒杀');
    expect(within(block).getByText('活动已结束')).toBeInTheDocument();
    expect(within(block).queryByRole('timer')).not.toBeInTheDocument();
    expect(within(block).queryByRole('link', { name: /^去抢购/ })).not.toBeInTheDocument();
  });
});

describe('<FlashBuy /> behaviour', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  itCountsDownToTheEndOfTheSale((endText) => <FlashBuy blockKey="f" options={{ ...options, endText }} />);

  it('says activity ended in English', async () => {
    await renderSaleEndingAt(<FlashBuy blockKey="f" options={options} />, '2026-11-21T09:00:00+08:00', {
      locale: 'en-US',
    });
    expect(screen.getByText('activity ended')).toBeInTheDocument();
  });

  it('neither renders nor fetches for a guest', async () => {
    const { container, services } = renderBlock(<FlashBuy blockKey="f" options={options} />, {
      services: { user: null },
    });
    await act(async () => {});
    await expectNothingShown(container);
    expect(services.calls.fetchPlanGoods).toEqual([]);
  });

  it("shows a skeleton of the block's height while the goods load", () =>
    checks.expectSkeletonHeight(<FlashBuy blockKey="f" options={options} />, 380));

  it('renders nothing when the goods fail to load', () =>
    checks.expectBlockShowsNothing(<FlashBuy blockKey="f" options={options} />, {
      services: { fetchPlanGoods: async () => Promise.reject(new Error('500')) },
    }));
});
