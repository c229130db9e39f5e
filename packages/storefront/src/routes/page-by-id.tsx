import type { PageType } from '@mall/schemas';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfiguredPage } from '../shell/ConfiguredPage.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../shell/StatusMessage.tsx';
import { useConfiguredPageData } from '../shell/useConfiguredPageData.ts';

/** Renders the configured page of `pageType` with its loading, empty and failed states. */
export function PageByIdRoute({ pageType }: { pageType: PageType }) {
  const [searchParams] = useSearchParams();
  const { data: page, error, isLoading, mutate } = useConfiguredPageData(pageType, searchParams.get('id'));
  const { t } = useTranslation('storefront');
  if (page?.pageData) return <ConfiguredPage page={page} />;
  return (
    <PageFrame>
      {isLoading ? <StatusMessage loading title={t('page.loading')} /> : null}
      {!isLoading && error ? (
        <StatusMessage
          title={t('page.loadFailed')}
          action={{ label: t('page.retry'), onClick: () => void mutate() }}
        />
      ) : null}
      {!isLoading && !error ? <StatusMessage title={t('page.empty')} /> : null}
    </PageFrame>
  );
}
