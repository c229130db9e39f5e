import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { useOrderStrings } from './useOrderStrings.ts';

/** The reasons a member may give for cancelling, in the order offered; the last is "another reason". */
export const CANCEL_REASONS = [
  'noLongerWanted',
  'wrongGoods',
  'wrongAddress',
  'deliveryTooSlow',
  'other',
] as const;

export interface CancelOrderDialogProps {
  open: boolean;
  sn: string;
  /**
   * The order was paid: its points come back. An unpaid order took no points, so the question
   * promises none.
   */
  paid: boolean;
  onDismiss: () => void;
  /** The chosen reason, in the member's words (the server keeps it with the order). */
  onConfirm: (reason: string) => void;
}

/** "取消订单": asks for a reason (one must be chosen) before the order is cancelled. */
export function CancelOrderDialog({ open, sn, paid, onDismiss, onConfirm }: CancelOrderDialogProps) {
  const { t } = useOrderStrings();
  const [reason, setReason] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason(null);
    setMissing(false);
    onDismiss();
  };
  return (
    <ConfirmDialog
      open={open}
      onDismiss={close}
      title={t('orders.cancel.title')}
      cancelLabel={t('orders.dialog.back')}
      confirmLabel={t('orders.cancel.confirm')}
      confirmPalette="red"
      onConfirm={() => {
        if (!reason) return setMissing(true);
        onConfirm(t(`orders.cancel.reason.${reason}`));
        setReason(null);
      }}
    >
      <Stack gap="3">
        <Text fontSize="sm" color="fg.muted">
          {t(paid ? 'orders.cancel.text' : 'orders.cancel.textUnpaid', { sn })}
        </Text>
        <RadioGroup.Root
          value={reason}
          onValueChange={(details) => {
            setReason(details.value);
            setMissing(false);
          }}
          aria-invalid={missing ? true : undefined}
          colorPalette="brand"
          size="sm"
        >
          <RadioGroup.Label fontWeight="medium" mb="2" display="block">
            {t('orders.cancel.reasonLabel')}
          </RadioGroup.Label>
          <Stack gap="2">
            {CANCEL_REASONS.map((key) => (
              <RadioGroup.Item key={key} value={key}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(`orders.cancel.reason.${key}`)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
        {missing ? (
          <Text role="alert" color="fg.error" fontSize="sm">
            {t('orders.cancel.reasonRequired')}
          </Text>
        ) : null}
      </Stack>
    </ConfirmDialog>
  );
}
