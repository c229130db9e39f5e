import type { MemberAddress } from '@mall/schemas';
import { useState } from 'react';
import { deleteAddress, editAddress } from '../api/addresses.ts';
import { RequestError } from '../api/request.ts';
import { ERROR_TOAST_DURATION_MS, toaster } from '../ui/toaster.ts';
import { addressInputOf } from './address-fields.ts';
import { useAddressBookStrings } from './useAddressBookStrings.ts';

export interface AddressBookChanges {
  /** Deletes an address and says so, then refreshes the list. */
  remove: (address: MemberAddress) => Promise<void>;
  /** Makes an address the default and says so, then refreshes the list (the default moves first). */
  makeDefault: (address: MemberAddress) => Promise<void>;
  /** The id of the address being changed, if any. */
  busyId: string | null;
}

/**
 * The list's changes to the address book: delete and make default, each said in a toast, then
 * `refresh` (the list's revalidation). A failure is said once: the request layer toasts a refused
 * delete; making the default is a quiet edit, so its refusal is toasted here.
 */
export function useAddressBookChanges(refresh: () => unknown): AddressBookChanges {
  const { t } = useAddressBookStrings();
  const [busyId, setBusyId] = useState<string | null>(null);

  const run = async (address: MemberAddress, change: () => Promise<unknown>, done: string) => {
    setBusyId(address.id);
    try {
      await change();
      toaster.create({ type: 'success', description: done });
    } catch (error) {
      if (!(error instanceof RequestError)) throw error;
      if (!error.handled)
        toaster.create({
          type: 'error',
          description: error.message,
          duration: ERROR_TOAST_DURATION_MS,
          closable: true,
        });
    } finally {
      setBusyId(null);
    }
    // Also after a failure: an address deleted in another tab is gone from the list then.
    await refresh();
  };

  return {
    remove: (address) => run(address, () => deleteAddress(address.id), t('address.deleted')),
    makeDefault: (address) =>
      run(
        address,
        () => editAddress(address.id, { ...addressInputOf(address), isDefault: true }),
        t('address.defaultSet'),
      ),
    busyId,
  };
}
