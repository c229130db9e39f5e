import type { PageType } from '@mall/schemas';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { usePreviewLink } from '../services/preview-link.ts';
import { ConfiguredPage } from '../shell/ConfiguredPage.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';
import { useConfiguredPageData } from '../shell/useConfiguredPageData.ts';

/**
 * Renders the configured page of `pageType` while it loads and once it has arrived. A failed load or
 * an empty page sends the user to login (spec 01 section 8), as `/` does; an operator's preview link
 * whose page does not answer shows the empty state instead, as on `/`.
 */
export function PageByIdRoute({ pageType }: { pageType: PageType }) {
  const [searchParams] = useSearchParams();
  // An operator's preview link shows the page's draft: its token goes with the page call.
  const previewLink = usePreviewLink();
  const {
    data: page,
    error,
    isLoading,
  } = useConfiguredPageData(pageType, searchParams.get('id'), true, previewLink?.previewToken);
  const { t } = useTranslation('storefront');
  const missing = !isLoading && (error !== undefined || !page?.pageData);
  if (missing && !previewLink) return <Navigate to="/login" replace />;
  // One ConfiguredPage in every state: its frame stays while the page arrives.
  return (
    <ConfiguredPage
      page={page?.pageData ? page : undefined}
      pending={
        missing ? (
          <StatusMessage title={t('page.empty')} />
        ) : (
          <StatusMessage loading title={t('page.loading')} />
        )
      }
    />
  );
}
