import { loadBlockRegistry } from '@mall/blocks';
import type { PageType } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import useSWR from 'swr';
import { fetchIndexPage, fetchPageById } from '../api/pages.ts';
import { platformAtom } from '../state/platform.ts';
import { oneIdAtom } from '../state/session.ts';
import { preloadConfiguredPage } from './preload-configured-page.ts';

/**
 * The page of `id`, or without one the published page of that type for the platform and
 * enterprise. `/custom`, `/special` and `/specialOffer` read their page with it, and custom-page
 * mode reads the enterprise's custom page with it for the header and footer; one cache serves both.
 * A `previewToken` (of a preview link of page `id`) goes with the call: the page is then its draft.
 * The block index is requested with the page (custom-page mode reads it on any route), so neither
 * waits for the other, and the page's blocks as soon as it arrives.
 */
export function useConfiguredPageData(
  pageType: PageType,
  id: string | null,
  enabled = true,
  previewToken?: string,
) {
  const platform = useAtomValue(platformAtom);
  const oneId = useAtomValue(oneIdAtom);
  // The draft is cached apart from the published page of the same id; the key names it, not the token.
  const key = ['configured-page', pageType, id, platform, oneId, ...(previewToken ? ['draft'] : [])];
  return useSWR(enabled ? key : null, async () => {
    void loadBlockRegistry();
    const page = await (id
      ? previewToken
        ? fetchPageById(id, previewToken)
        : fetchPageById(id)
      : fetchIndexPage({
          platform: platform === 'DZPT' ? 'DZPT' : 'HSHSC',
          oneId: oneId ?? undefined,
          pageType,
        }));
    preloadConfiguredPage(page);
    return page;
  });
}
