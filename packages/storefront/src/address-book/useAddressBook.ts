import useSWR from 'swr';
import { fetchAddresses } from '../api/addresses.ts';
import { ADDRESS_BOOK_CAP } from './address-fields.ts';

/** The swr key of the member's address book; a saved address clears it so the list is asked for afresh. */
export const ADDRESS_BOOK_KEY = 'address-book';

/** The whole book fits one page: a member keeps at most `ADDRESS_BOOK_CAP` addresses. */
const WHOLE_BOOK = { pageNumber: 1, pageSize: ADDRESS_BOOK_CAP };

/** The member's address book (swr state of its one page), the default first, then the newest. */
export function useAddressBook() {
  return useSWR(ADDRESS_BOOK_KEY, () => fetchAddresses(WHOLE_BOOK));
}
