import { Button, HStack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { PageFrame } from './PageFrame.tsx';
import { StatusMessage } from '../ui/StatusMessage.tsx';

// What browsers say when a lazily loaded route's code cannot be fetched (often after a deploy).
const CHUNK_LOAD_FAILURE =
  /dynamically imported module|Importing a module script failed|Loading chunk|module script/i;

/** True when the error is a route's code failing to download rather than the route failing to run. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_FAILURE.test(error.message);
}

/** The error element of every route: a failed lazy load offers a reload, anything else a way home. */
export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation('storefront');
  const chunkFailed = isChunkLoadError(error);

  useEffect(() => {
    // Kept visible for whoever reads the console; the user sees the message below.
    console.error(error);
  }, [error]);

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <PageFrame>
        <StatusMessage title={t('notFound.title')} description={t('notFound.text')} />
      </PageFrame>
    );
  }

  return (
    <PageFrame>
      <StatusMessage
        title={t('routeError.title')}
        description={chunkFailed ? t('routeError.loadFailed') : t('routeError.text')}
      />
      <HStack justify="center" gap="3">
        {chunkFailed ? (
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
        ) : null}
        <Button variant="outline" onClick={() => void navigate('/')}>
          {t('routeError.home')}
        </Button>
      </HStack>
    </PageFrame>
  );
}
