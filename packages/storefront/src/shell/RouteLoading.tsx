import { Center, Spinner } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Shown while the first route's code downloads. */
export function RouteLoading() {
  const { t } = useTranslation('storefront');
  return (
    <Center minH="60vh" role="status" aria-label={t('page.loading')}>
      <Spinner size="lg" />
    </Center>
  );
}
