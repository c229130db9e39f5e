import { BookingRecordsPage } from '../shell-booking/BookingRecordsPage.tsx';

/** `/recordList` (members): the member's shell-card bookings, booked and cancelled, 12 a page. */
export function RecordListRoute() {
  return <BookingRecordsPage />;
}
