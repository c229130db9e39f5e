import { FitListPage } from '../shell-booking/FitListPage.tsx';

/** `/fitList` (members): the member's shell cards, what and where they fit, and their validity. */
export function FitListRoute() {
  return <FitListPage />;
}
