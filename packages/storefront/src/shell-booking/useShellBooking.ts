import useSWR from 'swr';
import {
  fetchBookableDates,
  fetchBookingRecords,
  fetchCardsForDate,
  fetchShellCards,
} from '../api/shell-booking.ts';

/** Booking records per page (spec 03 section 9). Defaults to `12`. */
export const SHELL_RECORD_PAGE_SIZE = 12;
/** The member's cards per page of /fitList. */
export const SHELL_CARDS_PAGE_SIZE = 12;

/** The swr keys' first part; a booking or a cancel revalidates every key that starts with it. */
export const SHELL_BOOKING_KEY = 'shell-booking';

/** The days of the booking window, with their slots and places left. */
export function useBookableDates() {
  return useSWR([SHELL_BOOKING_KEY, 'dates'], fetchBookableDates);
}

/** The member's cards on `day`; nothing is asked until a day is chosen. */
export function useCardsForDate(day: string | null) {
  return useSWR(day ? [SHELL_BOOKING_KEY, 'cards', day] : null, () => fetchCardsForDate(day ?? ''));
}

/** A page of the member's booking records. */
export function useBookingRecords(page: number) {
  return useSWR([SHELL_BOOKING_KEY, 'records', page], () =>
    fetchBookingRecords({ pageNumber: page, pageSize: SHELL_RECORD_PAGE_SIZE }),
  );
}

/** A page of the member's cards with what they fit. */
export function useShellCards(page: number) {
  return useSWR([SHELL_BOOKING_KEY, 'cards-list', page], () =>
    fetchShellCards({ pageNumber: page, pageSize: SHELL_CARDS_PAGE_SIZE }),
  );
}
