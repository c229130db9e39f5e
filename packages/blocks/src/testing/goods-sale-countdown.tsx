import type { Goods, PlanGoods } from '@mall/schemas';
import { act, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { expect, it, vi } from 'vitest';
import { renderBlock, type RenderBlockOptions } from './render-block.tsx';

// The blocks that count down to the end of their sale in the title row (flash buy, special discount)
// count alike: these render them at a fixed moment under fake timers. Call `vi.useRealTimers()` after each.

/** The moment the countdown tests run at: 2026-11-21 10:00 in Beijing. */
export const SALE_NOW = new Date('2026-11-21T10:00:00+08:00').getTime();

/** The goods the sales of these tests sell. */
export const SALE_HEADPHONES: Goods = {
  skuId: '1026',
  goodsId: '126',
  productName: '主动降噪蓝牙耳机',
  specProductPrice: 99,
  specMarketPrice: 399,
  soldCount: 2890,
};

/** A rush market that started a day before {@link SALE_NOW} and ends at `dateEnd`. */
export const saleEndingAt = (dateEnd: string, goodsList: Goods[] = [SALE_HEADPHONES]): PlanGoods => ({
  marketId: 'market-flash-1',
  name: '限时抢购',
  marketType: 'rush',
  dateStart: '2026-11-20T10:00:00+08:00',
  dateEnd,
  goodsList,
});

/** Renders a block at {@link SALE_NOW} (fake timers) whose sale ends at `dateEnd`, and lets the goods arrive. */
export async function renderSaleEndingAt(
  ui: ReactElement,
  dateEnd: string,
  options: RenderBlockOptions = {},
): Promise<void> {
  vi.useFakeTimers({ now: SALE_NOW });
  renderBlock(ui, {
    ...options,
    services: { ...options.services, fetchPlanGoods: async () => saleEndingAt(dateEnd) },
  });
  await act(async () => vi.advanceTimersByTimeAsync(0));
}

/** One second of the page clock. */
export const tickASecond = (): void => {
  act(() => {
    vi.advanceTimersByTime(1000);
  });
};

/**
 * The countdown tests every sale block passes: `block(endText)` is the block with the operator's end
 * text, or none. Call inside a `describe` whose `afterEach` restores real timers.
 */
export function itCountsDownToTheEndOfTheSale(block: (endText?: string) => ReactElement): void {
  it('counts down each second and shows the end text at zero', async () => {
    await renderSaleEndingAt(block(), '2026-11-21T10:00:03+08:00');
    for (const secondsLeft of [3, 2, 1]) {
      expect(screen.getByRole('timer')).toHaveAccessibleName(`剩余 0 天 0 小时 0 分 ${secondsLeft} 秒`);
      tickASecond();
    }
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('活动已结束')).toBeInTheDocument();
  });

  it('shows days, hours, minutes and seconds as two-digit boxes', async () => {
    await renderSaleEndingAt(block(), '2026-11-23T13:04:05+08:00');
    expect(screen.getByRole('timer')).toHaveTextContent('距结束02天03时04分05秒');
  });

  it("shows the block's own end text at zero", async () => {
    await renderSaleEndingAt(block('本场已结束'), '2026-11-21T10:00:01+08:00');
    tickASecond();
    expect(screen.getByText('本场已结束')).toBeInTheDocument();
  });
}
