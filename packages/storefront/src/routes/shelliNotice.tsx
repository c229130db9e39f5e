import { ShellNoticePage } from '../shell-booking/ShellNoticePage.tsx';

/** `/shelliNotice` (members): the shell-card booking notice, then on to /Shelli. */
export function ShelliNoticeRoute() {
  return <ShellNoticePage />;
}
