const pad = (value: number) => String(value).padStart(2, '0');

/** A moment as `yyyy-MM-dd HH:mm` in the browser's time zone: when a choice window opens or closes. */
export function formatWindowTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
