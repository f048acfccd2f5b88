// @vitest-environment node
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gzipPiece, joinGzip, joinText } from './gzip-pieces';

describe('gzip from pieces', () => {
  it('joins fixed parts compressed once and fresh parts into one gzip body any reader decodes', () => {
    const head = gzipPiece('<!doctype html><title>'.repeat(50));
    const empty = gzipPiece('');
    const tail = gzipPiece('</main></body></html>'.repeat(40), true);
    for (const fresh of ['', 'audits: search', 'ünïcödé “quotes” 😀'.repeat(100)]) {
      const parts = [head, fresh, empty, fresh, tail];
      expect(gunzipSync(joinGzip(parts)).equals(joinText(parts))).toBe(true);
    }
  });
});
