// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatJsonPath } from './json-path';
import { formatManifestIssue } from './manifest-issue';

describe('formatManifestIssue', () => {
  it('writes file:line path: message', () => {
    const issue = {
      file: 'content/pages/payments.json',
      line: 41,
      path: 'sections[2].cards[1].link',
      message: '"/paymets" is not a page; did you mean "/payments"?',
    };
    expect(formatManifestIssue(issue)).toBe('content/pages/payments.json:41 sections[2].cards[1].link: "/paymets" is not a page; did you mean "/payments"?');
  });

  it('leaves the line out when there is none', () => {
    expect(formatManifestIssue({ file: 'content/site.json', line: undefined, path: '', message: 'the file does not exist' })).toBe(
      'content/site.json: the file does not exist',
    );
  });

  it('shows the root path as (root)', () => {
    expect(formatManifestIssue({ file: 'content/pages/x.json', line: 12, path: '', message: 'the file is not valid JSON: expected a value' })).toBe(
      'content/pages/x.json:12 (root): the file is not valid JSON: expected a value',
    );
  });
});

describe('formatJsonPath', () => {
  it('joins keys with dots and indexes with brackets', () => {
    expect(formatJsonPath(['sections', 2, 'cards', 1, 'link'])).toBe('sections[2].cards[1].link');
    expect(formatJsonPath(['$schema'])).toBe('$schema');
    expect(formatJsonPath([])).toBe('');
  });

  it('quotes keys that are not plain names', () => {
    expect(formatJsonPath(['layouts', 'odd key'])).toBe('layouts["odd key"]');
  });
});
