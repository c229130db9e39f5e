import type { MemberAddress } from '@mall/schemas';
import { AddressForm } from '../../address-book/AddressForm.tsx';
import { DialogFrame } from '../../ui/DialogFrame.tsx';
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
    <DialogFrame
      open={open}
      title={t('checkout.newAddressTitle')}
      onDismiss={onClose}
      size="lg"
      closeOnInteractOutside={false}
      closeLabel={t('checkout.close')}
    >
      {open ? (
        <AddressForm title={t('checkout.newAddressTitle')} onSaved={onSaved} onCancel={onClose} />
      ) : null}
    </DialogFrame>
  );
}
