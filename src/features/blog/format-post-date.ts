const longDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * "2024-05-01" or "2024-05-01 09:30:00" → "1 May 2024". The calendar date the API sends is kept as
 * it is (read as UTC, so no time zone moves it to the day before); anything else is shown unchanged.
 */
export function formatPostDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const value = new Date(Date.UTC(year, month - 1, day));
  if (value.getUTCMonth() !== month - 1) return date;
  return longDate.format(value);
}
