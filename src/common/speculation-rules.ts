/** Where the build writes the speculation rules in dist/client, and the address the Speculation-Rules header names. */
export const speculationRulesPath = '/speculation-rules.json';

/**
 * Moving between pages is a page load of a small prerendered file (docs/decisions/009-islands.md).
 * These rules let a supporting browser fetch a same-site page while the visitor's pointer rests on its
 * link (eagerness "moderate": about 200 ms of hover, or pointer down), so the load that follows comes
 * from memory. Prefetch only (no prerender): nothing of the next page runs before it is opened. They
 * reach the browser by a response header, with no inline script for the CSP to allow.
 */
export function speculationRules(): object {
  return {
    prefetch: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: '/*' },
            { not: { href_matches: '/api/*' } },
            { not: { href_matches: '/uploads/*' } },
            { not: { href_matches: '/*\\.(pdf|xml|txt|json)' } },
            { not: { selector_matches: '[target="_blank"], [download], [rel~="nofollow"]' } },
          ],
        },
        eagerness: 'moderate',
      },
    ],
  };
}
