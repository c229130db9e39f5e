import { describe, expect, it } from 'vitest';
import { createFixtureServices, FIXTURE_USER } from './fixture-services.ts';

const HOUR = 3_600_000;

describe('createFixtureServices', () => {
  it('logs a member in by default and takes overrides', () => {
    expect(createFixtureServices().user).toEqual(FIXTURE_USER);
    expect(createFixtureServices({ user: null, locale: 'en-US' })).toMatchObject({
      user: null,
      locale: 'en-US',
    });
  });

  it('answers a flash sale ending about two days after the moment it is asked', async () => {
    const before = Date.now();
    const sale = await createFixtureServices().fetchPlanGoods({ marketId: 'market-flash-1' });
    const ends = new Date(sale.dateEnd ?? '').getTime() - before;
    expect(ends).toBeGreaterThanOrEqual(53.5 * HOUR);
    expect(ends).toBeLessThan(53.5 * HOUR + 60_000);
    expect(sale.marketType).toBe('rush');
    expect(sale.goodsList.length).toBeGreaterThan(4);
  });

  it('rejects a plan it does not know, like a failed call', async () => {
    await expect(createFixtureServices().fetchPlanGoods({ planId: 'plan-nowhere' })).rejects.toThrow(
      'plan-nowhere',
    );
  });

  it('opens every known plan and market and leaves unknown ones out', async () => {
    const answers = await createFixtureServices().checkAvailability([
      { planId: 'plan-spring' },
      { marketId: 'market-x' },
    ]);
    expect(answers).toEqual([expect.objectContaining({ planId: 'plan-spring', isShow: true, isOpen: true })]);
  });

  it('records navigations, notices and tracking for tests to read', () => {
    const services = createFixtureServices();
    void services.navigate({ kind: 'internal', path: '/notice' });
    services.notify({ status: 'warning', text: '活动已下线' });
    services.track({ event: 'click', floor_id: 'k', floor_rank: 0, block_type: 'carousel' });
    expect(services.calls.navigate).toEqual([{ kind: 'internal', path: '/notice' }]);
    expect(services.calls.notify).toHaveLength(1);
    expect(services.calls.track).toHaveLength(1);
  });
});
