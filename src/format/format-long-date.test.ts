// @vitest-environment node
import { formatLongDate } from './format-long-date';

describe('formatLongDate', () => {
  it('writes a YYYY-MM-DD date with the month in words', () => {
    expect(formatLongDate('2026-11-01')).toBe('1 November 2026');
    expect(formatLongDate('2026-01-09')).toBe('9 January 2026');
    expect(formatLongDate('2025-12-31')).toBe('31 December 2025');
  });

  it('writes the calendar date the blog API sends, whatever the time zone', () => {
    expect(formatLongDate('2024-12-31 23:30:00')).toBe('31 December 2024');
    expect(formatLongDate('2024-01-01T00:00:00+02:00')).toBe('1 January 2024');
  });

  it('shows anything that is not a calendar date unchanged', () => {
    for (const text of ['May 2024', '2024-02-31', '2026-13-01', '2026-00-10', '01/11/2026', '2024-05-011']) expect(formatLongDate(text)).toBe(text);
  });
});
