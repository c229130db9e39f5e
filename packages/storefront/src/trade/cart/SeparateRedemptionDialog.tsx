import { Button, List, Stack, Text } from '@chakra-ui/react';
import type { CartSku, PlanExchangeCheck } from '@mall/schemas';
import { useCartStrings } from './useCartStrings.ts';
import { DialogFrame } from '../../ui/DialogFrame.tsx';

export interface SeparateRedemptionDialogProps {
  /** The refused check; the dialog is open while there is one. */
  check: PlanExchangeCheck | null;
  /** The cart's lines, to name the goods the check lists. */
  lines: readonly CartSku[];
  onClose: () => void;
}

/**
 * The re-tick prompt (spec 02 sections 5 and 8): the ticked goods include goods that must be
 * redeemed on their own, so the order cannot go ahead; it names them and asks the member to tick
 * again and order again.
 */
export function SeparateRedemptionDialog({ check, lines, onClose }: SeparateRedemptionDialogProps) {
  const { t } = useCartStrings();
  const separate = check
    ? check.separateSkuIds.map((skuId) => lines.find((line) => line.goodsSku.id === skuId) ?? skuId)
    : [];
  return (
    <DialogFrame
      open={check !== null}
      onDismiss={onClose}
      role="alertdialog"
      title={t('cart.separateTitle')}
      footer={
        <Button colorPalette="red" onClick={onClose}>
          {t('cart.retick')}
        </Button>
      }
    >
      <Stack gap="3">
        {check?.message ? <Text fontWeight="semibold">{check.message}</Text> : null}
        <Text>{t('cart.separateText')}</Text>
        {separate.length > 0 ? (
          <List.Root aria-label={t('cart.separateList')} ps="5">
            {separate.map((line) =>
              typeof line === 'string' ? (
                <List.Item key={line}>{line}</List.Item>
              ) : (
                <List.Item key={line.goodsSku.id}>
                  {line.separatePlanName
                    ? t('cart.separateLine', {
                        name: line.goodsSku.goodsName,
                        plan: line.separatePlanName,
                      })
                    : line.goodsSku.goodsName}
                </List.Item>
              ),
            )}
          </List.Root>
        ) : null}
      </Stack>
    </DialogFrame>
  );
}
