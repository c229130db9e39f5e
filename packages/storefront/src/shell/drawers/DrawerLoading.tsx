import { Flex, Spinner, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/**
 * A drawer's "loading" status: shown while the drawer's code downloads on its first opening, then
 * while its list loads, so the drawer looks the same through both waits.
 */
export function DrawerLoading() {
  const { t } = useTranslation('storefront');
  return (
    <Flex role="status" align="center" justify="center" gap="2" py="10" color="fg.muted">
      <Spinner size="sm" />
      <Text>{t('drawer.loading')}</Text>
    </Flex>
  );
}
