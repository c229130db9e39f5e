import { ShellBookingPage } from '../shell-booking/ShellBookingPage.tsx';

/** `/Shelli` (members): book the member's shell cards for a day and slot, or cancel a booking. */
export function ShelliRoute() {
  return <ShellBookingPage />;
}
