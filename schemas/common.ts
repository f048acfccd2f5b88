import { z } from 'zod';

/**
 * Building blocks shared by the site, page and section schemas.
 * Descriptions here end up in the generated JSON Schema (editor tooltips) and in docs/content-guide.md.
 */

const INTERNAL_PATH = /^\/[A-Za-z0-9\-_./]*(\?[^#\s]*)?(#[A-Za-z][\w-]*)?$/;
const EXTERNAL_URL = /^https?:\/\/[^\s]+$/;
const MAIL_OR_PHONE = /^(mailto:[^\s@]+@[^\s@]+|tel:\+?[0-9 ()-]+)(\?[^\s]*)?$/;

export const hrefSchema = z
  .string()
  .refine((value) => INTERNAL_PATH.test(value) || EXTERNAL_URL.test(value) || MAIL_OR_PHONE.test(value), {
    message: 'expected an internal path like "/about" or "/innovare-grc#bpr", a full "https://…" address, or a "mailto:"/"tel:" link',
  })
  .describe('Where the link goes: an internal path ("/about", "/innovare-grc#bpr"), a full external address ("https://…"), or a "mailto:"/"tel:" link.');

export const assetPathSchema = z
  .string()
  .regex(/^\/[A-Za-z0-9\-_./]+\.[a-z0-9]+$/, 'expected a file path under public/ starting with "/", like "/img/hero/about.webp"')
  .describe('A file under public/, written from the site root ("/img/hero/about.webp" is public/img/hero/about.webp).');

export const iconNameSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'expected an icon name in kebab-case, like "verified-user"')
  .describe('The name of an icon from the icon registry (see the list in docs/content-guide.md), like "verified-user".');

/** A calendar date written YYYY-MM-DD ("2024-02-30" is refused); used by the manifest and by blog posts. */
export const calendarDateSchema = (error: Parameters<typeof z.iso.date>[0] = 'expected a date written YYYY-MM-DD, like "2026-11-01"') => z.iso.date(error);

export const colorSchema = z.enum(['navy', 'teal', 'gold', 'sky', 'rose', 'slate']).describe('A brand colour from the theme.');

export const nonEmptyText = z.string().trim().min(1, 'expected some text, found an empty string');

export const imageSchema = z
  .strictObject({
    src: assetPathSchema,
    alt: z.string().describe('Text alternative read by screen readers; an empty string marks a purely decorative image.'),
    width: z.number().int().positive().optional().describe('Intrinsic width in pixels; filled in from the file when omitted.'),
    height: z.number().int().positive().optional().describe('Intrinsic height in pixels; filled in from the file when omitted.'),
  })
  .describe('An image file under public/ with its text alternative.');

export const videoSchema = z
  .strictObject({
    mp4: assetPathSchema.describe('H.264 MP4 file, like "/img/vid.mp4".'),
    webm: assetPathSchema.optional().describe('Optional VP9 WebM version, tried first by browsers that play it.'),
    poster: assetPathSchema.describe('Still image shown before and instead of the video (and when motion is reduced).'),
  })
  .describe('A muted, looping background video. It never plays for visitors who ask for reduced motion.');

export const linkSchema = z
  .strictObject({
    label: nonEmptyText.describe('The visible text of the link.'),
    href: hrefSchema,
    newTab: z.boolean().optional().describe('Open in a new tab. External addresses always do; set this to open an internal page in a new tab.'),
  })
  .describe('A labelled link.');

export const buttonSchema = linkSchema
  .extend({
    variant: z
      .enum(['primary', 'secondary', 'outline', 'light'])
      .default('primary')
      .describe('Look of the button: "primary" (filled brand colour), "secondary" (filled accent), "outline", or "light" (for dark backgrounds).'),
  })
  .describe('A call-to-action link styled as a button.');

export const breadcrumbSchema = z
  .array(
    z.strictObject({
      label: nonEmptyText,
      href: hrefSchema.optional().describe('Leave out on the last crumb, the current page.'),
    }),
  )
  .min(1)
  .describe('Breadcrumb trail from Home to the current page.');

export const sectionIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'expected a kebab-case id like "why-choose-us" (lower-case letters, digits and dashes)')
  .describe('Stable id of the section, unique on the page; it is also the "#anchor" other pages can link to.');

export const anchorIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'expected a kebab-case anchor like "bpr"')
  .describe('Optional anchor id so that links like "/page#id" land on this item; unique on the page.');

export const headingBlock = {
  eyebrow: z.string().optional().describe('Short line above the heading.'),
  heading: nonEmptyText.optional().describe('Section heading.'),
  intro: z.string().optional().describe('Introductory paragraph under the heading.'),
};

export type Image = z.infer<typeof imageSchema>;
/** Longest query the search reads, in characters: the field's maxlength and the server's cut (one contract). */
export const maxSearchQueryLength = 100;

/** A block of a rich-text section, and a sub-headed part of a legal text. */
export const richTextBlockSchema = z.strictObject({
  heading: nonEmptyText.optional().describe('Sub-heading of the block.'),
  paragraphs: z.array(nonEmptyText).optional().describe('Paragraphs of plain text.'),
  bullets: z.array(nonEmptyText).optional().describe('A bulleted list after the paragraphs.'),
});

export type Video = z.infer<typeof videoSchema>;
export type Link = z.infer<typeof linkSchema>;
export type Button = z.infer<typeof buttonSchema>;
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;
export type BrandColor = z.infer<typeof colorSchema>;
