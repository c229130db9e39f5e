import { useSearchParams } from 'react-router';

/**
 * What an operator's preview link opens (`/special?id=…&isPreview=1&previewToken=…`, made by
 * `POST /manager/other/pageData/preview/{id}`): the page and the signed token that shows its draft.
 */
export interface PreviewLink {
  /** The page whose draft the link shows. */
  id: string;
  /** Sent on that page's data call, and only there: it opens this page's draft and nothing else. */
  previewToken: string;
}

/** The query key of a preview link's token; never carried into a link the visitor follows. */
export const PREVIEW_TOKEN_PARAM = 'previewToken';

/**
 * The preview link in a query, or null: the token counts only in preview mode (`isPreview=1`) and
 * beside the `id` of the page it opens. It is read from the address each time and kept nowhere
 * else, so it ends with the tab (and the token's own hour).
 */
export function previewLinkOf(searchParams: URLSearchParams): PreviewLink | null {
  const id = searchParams.get('id');
  const previewToken = searchParams.get(PREVIEW_TOKEN_PARAM);
  if (searchParams.get('isPreview') !== '1' || !id || !previewToken) return null;
  return { id, previewToken };
}

/** The preview link of the current route's address, or null. */
export function usePreviewLink(): PreviewLink | null {
  const [searchParams] = useSearchParams();
  return previewLinkOf(searchParams);
}
