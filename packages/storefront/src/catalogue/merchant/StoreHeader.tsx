import { Flex, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { StoreDetail } from '@mall/schemas';
import { useMerchantStrings } from './useMerchantStrings.ts';

/** Side of the store's logo, px. */
export const STORE_LOGO_PX = 80;

/** The store's band: logo, name, supplier badge, what it sells and how many goods it has on sale. */
export function StoreHeader({ store }: { store: StoreDetail }) {
  const { t } = useMerchantStrings();
  return (
    <Flex gap="5" align="center" p="5" bg="bg.subtle" borderRadius="md" mb="4">
      <Image
        src={store.logo}
        alt={t('merchant.logo', { name: store.storeName })}
        htmlWidth={STORE_LOGO_PX}
        htmlHeight={STORE_LOGO_PX}
        w={`${STORE_LOGO_PX}px`}
        h={`${STORE_LOGO_PX}px`}
        borderRadius="md"
        bg="bg"
        flexShrink={0}
      />
      <Stack gap="1" minW="0">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h1" size="xl">
            {store.storeName}
          </Heading>
          {store.supplierBadge ? (
            <Text fontSize="xs" px="2" borderRadius="sm" bg="red.50" color="brand.solid">
              {store.supplierBadge}
            </Text>
          ) : null}
        </Flex>
        <Text color="fg.muted">{store.description}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t('merchant.goodsCount', { count: store.goodsCount })}
        </Text>
      </Stack>
    </Flex>
  );
}
