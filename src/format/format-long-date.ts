const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * "2026-11-01", "2024-05-01 09:30:00" or "2024-01-01T00:00:00+02:00" → "1 November 2026", "1 May
 * 2024", "1 January 2024": the calendar date as written, built from the string's own parts, never
 * through Date's parsing or the machine's locale and time zone, so the prerendered HTML and the page
 * in the browser always agree and no time zone moves a date to the day before. Written out by hand
 * rather than with Intl.DateTimeFormat, whose first use costs a phone tens of milliseconds loading
 * locale data in the middle of the page's first render. Anything that is not a calendar date (the
 * blog API's text, "2024-02-31") is shown unchanged; manifest dates are checked when the site is
 * built (z.iso.date), so they always are one.
 */
export function formatLongDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  // Date.UTC rolls an impossible day (31 February) into the next month: such a date is not a date.
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (month < 1 || month > 12 || calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day) return date;
  return `${day} ${monthNames[month - 1]} ${year}`;
}
