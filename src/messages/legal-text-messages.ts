/** The fixed words of the legal-text section: 'Last Updated' is the spec's label (§2, Privacy policy); 'On this page' names its small table of contents. */
export const legalTextMessages = {
  lastUpdated: 'Last Updated',
  contents: 'On this page',
} as const;
