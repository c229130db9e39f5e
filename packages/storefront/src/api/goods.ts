import { API_PATHS, type Availability, type AvailabilityQuery, type PlanGoods } from '@mall/schemas';
import { jsonBody, request } from './request.ts';

/** Whether the caller may see and use each plan/market, in one call for the whole page. */
export async function checkAvailability(queries: AvailabilityQuery[]): Promise<Availability[]> {
  if (queries.length === 0) return [];
  const result = await request<Availability[] | null>(API_PATHS.availability, jsonBody({ list: queries }));
  return result ?? [];
}

/**
 * Goods of a plan (by `planId`) or a market (by `marketId`), with its name and dates. Quiet: the
 * block asks for them as the page arrives, before availability may have hidden it, and shows its
 * own state when they do not come.
 */
export async function fetchPlanGoods(ref: { planId?: string; marketId?: string }): Promise<PlanGoods> {
  if (ref.planId)
    return request<PlanGoods>(API_PATHS.planGoods, { query: { planId: ref.planId }, quiet: true });
  if (ref.marketId)
    return request<PlanGoods>(API_PATHS.marketGoods, { query: { marketId: ref.marketId }, quiet: true });
  throw new Error('fetchPlanGoods needs a planId or a marketId');
}

/** What a partner code (CDF, MT, DFFL*, KuDui_*...) asks the server for. */
export interface PartnerPathQuery {
  code: string;
  publicityBusModel: string;
  businessType?: string;
}

/**
 * The jump address of a partner code; an empty string when the member has no access.
 */
export async function fetchPartnerPath(query: PartnerPathQuery): Promise<string> {
  const result = await request<unknown>(API_PATHS.partnerPath, jsonBody(query));
  // The address comes as plain text or inside `{ url }`, depending on the partner.
  if (typeof result === 'string') return result.trim();
  if (typeof result === 'object' && result !== null) {
    const url = (result as { url?: unknown }).url;
    if (typeof url === 'string') return url.trim();
  }
  return '';
}
