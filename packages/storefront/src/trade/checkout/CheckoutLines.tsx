import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { CartSku, CartStore } from '@mall/schemas';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { useCheckoutStrings } from './useCheckoutStrings.ts';
import { useContentLang } from '../../shell/content-lang.ts';
import { GoodsPicture } from '../../ui/GoodsPicture.tsx';

/** Side of a line's picture, in px. */
const PICTURE_PX = 60;

export interface CheckoutLinesProps {
  lines: readonly CartSku[];
  stores: readonly CartStore[];
}

/** The lines being ordered, by store with each store's freight; read-only. */
export function CheckoutLines({ lines, stores }: CheckoutLinesProps) {
  const { t } = useCheckoutStrings();
  const langOf = useContentLang();
  const points = usePointsLabel();
  const listed = new Set(stores.flatMap((store) => store.skuIds));
  const groups = [
    ...stores.map((store) => ({
      store,
      lines: lines.filter((line) => store.skuIds.includes(line.goodsSku.id)),
    })),
    { store: null, lines: lines.filter((line) => !listed.has(line.goodsSku.id)) },
  ].filter((group) => group.lines.length > 0);

  return (
    <Stack gap="3">
      {groups.map(({ store, lines: storeLines }) => (
        <Box key={store?.storeId ?? ''} borderWidth="1px" borderRadius="md" px="4" py="2">
          {store ? (
            <Flex justify="space-between" py="1" fontSize="sm">
              <Text fontWeight="semibold" lang={langOf(store.storeName)}>
                {store.storeName}
              </Text>
              <Text color="fg.muted">
                {store.freightPoints > 0
                  ? t('checkout.storeFreight', { points: points(store.freightPoints) })
                  : t('checkout.freeShipping')}
              </Text>
            </Flex>
          ) : null}
          <Stack as="ul" listStyleType="none" gap="0" aria-label={store?.storeName ?? t('checkout.goods')}>
            {storeLines.map((line) => (
              <HStack as="li" key={line.goodsSku.id} gap="3" py="2" borderTopWidth="1px">
                <GoodsPicture src={line.goodsSku.thumbnail} alt={line.goodsSku.goodsName} size={PICTURE_PX} />
                <Stack gap="1" flex="1" minW="0">
                  <Text lang={langOf(line.goodsSku.goodsName)}>{line.goodsSku.goodsName}</Text>
                  {line.marketId !== null ? (
                    <Badge colorPalette="red" alignSelf="flex-start">
                      {t('checkout.flashSale')}
                    </Badge>
                  ) : null}
                </Stack>
                <Text color="fg.muted" w="10rem" textAlign="end">
                  {t('checkout.unitsOf', { points: points(line.purchasePrice), num: line.num })}
                </Text>
                <Text fontWeight="semibold" w="8rem" textAlign="end">
                  {points(line.subTotal)}
                </Text>
              </HStack>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
