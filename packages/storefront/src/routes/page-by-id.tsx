import type { PageType } from '@mall/schemas';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import useSWR from 'swr';
import { fetchIndexPage, fetchPageById } from '../api/pages.ts';
import { ConfiguredPage } from '../shell/ConfiguredPage.tsx';
import { PageFrame } from '../shell/PageFrame.tsx';
import { StatusMessage } from '../shell/StatusMessage.tsx';
import { platformAtom } from '../state/platform.ts';
import { oneIdAtom } from '../state/session.ts';

/**
 * The page of `?id=`, or without one the published page of that type for the platform and
 * enterprise. Shared by `/custom`, `/special` and `/specialOffer`.
 */
function useConfiguredPage(pageType: PageType) {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const platform = useAtomValue(platformAtom);
  const oneId = useAtomValue(oneIdAtom);
  return useSWR(['configured-page', pageType, id, platform, oneId], () =>
    id
      ? fetchPageById(id)
      : fetchIndexPage({
          platform: platform === 'DZPT' ? 'DZPT' : 'HSHSC',
          oneId: oneId ?? undefined,
          pageType,
        }),
  );
}

/** Renders the configured page of `pageType` with its loading, empty and failed states. */
export function PageByIdRoute({ pageType }: { pageType: PageType }) {
  const { data: page, error, isLoading, mutate } = useConfiguredPage(pageType);
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
