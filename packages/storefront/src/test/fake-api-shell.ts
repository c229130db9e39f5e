import { API_PATHS, type NoticePage, type PointAccountList, type Region } from '@mall/schemas';
import regions from '../../../../fixtures/seed/regions.json';
import site from '../../../../fixtures/seed/site.json';
import type { Answer } from './fake-api.ts';

// What the shell asks on every page, answered as the server would for a quiet enterprise: the
// seed's site, no notices, no hot search terms, no navigation items or logo of its own, an empty
// cart, a member holding 1,280 welfare points (the strip's balance), and the seed's delivery regions.

const { siteNameEn: _english, ...SITE } = site;

const NO_NOTICES: NoticePage = { records: [], total: 0, current: 1, size: 10 };

const MALL_ACCOUNT = {
  classType: 'MALL',
  className: '商城积分',
  usage: '在本商城下单结算时抵扣，1积分抵1元',
  spendableAtCheckout: true,
  accountStatus: 'NORMAL',
  validBalance: 1280,
  createTime: '2026-01-01T04:00:00.000Z',
  expireTime: null,
} as const;

const POINT_ACCOUNTS: PointAccountList = {
  accounts: [MALL_ACCOUNT],
  totals: { total: 1280, spendable: 1280, otherUsable: 0, used: 0, locked: 0 },
};

interface SeedRegion {
  id: string;
  name: string;
  children?: SeedRegion[];
}

/** The seed's regions under `parentId` (`0`: the provinces), as GET region/item/{id} answers them. */
function regionsUnder(parentId: string, level = 0, from: SeedRegion[] = regions, above = '0'): Region[] {
  if (above === parentId) return from.map(({ id, name }) => ({ id, parentId, name, level }));
  return from.flatMap((region) => regionsUnder(parentId, level + 1, region.children ?? [], region.id));
}

/** The fake API's answers before a test says otherwise, by path. */
export const SHELL_ANSWERS: Record<string, Answer> = {
  [API_PATHS.site]: { settingValue: JSON.stringify(SITE) },
  [API_PATHS.noticeList]: NO_NOTICES,
  [API_PATHS.searchTerms]: [],
  [API_PATHS.navItems]: [],
  [API_PATHS.enterpriseLogo]: null,
  [API_PATHS.cartCount]: 0,
  [API_PATHS.pointAccountList]: POINT_ACCOUNTS,
  [API_PATHS.regionChildren('*')]: ({ path }) => regionsUnder(path.slice(path.lastIndexOf('/') + 1)),
};
