import type { BlockServices, BlockUser, Navigation, Notice, TrackEvent } from '@mall/runtime';
import type { Availability, AvailabilityQuery, Goods, PlanGoods } from '@mall/schemas';
import planGoodsFixture from '../../../../fixtures/blocks/_data/plan-goods.json';

/** One plan or market of `fixtures/blocks/_data/plan-goods.json`; dates are hours relative to now. */
interface PlanGoodsFixtureEntry {
  planId?: string;
  marketId?: string;
  name: string;
  marketType?: string;
  startsInHours: number;
  endsInHours: number;
  goodsList: Goods[];
}

const ENTRIES: readonly PlanGoodsFixtureEntry[] = planGoodsFixture.entries;
const HOUR = 3_600_000;

/** The member the fixture services log in by default. */
export const FIXTURE_USER: BlockUser = { id: 'u-1001', nickName: '张三', oneId: 'ent-demo', points: 12_680 };

/** Everything the fixture services were asked to do, in order, for tests to read. */
export interface FixtureServiceCalls {
  navigate: Navigation[];
  notify: Notice[];
  track: TrackEvent[];
  checkAvailability: AvailabilityQuery[][];
  fetchPlanGoods: { planId?: string; marketId?: string }[];
}

/** Block services backed by fixtures, with a record of every call. */
export interface FixtureServices extends BlockServices {
  calls: FixtureServiceCalls;
}

function findEntry(ref: { planId?: string; marketId?: string }): PlanGoodsFixtureEntry | undefined {
  return ENTRIES.find(
    (entry) =>
      (ref.marketId !== undefined && entry.marketId === ref.marketId) ||
      (ref.planId !== undefined && entry.planId === ref.planId),
  );
}

function toPlanGoods(entry: PlanGoodsFixtureEntry): PlanGoods {
  // Dates are computed at call time so a story opened next year still shows a running sale.
  const now = Date.now();
  return {
    planId: entry.planId ?? null,
    marketId: entry.marketId ?? null,
    name: entry.name,
    marketType: entry.marketType ?? null,
    dateStart: new Date(now + entry.startsInHours * HOUR).toISOString(),
    dateEnd: new Date(now + entry.endsInHours * HOUR).toISOString(),
    goodsList: structuredClone(entry.goodsList),
  };
}

/**
 * Block services for Storybook and tests, backed by `fixtures/blocks/_data/plan-goods.json`: a
 * logged-in member, availability open for every known plan and market, goods of those plans with dates
 * relative to now, and navigate/notify/track recorded in `calls`. Unknown plans reject like a failed call.
 * Defaults to zh-CN, platform HSHSC, preview mode and {@link FIXTURE_USER}.
 */
export function createFixtureServices(overrides: Partial<BlockServices> = {}): FixtureServices {
  const calls: FixtureServiceCalls = {
    navigate: [],
    notify: [],
    track: [],
    checkAvailability: [],
    fetchPlanGoods: [],
  };
  const services: BlockServices = {
    locale: 'zh-CN',
    platform: 'HSHSC',
    user: FIXTURE_USER,
    tenant: {},
    customPage: false,
    mode: 'preview',
    async checkAvailability(queries) {
      calls.checkAvailability.push(queries);
      const answers: Availability[] = [];
      for (const query of queries) {
        const entry = findEntry(query);
        if (!entry) continue;
        answers.push({
          planId: query.planId ?? null,
          marketId: query.marketId ?? null,
          statusCN: '进行中',
          isShow: true,
          isOpen: true,
          displayPlatformCode: '1',
          publicityBusModel: query.publicityBusModel ?? null,
          businessType: null,
        });
      }
      return answers;
    },
    async fetchPlanGoods(ref) {
      calls.fetchPlanGoods.push(ref);
      const entry = findEntry(ref);
      if (!entry)
        throw new Error(`No plan or market ${ref.marketId ?? ref.planId ?? '(none)'} in the fixtures`);
      return toPlanGoods(entry);
    },
    navigate(to) {
      calls.navigate.push(to);
    },
    notify(notice) {
      calls.notify.push(notice);
    },
    track(event) {
      calls.track.push(event);
    },
    ...overrides,
  };
  return Object.assign(services, { calls });
}
