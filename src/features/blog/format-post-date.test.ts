// @vitest-environment node
import { formatPostDate } from './format-post-date';

describe('formatPostDate', () => {
  it('writes the calendar date the API sends, whatever the time zone', () => {
    expect(formatPostDate('2024-05-01')).toBe('1 May 2024');
    expect(formatPostDate('2024-12-31 23:30:00')).toBe('31 December 2024');
    expect(formatPostDate('2024-01-01T00:00:00+02:00')).toBe('1 January 2024');
  });

  it('shows anything else unchanged', () => {
    expect(formatPostDate('May 2024')).toBe('May 2024');
    expect(formatPostDate('2024-02-31')).toBe('2024-02-31');
  });
});
