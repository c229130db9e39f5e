const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A time as `yyyy-MM-dd HH:mm:ss` in the browser's time zone (the dealer strip's last login).
 * Text that is not a date comes back unchanged.
 */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
