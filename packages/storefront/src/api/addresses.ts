import {
  API_PATHS,
  type MemberAddress,
  type MemberAddressInput,
  type MemberAddressPage,
} from '@mall/schemas';
import type { ListPageRequest } from './list-page.ts';
import { jsonBody, request } from './request.ts';

// The member's address book (/home/myAddress, /home/addAddress, and the checkout's "new address").
// The writes are quiet: a refusal (a bad field, a 21st address) rejects with the server's message
// for the address form to show beside its buttons, keeping what was typed, instead of a toast.

/** A page of the member's addresses, the default first, then the newest. */
export function fetchAddresses({ pageNumber, pageSize }: ListPageRequest): Promise<MemberAddressPage> {
  return request<MemberAddressPage>(API_PATHS.address, { query: { pageNumber, pageSize } });
}

/**
 * One of the member's addresses. An unknown id (or another member's) rejects with a `RequestError`
 * of kind `not-found`, without a message.
 */
export function fetchAddress(id: string): Promise<MemberAddress> {
  return request<MemberAddress>(API_PATHS.addressGet(id));
}

/** The member's default address, or null when they have none. */
export function fetchDefaultAddress(): Promise<MemberAddress | null> {
  return request<MemberAddress | null>(API_PATHS.addressDefault);
}

/** Adds an address (the member's first becomes the default whatever it says); answers it as stored. */
export function addAddress(input: MemberAddressInput): Promise<MemberAddress> {
  return request<MemberAddress>(API_PATHS.address, jsonBody(input, { quiet: true }));
}

/** Replaces one of the member's addresses with `input`; answers it as stored. */
export function editAddress(id: string, input: MemberAddressInput): Promise<MemberAddress> {
  return request<MemberAddress>(API_PATHS.addressEdit(id), jsonBody(input, { method: 'PUT', quiet: true }));
}

/** Removes one of the member's addresses; removing the default makes the newest one left the default. */
export async function deleteAddress(id: string): Promise<void> {
  await request<null>(API_PATHS.addressDelete(id), { method: 'DELETE' });
}
