/**
 * The text a new page starts with (issue 28): placeholders by design, never meant to go live. They are
 * recognised by value, with no marker inside the content: `npm run check:launch` lists every string
 * still equal to one of them (scripts/launch/starter-text.ts), and the editor outlines such a field
 * with "Example text: replace it" until its value differs. Each is worded so that a visitor who meets
 * one would see at once that it is unfinished, and none is text a real page would say.
 */
export const STARTER_TEXTS = {
  heroText: 'Example text: in one sentence, say what this page offers and to whom.',
  overviewHeading: 'Example heading: what this page is about',
  overviewParagraph: 'Example text: write what you offer here, for whom, and why it matters to them. Replace every example line before the site goes live.',
  overviewBullets: ['Example point: one thing you offer', 'Example point: another thing you offer'],
} as const;

const starterTexts: ReadonlySet<string> = new Set(Object.values(STARTER_TEXTS).flat());

/** Whether `value` is starter text still unchanged. */
export const isStarterText = (value: unknown): boolean => typeof value === 'string' && starterTexts.has(value);

/** A new page's sections: a hero with the page's own title, then an overview of starter text. */
export function starterSections(title: string): Record<string, unknown>[] {
  return [
    { type: 'hero', id: 'hero', heading: title, text: STARTER_TEXTS.heroText, size: 'compact', breadcrumb: [{ label: 'Home', href: '/' }, { label: title }] },
    {
      type: 'rich-text',
      id: 'overview',
      heading: STARTER_TEXTS.overviewHeading,
      blocks: [{ paragraphs: [STARTER_TEXTS.overviewParagraph], bullets: [...STARTER_TEXTS.overviewBullets] }],
    },
  ];
}
