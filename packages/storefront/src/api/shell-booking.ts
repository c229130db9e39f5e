import {
  API_PATHS,
  type ShellBookableDatePage,
  type ShellBookInput,
  type ShellBookingRecord,
  type ShellBookingRecordPage,
  type ShellCardForDatePage,
  type ShellCardPage,
} from '@mall/schemas';
import type { ListPageRequest } from './list-page.ts';
import { jsonBody, request, requestOutcome, type RequestOutcome } from './request.ts';

// Shell-card booking (/Shelli, /fitList, /recordList), all POST JSON (spec 03 section 7). A failed
// load shows the server's message (the request layer's toast); a refused booking comes back to the
// booking form as data (code 30000), to show beside its buttons with what was typed kept.

/** Dates per page of the date list (spec 03 section 9). */
export const SHELL_DATE_PAGE_SIZE = 100;
/** Cards per page of a day's card list (spec 03 section 9). */
export const SHELL_CARD_PAGE_SIZE = 1000;

/** The days of the booking window with their slots and places left, earliest first. */
export function fetchBookableDates(): Promise<ShellBookableDatePage> {
  return request<ShellBookableDatePage>(
    API_PATHS.shellBookDates,
    jsonBody({ pageNum: 1, pageSize: SHELL_DATE_PAGE_SIZE }),
  );
}

/** The member's cards on a day: booked or not, whether each can be booked or cancelled. */
export function fetchCardsForDate(validDate: string): Promise<ShellCardForDatePage> {
  return request<ShellCardForDatePage>(
    API_PATHS.shellBookCards,
    jsonBody({ pageNum: 1, pageSize: SHELL_CARD_PAGE_SIZE, validDate }),
  );
}

/**
 * Books a card for a day and slot. A refusal of the rules (already booked that day, slot full...)
 * comes back as `{ ok: false, message }`; an unknown card rejects with a `RequestError` `not-found`.
 */
export function bookShellCard(input: ShellBookInput): Promise<RequestOutcome<ShellBookingRecord>> {
  return requestOutcome<ShellBookingRecord>(API_PATHS.shellBook, jsonBody(input));
}

/** Cancels a booking before its day; a refusal is shown by the request layer. */
export function cancelShellBooking(id: string): Promise<ShellBookingRecord> {
  return request<ShellBookingRecord>(API_PATHS.shellCancel, jsonBody({ id }));
}

/** A page of the member's bookings, booked and cancelled, the latest operation first. */
export function fetchBookingRecords({
  pageNumber,
  pageSize,
}: ListPageRequest): Promise<ShellBookingRecordPage> {
  return request<ShellBookingRecordPage>(
    API_PATHS.shellBookRecords,
    jsonBody({ pageNum: pageNumber, pageSize }),
  );
}

/** A page of the member's cards with what and where they fit and their validity. */
export function fetchShellCards({ pageNumber, pageSize }: ListPageRequest): Promise<ShellCardPage> {
  return request<ShellCardPage>(API_PATHS.shellCards, jsonBody({ pageNum: pageNumber, pageSize }));
}
