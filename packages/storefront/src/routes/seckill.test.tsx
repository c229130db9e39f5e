import { API_PATHS, type SeckillGoods, type SeckillGoodsPage, type SeckillSession } from '@mall/schemas';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { platformAtom } from '../state/platform.ts';
import { accessTokenAtom, oneIdAtom } from '../state/session.ts';
import { appStore } from '../state/store.ts';
import { fakeApi } from '../test/fake-api.ts';
import { findMain, renderRoute } from '../test/render-route.tsx';

const SESSIONS_PATH = API_PATHS.seckillSessions;
const GOODS_PATH = API_PATHS.seckillGoods;

/** The query of the last page of a session's goods asked for. */
const lastGoodsQuery = () => fakeApi.lastSent(GOODS_PATH, 'GET').query;

const NOW = new Date('2026-11-23T10:00:00+08:00');
const at = (time: string) => new Date(`2026-11-23T${time}+08:00`).toISOString();

const session = (overrides: Partial<SeckillSession> = {}): SeckillSession => ({
  marketId: 'market-morning',
  name: '早场秒杀',
  state: 'running',
  startTime: at('08:00:00'),
  endTime: at('12:00:00'),
  goodsCount: 2,
  ...overrides,
});

/** Besides the running one, a session starting at 10:30 and one ended at 09:00. */
const SESSIONS: SeckillSession[] = [
  session({
    marketId: 'market-dawn',
    name: '早鸟场',
    state: 'ended',
    startTime: at('06:00:00'),
    endTime: at('09:00:00'),
  }),
  session(),
  session({
    marketId: 'market-noon',
    name: '午间场',
    state: 'upcoming',
    startTime: at('10:30:00'),
    endTime: at('14:00:00'),
  }),
];

const goods = (overrides: Partial<SeckillGoods> = {}): SeckillGoods => ({
  skuId: '20001',
  goodsId: '2001',
  productName: '五常大米 5kg',
  productImage: '/img/rice.svg',
  flashPrice: 99,
  catalogPrice: 149,
  stock: 260,
  ...overrides,
});

const pageOf = (records: SeckillGoods[], total = records.length): SeckillGoodsPage => ({
  records,
  total,
  current: 1,
  size: 10,
  pages: Math.ceil(total / 10),
});

/**
 * Moves the fake clock on and lets the page re-render, synchronously: with no await between two
 * ticks, no real time slips into the clock (`shouldAdvanceTime`), so the seconds shown are exact.
 */
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

/** `距本场结束 0 天 01 时 59 分 58 秒` -> 7198. */
function secondsShown(clock: HTMLElement): number {
  const [, days, hours, minutes, seconds] =
    /(\d+) 天 (\d+) 时 (\d+) 分 (\d+) 秒/.exec(clock.textContent ?? '') ?? [];
  return ((Number(days) * 24 + Number(hours)) * 60 + Number(minutes)) * 60 + Number(seconds);
}

beforeEach(() => {
  // The clock runs on by itself so the page can load (findBy waits in real time); `tick` moves it.
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
  appStore.set(accessTokenAtom, 'member-token');
  appStore.set(oneIdAtom, 'ent-acme');
  appStore.set(platformAtom, 'HSHSC');
  fakeApi.answer(API_PATHS.categoryTree, []);
  fakeApi.answer(SESSIONS_PATH, SESSIONS);
  fakeApi.answer(
    GOODS_PATH,
    pageOf([
      goods(),
      goods({
        skuId: '20005',
        goodsId: '2003',
        productName: '金龙鱼食用油 5L',
        flashPrice: 59,
        catalogPrice: 88,
        stock: 3,
      }),
    ]),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe('/seckill', () => {
  it('opens on the running session: its goods at the flash price beside the struck everyday price, each to the flash-buy goods detail', async () => {
    renderRoute('/seckill');
    const content = await findMain();
    const running = await content.findByRole('tab', { selected: true });
    expect(running).toHaveTextContent('抢购中');
    expect(running).toHaveTextContent('早场秒杀');
    const list = await content.findByRole('list', { name: '早场秒杀的秒杀商品' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('99 积分')).toBeInTheDocument();
    expect(within(list).getByText('原价 149 积分')).toBeInTheDocument();
    expect(within(list).getByAltText('五常大米 5kg')).toHaveAttribute('width', '200');
    expect(within(list).getByRole('link', { name: '马上抢：五常大米 5kg' })).toHaveAttribute(
      'href',
      `/goodsDetail?skuId=20001&marketType=rush&marketId=market-morning&dateEnd=${encodeURIComponent(at('12:00:00'))}`,
    );
    expect(fakeApi.lastSent(SESSIONS_PATH, 'GET').query).toEqual({ marketPlatform: '1' });
    expect(lastGoodsQuery()).toEqual({ marketId: 'market-morning', pageNumber: '1', pageSize: '10' });
  });

  it('counts down to the running session’s end every second', async () => {
    renderRoute('/seckill');
    const content = await findMain();
    const clock = await content.findByRole('timer');
    tick(1000);
    // Two hours from 10:00, less the few real seconds the page took to load.
    expect(clock).toHaveTextContent(/^距本场结束 0 天 01 时 59 分 \d\d 秒$/);
    const shown = secondsShown(clock);
    tick(1000);
    expect(secondsShown(clock)).toBe(shown - 1);
    tick(61_000);
    expect(secondsShown(clock)).toBe(shown - 62);
    expect(clock).toHaveTextContent(/^距本场结束 0 天 01 时 58 分 \d\d 秒$/);
  });

  it('says how few are left under the threshold and disables a sold-out goods', async () => {
    fakeApi.answer(
      GOODS_PATH,
      pageOf([
        goods(),
        goods({ skuId: '20005', productName: '金龙鱼食用油 5L', stock: 3 }),
        goods({ skuId: '20009', productName: '坚果礼盒', stock: 0 }),
      ]),
    );
    renderRoute('/seckill');
    const list = await (await findMain()).findByRole('list', { name: '早场秒杀的秒杀商品' });
    const [plenty, few, none] = within(list).getAllByRole('listitem');
    expect(plenty).toHaveTextContent('库存充足');
    expect(few).toHaveTextContent('仅剩 3 件');
    expect(within(none!).getByRole('button', { name: '已抢光' })).toBeDisabled();
    expect(within(none!).queryByRole('link', { name: /^马上抢/ })).not.toBeInTheDocument();
  });

  it('shows an upcoming session’s goods with their buttons disabled, and opens them for buying when it starts', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderRoute('/seckill');
    const content = await findMain();
    const noon = await content.findByRole('tab', { name: /午间场/ });
    expect(noon).toHaveTextContent('即将开始');
    await user.click(noon);
    await vi.waitFor(() => expect(noon).toHaveAttribute('aria-selected', 'true'));
    const list = await content.findByRole('list', { name: '午间场的秒杀商品' });
    expect(await content.findByRole('timer')).toHaveTextContent(/^距本场开始 0 天 00 时 (29|30) 分/);
    for (const button of within(list).getAllByRole('button', { name: '即将开始' }))
      expect(button).toBeDisabled();
    expect(within(list).queryByRole('link', { name: /^马上抢/ })).not.toBeInTheDocument();

    // Half a second before the start: within two ticks the clock passes it.
    vi.setSystemTime(Date.parse(at('10:30:00')) - 500);
    tick(2000);
    expect(noon).toHaveTextContent('抢购中');
    expect(content.getByRole('timer')).toHaveTextContent(/^距本场结束 0 天 03 时 29 分 5\d 秒$/);
    expect(within(list).getByRole('link', { name: '马上抢：五常大米 5kg' })).toHaveAttribute(
      'href',
      expect.stringContaining('marketId=market-noon'),
    );
    expect(within(list).queryByRole('button', { name: '即将开始' })).not.toBeInTheDocument();
  });

  it('greys an ended session: its goods stay without the buy button', async () => {
    renderRoute('/seckill?marketId=market-dawn');
    const content = await findMain();
    expect(await content.findByRole('tab', { selected: true })).toHaveTextContent(/已结束.*早鸟场/);
    expect(await content.findByText('本场已结束，看看其他场次吧')).toBeInTheDocument();
    const list = await content.findByRole('list', { name: '早鸟场的秒杀商品' });
    for (const button of within(list).getAllByRole('button', { name: '已结束' }))
      expect(button).toBeDisabled();
    expect(within(list).queryByRole('link', { name: /^马上抢/ })).not.toBeInTheDocument();
  });

  it('pages through a session with many goods', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    fakeApi.answer(GOODS_PATH, pageOf([goods()], 24));
    renderRoute('/seckill');
    const content = await findMain();
    await content.findByRole('list', { name: '早场秒杀的秒杀商品' });
    await user.click(content.getByRole('button', { name: '第 2 页' }));
    // The next page is asked for once the list has rendered with its new key, not within the click.
    await vi.waitFor(() =>
      expect(lastGoodsQuery()).toEqual({ marketId: 'market-morning', pageNumber: '2', pageSize: '10' }),
    );
  });

  it('asks the exclusive platform’s sessions on DZPT', async () => {
    appStore.set(platformAtom, 'DZPT');
    renderRoute('/seckill');
    await findMain();
    await vi.waitFor(() =>
      expect(fakeApi.lastSent(SESSIONS_PATH, 'GET').query).toEqual({ marketPlatform: '2' }),
    );
  });

  it('says so when there is no session', async () => {
    fakeApi.answer(SESSIONS_PATH, []);
    renderRoute('/seckill');
    const content = await findMain();
    expect(await content.findByText('近期没有秒杀场次')).toBeInTheDocument();
    expect(content.getByRole('button', { name: '去首页逛逛' })).toBeInTheDocument();
    expect(fakeApi.sent(GOODS_PATH)).toEqual([]);
  });

  it('shows the server’s refusal of a session’s goods', async () => {
    fakeApi.fail(GOODS_PATH, { code: 400, message: '活动不存在', status: 400 });
    renderRoute('/seckill');
    expect(await (await findMain()).findByText('活动不存在')).toBeInTheDocument();
  });
});
