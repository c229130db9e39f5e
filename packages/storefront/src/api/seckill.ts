import { API_PATHS, type SeckillGoodsPage, type SeckillSession } from '@mall/schemas';
import { request } from './request.ts';

// The /seckill page's calls: they answer guests too, a session limited to some enterprises shown to
// their members only (the token goes along when there is one).

/** The platform code of the market calls: `2` DZPT, `1` the main mall. */
export type SeckillPlatform = '1' | '2';

/** The running sessions, those starting within a week and those ended within a day, by start time. */
export function fetchSeckillSessions(marketPlatform: SeckillPlatform): Promise<SeckillSession[]> {
  return request<SeckillSession[]>(API_PATHS.seckillSessions, { query: { marketPlatform } });
}

/** Which page of a session's goods. */
export interface SeckillGoodsPageQuery {
  marketId: string;
  /** From 1. */
  pageNumber: number;
  /** 1 to 50. */
  pageSize: number;
}

/** A page of a session's goods at the flash price, with their everyday price and stock. */
export function fetchSeckillGoodsPage(query: SeckillGoodsPageQuery): Promise<SeckillGoodsPage> {
  return request<SeckillGoodsPage>(API_PATHS.seckillGoods, { query: { ...query } });
}
