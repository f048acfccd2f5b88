/**
 * A page's data as JSON text, made once per page object and kept while the object lives: the build
 * writes it into the server's render data (vite-manifest-plugin.ts) and hashes it into the page's
 * inputs key (scripts/build-record.ts), 4,000 times each at 4,000 pages (docs/decisions/030, amended 2026-11-29).
 */
const texts = new WeakMap<object, string>();

export function pageText(page: object): string {
  let text = texts.get(page);
  if (text === undefined) {
    text = JSON.stringify(page);
    texts.set(page, text);
  }
  return text;
}
