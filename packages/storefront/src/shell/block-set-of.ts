import type { BlockPlatform } from '@mall/runtime';
import type { PageResult } from '@mall/schemas';

/**
 * The block set a page renders, from its own record (spec 03 section 3): a home page the set of its
 * platform (DZPT's is the default set), custom, special-zone and special-offer pages the custom set.
 * A page that does not say what it is gets no check.
 */
export function blockSetOf(page: Pick<PageResult, 'pageType' | 'platform'>): BlockPlatform | undefined {
  if (!page.pageType) return undefined;
  if (page.pageType !== 'INDEX') return 'custom';
  if (!page.platform) return undefined;
  return page.platform === 'DZPT' ? 'default' : 'HSHSC';
}
