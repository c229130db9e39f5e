import { Flex, Stack, Text } from '@chakra-ui/react';
import type { PaymentItem } from '@mall/schemas';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { GoodsThumbnail } from '../../shell/drawers/DrawerGoodsItem.tsx';
import { usePaymentStrings } from './usePaymentStrings.ts';

/** Side of a line's picture on the payment page, in CSS pixels. */
export const PAYMENT_PICTURE_PX = 64;

/** The order's goods on the payment page: picture, name, spec, quantity and points. */
export function PaymentItems({ items }: { items: readonly PaymentItem[] }) {
  const { t } = usePaymentStrings();
  const points = usePointsLabel();
  return (
    <Stack as="ul" gap="3" listStyleType="none" aria-label={t('payment.goods')}>
      {items.map((item) => (
        <Flex as="li" key={item.skuId} gap="3" align="center">
          <GoodsThumbnail src={item.image} alt={item.name} size={PAYMENT_PICTURE_PX} />
          <Stack gap="1" flex="1" minW="0">
            <Text lineClamp={2}>{item.name}</Text>
            {item.spec ? (
              <Text color="fg.muted" fontSize="sm">
                {item.spec}
              </Text>
            ) : null}
          </Stack>
          <Text color="fg.muted" whiteSpace="nowrap">
            {t('payment.quantity', { num: item.num })}
          </Text>
          <Text whiteSpace="nowrap" minW="6rem" textAlign="end">
            {points(item.price)}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}
