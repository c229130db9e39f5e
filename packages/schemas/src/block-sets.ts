import type { BlockSet } from './generated/block-catalog.ts';
import type { PageType, Platform } from './generated/types.ts';

/**
 * The block set a page renders, from its platform and type (spec 03 section 3): a home page the set
 * of its platform (DZPT's is the default set), custom, special-zone and special-offer pages the custom
 * set. A page that does not say what it is gets no check. The storefront renders with it, the
 * server's publish gate and `mall-validate --platform --page-type` check with it.
 */
export function blockSetOfPage(page: {
  pageType?: PageType | null;
  platform?: Platform | null;
}): BlockSet | undefined {
  if (!page.pageType) return undefined;
  if (page.pageType !== 'INDEX') return 'custom';
  if (!page.platform) return undefined;
  return page.platform === 'DZPT' ? 'default' : 'HSHSC';
}
