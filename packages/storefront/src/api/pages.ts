import { API_PATHS, type PageQuery, type PageResult, type Platform } from '@mall/schemas';
import { request } from './request.ts';

/** The storefront is the PC client of the page service. */
const PAGE_CLIENT_TYPE = 'PC';

/**
 * The published page of a platform, enterprise and page type; `null` when none is published.
 */
export async function fetchIndexPage(query: Omit<PageQuery, 'pageClientType'>): Promise<PageResult | null> {
  const result = await request<PageResult | null>(API_PATHS.pageIndex, {
    query: {
      pageClientType: PAGE_CLIENT_TYPE,
      platform: query.platform,
      oneId: query.oneId,
      pageType: query.pageType,
    },
  });
  return result ?? null;
}

/** The public page a guest sees on a platform; `null` when none is published. */
export async function fetchPublicPage(platform: Platform): Promise<PageResult | null> {
  const result = await request<PageResult | null>(API_PATHS.pagePublic, {
    query: { pageClientType: PAGE_CLIENT_TYPE, platform },
  });
  return result ?? null;
}

/**
 * A page by id; `null` when it does not exist (or the caller may not read it). With the
 * `previewToken` of an operator's preview link of this page, the server answers its draft.
 */
export async function fetchPageById(id: string, previewToken?: string): Promise<PageResult | null> {
  const result = await request<PageResult | null>(
    API_PATHS.pageById(id),
    previewToken ? { query: { previewToken } } : undefined,
  );
  return result ?? null;
}
