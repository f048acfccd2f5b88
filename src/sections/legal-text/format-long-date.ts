const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * "2026-11-01" → "1 November 2026". Built from the string's own parts, never through Date or the
 * machine's locale and time zone, so the prerendered HTML and the hydrated page always agree.
 */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate)?.slice(1) ?? [];
  const monthName = month === undefined ? undefined : MONTH_NAMES[Number(month) - 1];
  if (year === undefined || day === undefined || monthName === undefined) {
    throw new Error(`expected a date written YYYY-MM-DD, like "2026-11-01", found "${isoDate}"`);
  }
  return `${Number(day)} ${monthName} ${year}`;
}
