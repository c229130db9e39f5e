const DAY = 86_400_000;

/**
 * The 3-digit days counter of a hot zone: whole calendar days from `now` to `date` (YYYY-MM-DD, the
 * link's `date` query), zero-padded to 3 digits; `null` (hidden) when the date has passed or cannot be
 * read; `'000'` at 1000 days or more, as the mall always showed it.
 */
export function daysCounter(date: string | undefined, now: Date): string | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(date?.trim() ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  // Both sides as UTC midnights of their local calendar dates, so daylight saving cannot shift a day.
  const target = Date.UTC(year, month - 1, day);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  const days = Math.round((target - today) / DAY);
  if (days < 0) return null;
  if (days >= 1000) return '000';
  return String(days).padStart(3, '0');
}
