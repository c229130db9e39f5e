import type { PageType } from '@mall/schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePreviewLink } from '../services/preview-link.ts';
import { ConfiguredPage } from '../shell/ConfiguredPage.tsx';
import { StatusMessage } from '../shell/StatusMessage.tsx';
import { useConfiguredPageData } from '../shell/useConfiguredPageData.ts';

/** Renders the configured page of `pageType` with its loading, empty and failed states. */
export function PageByIdRoute({ pageType }: { pageType: PageType }) {
  const [searchParams] = useSearchParams();
  // An operator's preview link shows the page's draft: its token goes with the page call.
  const previewLink = usePreviewLink();
  const {
    data: page,
    error,
    isLoading,
    mutate,
  } = useConfiguredPageData(pageType, searchParams.get('id'), true, previewLink?.previewToken);
  const { t } = useTranslation('storefront');
  // One ConfiguredPage in every state: its frame stays while the page arrives.
  return (
    <ConfiguredPage
      page={page?.pageData ? page : undefined}
      pending={
        isLoading ? (
          <StatusMessage loading title={t('page.loading')} />
        ) : error ? (
          <StatusMessage
            title={t('page.loadFailed')}
            action={{ label: t('page.retry'), onClick: () => void mutate() }}
          />
        ) : (
          <StatusMessage title={t('page.empty')} />
        )
      }
    />
  );
}
