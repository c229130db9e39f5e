import { HStack, Stack, Text } from '@chakra-ui/react';
import type { PriceDetail } from '@mall/schemas';
import { useDiscountLabel, usePointsLabel } from '../../shell/usePointsLabel.ts';
import { useCheckoutStrings } from './useCheckoutStrings.ts';

export interface PriceDetailPanelProps {
  priceDetail: PriceDetail;
  /** The member's welfare points now. */
  balance: number;
}

/** Goods, freight, the coupon's discount and what the member pays, then the balance (and whether it covers it). */
export function PriceDetailPanel({ priceDetail, balance }: PriceDetailPanelProps) {
  const { t } = useCheckoutStrings();
  const points = usePointsLabel();
  const discount = useDiscountLabel();
  return (
    <Stack as="section" aria-label={t('checkout.priceDetail')} gap="2" minW="18rem">
      <Stack as="dl" gap="2">
        <Row label={t('checkout.goodsPoints')} value={points(priceDetail.goodsPoints)} />
        <Row label={t('checkout.freight')} value={points(priceDetail.freightPoints)} />
        <Row label={t('checkout.discount')} value={discount(priceDetail.discountPoints)} />
        <Row label={t('checkout.total')} value={points(priceDetail.points)} strong />
        <Row label={t('checkout.balance')} value={points(balance)} />
      </Stack>
      {balance < priceDetail.points ? (
        <Text role="status" fontSize="sm" color="fg.error" textAlign="end">
          {t('checkout.notEnough')}
        </Text>
      ) : null}
    </Stack>
  );
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" gap="6">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text
        as="dd"
        fontWeight={strong ? 'bold' : undefined}
        fontSize={strong ? 'xl' : undefined}
        color={strong ? 'brand.solid' : undefined}
        aria-live={strong ? 'polite' : undefined}
      >
        {value}
      </Text>
    </HStack>
  );
}
