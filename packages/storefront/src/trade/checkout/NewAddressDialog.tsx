import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { MemberAddress } from '@mall/schemas';
import { AddressForm } from '../../address-book/AddressForm.tsx';
import { useCheckoutStrings } from './useCheckoutStrings.ts';

export interface NewAddressDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address as the server stored it. */
  onSaved: (address: MemberAddress) => void;
}

/** "Use a new address": the address book's form in a dialog; the saved address is chosen for the order. */
export function NewAddressDialog({ open, onClose, onSaved }: NewAddressDialogProps) {
  const { t } = useCheckoutStrings();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="lg"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('checkout.newAddressTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {open ? (
                <AddressForm title={t('checkout.newAddressTitle')} onSaved={onSaved} onCancel={onClose} />
              ) : null}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('checkout.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
