/**
 * The fixed words of the legal-text section. 'Last Updated' is the spec's label (§2, Privacy policy);
 * the contents label names the small table of contents. Move these into the site's messages module when there is one.
 */
export const legalTextLabels = {
  lastUpdated: 'Last Updated',
  contents: 'On this page',
} as const;
