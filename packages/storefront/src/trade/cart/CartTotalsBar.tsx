import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { PriceDetail } from '@mall/schemas';
import { usePointsLabel } from '../../shell/usePointsLabel.ts';
import { useCartStrings } from './useCartStrings.ts';

export interface CartTotalsBarProps {
  priceDetail: PriceDetail;
  /** Kinds of goods ticked (for "delete selected"). */
  checkedLines: number;
  busy: boolean;
  checkingOut: boolean;
  onRemoveChecked: () => void;
  onClear: () => void;
  onCheckout: () => void;
}

/** The cart's foot: delete ticked, empty the cart, units ticked, goods, freight, total, and "check out". */
export function CartTotalsBar({
  priceDetail,
  checkedLines,
  busy,
  checkingOut,
  onRemoveChecked,
  onClear,
  onCheckout,
}: CartTotalsBarProps) {
  const { t } = useCartStrings();
  const points = usePointsLabel();
  return (
    <Box
      as="section"
      aria-label={t('cart.totals')}
      position="sticky"
      bottom="0"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      px="4"
      py="3"
      zIndex="docked"
    >
      <Flex justify="space-between" align="center" gap="4" wrap="wrap">
        <HStack gap="2">
          <Button size="sm" variant="ghost" disabled={busy || checkedLines === 0} onClick={onRemoveChecked}>
            {t('cart.removeChecked')}
          </Button>
          <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
            {t('cart.clear')}
          </Button>
        </HStack>
        <HStack gap="6" align="center">
          <Text>{t('cart.checkedNum', { count: priceDetail.checkedNum })}</Text>
          <Stack as="dl" gap="0" fontSize="sm" textAlign="end">
            <TotalsRow label={t('cart.goodsPoints')} value={points(priceDetail.goodsPoints)} />
            <TotalsRow label={t('cart.freight')} value={points(priceDetail.freightPoints)} />
          </Stack>
          <HStack as="dl" gap="2" align="baseline">
            <Text as="dt">{t('cart.total')}</Text>
            <Text as="dd" fontSize="xl" fontWeight="bold" color="brand.solid" aria-live="polite">
              {points(priceDetail.points)}
            </Text>
          </HStack>
          <Button
            colorPalette="red"
            size="lg"
            disabled={busy || priceDetail.checkedNum === 0}
            loading={checkingOut}
            title={priceDetail.checkedNum === 0 ? t('cart.nothingChecked') : undefined}
            onClick={onCheckout}
          >
            {t('cart.checkout')}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}

function TotalsRow({ label, value }: { label: string; value: string }) {
  return (
    <HStack gap="2" justify="flex-end">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{value}</Text>
    </HStack>
  );
}
