import { Stack } from '@chakra-ui/react';
import type { MemberAddress } from '@mall/schemas';
import { ShellLink } from '../ui/ShellLink.tsx';
import { TextButton } from '../shell/TextButton.tsx';
import { addressLine } from './address-fields.ts';
import { AddressCard } from './AddressCard.tsx';
import { useAddressBookStrings } from './useAddressBookStrings.ts';

/** Where an address is edited. */
export const editAddressPath = (id: string) => `/home/addAddress?id=${encodeURIComponent(id)}`;

export interface AddressListProps {
  /** The member's addresses, in the server's order (the default first). */
  addresses: readonly MemberAddress[];
  /** Asks to delete one (the caller confirms first). */
  onDelete: (address: MemberAddress) => void;
  /** Makes one the default. */
  onSetDefault: (address: MemberAddress) => void;
  /** The address being changed: its buttons wait. Defaults to none. */
  busyId?: string | null;
}

/** The member's address book as cards, each with edit, delete and, unless it is the default, make default. */
export function AddressList({ addresses, onDelete, onSetDefault, busyId = null }: AddressListProps) {
  const { t } = useAddressBookStrings();
  return (
    <Stack as="ul" role="list" aria-label={t('address.list')} gap="3" listStyleType="none" m="0" p="0">
      {addresses.map((address) => {
        const named = { address: `${address.consigneeName} ${addressLine(address)}` };
        const busy = busyId === address.id;
        return (
          <AddressCard
            key={address.id}
            address={address}
            actions={
              <>
                {address.isDefault ? null : (
                  <TextButton
                    color="red.600"
                    aria-label={t('address.setDefaultOf', named)}
                    disabled={busy}
                    onClick={() => onSetDefault(address)}
                  >
                    {t('address.setDefault')}
                  </TextButton>
                )}
                <ShellLink
                  to={editAddressPath(address.id)}
                  fontSize="xs"
                  aria-label={t('address.editOf', named)}
                >
                  {t('address.edit')}
                </ShellLink>
                <TextButton
                  aria-label={t('address.deleteOf', named)}
                  disabled={busy}
                  onClick={() => onDelete(address)}
                >
                  {t('address.delete')}
                </TextButton>
              </>
            }
          />
        );
      })}
    </Stack>
  );
}
