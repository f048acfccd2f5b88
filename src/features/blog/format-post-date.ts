const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * "2024-05-01" or "2024-05-01 09:30:00" → "1 May 2024". The calendar date the API sends is kept as
 * it is (no time zone moves it to the day before); anything else is shown unchanged. Written out by
 * hand rather than with Intl.DateTimeFormat, whose first use costs a phone tens of milliseconds
 * loading locale data in the middle of the page's first render.
 */
export function formatPostDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // Date.UTC rolls an impossible day (31 February) into the next month: such a date is not a date.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCMonth() !== month - 1) return date;
  return `${day} ${monthNames[month - 1]} ${year}`;
}
