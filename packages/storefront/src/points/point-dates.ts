import { formatDateTime } from '../shell/format-date-time.ts';

/** A time as `yyyy-MM-dd` in the browser's time zone (an account's opening and expiry). */
export function formatDay(value: string): string {
  return formatDateTime(value).slice(0, 10);
}
