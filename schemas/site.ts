import { z } from 'zod';
import { assetPathSchema, hrefSchema, linkSchema, nonEmptyText } from './common';

const socialProfileSchema = z.strictObject({
  network: z.enum(['facebook', 'x', 'instagram', 'linkedin']).describe('Which network; it picks the icon.'),
  label: nonEmptyText.describe('Accessible name, e.g. "Gruppo on LinkedIn".'),
  href: hrefSchema,
});

const navLinkSchema = z.strictObject({
  type: z.literal('link'),
  label: nonEmptyText,
  href: hrefSchema,
  newTab: z.boolean().optional(),
});

const navGroupSchema = z.strictObject({
  heading: nonEmptyText.describe('Heading of the group inside the menu, e.g. "Cybersecurity".'),
  items: z.array(linkSchema).min(1),
});

const navDropdownSchema = z
  .strictObject({
    type: z.literal('dropdown'),
    label: nonEmptyText,
    href: hrefSchema.optional().describe('Where the label itself goes; without it the label only opens the menu.'),
    fullPageLoad: z.boolean().optional().describe("Load the label's page with a full page load instead of in-app navigation."),
    items: z.array(linkSchema).optional().describe('Menu entries, in order.'),
    groups: z.array(navGroupSchema).optional().describe('Menu entries under headings (use instead of items).'),
  })
  .refine((item) => (item.items ? 1 : 0) + (item.groups ? 1 : 0) === 1, {
    message: 'a dropdown takes either "items" or "groups"',
  });

const navMegaMenuSchema = z.strictObject({
  type: z.literal('mega-menu'),
  label: nonEmptyText,
  intro: z.string().optional().describe('Sentence shown in the first column of the open menu.'),
  feature: linkSchema.optional().describe('Highlighted link in the first column, e.g. "All services" to /services.'),
  items: z.array(linkSchema.extend({ description: z.string().optional() })).min(1),
});

const navMediaSchema = z.strictObject({
  type: z.literal('media'),
  label: nonEmptyText.describe('Label of the menu whose entries are the blog categories loaded from the server.'),
});

const navItemSchema = z.discriminatedUnion('type', [navLinkSchema, navDropdownSchema, navMegaMenuSchema, navMediaSchema]);

const footerSchema = z.strictObject({
  about: z.string().optional().describe('Short paragraph under the logo.'),
  columns: z.array(z.strictObject({ heading: nonEmptyText, links: z.array(linkSchema).min(1) })).describe('Columns of links.'),
  legalLinks: z.array(linkSchema).min(1).describe('Links in the bottom bar, e.g. the privacy policy and "Contact us".'),
  copyright: nonEmptyText.describe('Copyright line; "{year}" is replaced by the year of the build.'),
});

const contactDetailsSchema = z
  .strictObject({
    address: z.array(nonEmptyText).min(1).describe('Postal address, one line per entry.'),
    email: z.email(),
    phones: z.array(z.string().regex(/^\+?[0-9][0-9 ()-]*[0-9]$/, 'expected a telephone number like "+233 30 000 0000"')).min(1),
  })
  .describe("Where visitors reach the people behind this layout: shown in its footer and by its pages' contact-details sections.");

const layoutSchema = z.strictObject({
  brand: z
    .strictObject({ name: nonEmptyText, logo: assetPathSchema, logoLight: assetPathSchema.optional(), href: hrefSchema })
    .describe('The logo in the navigation bar, its accessible name and where it links.'),
  navigation: z.array(navItemSchema).min(1),
  showSocial: z.boolean().default(true).describe('Show the social profile icons in the navigation bar (extra-large screens only).'),
  contact: contactDetailsSchema,
  footer: footerSchema,
});

export const siteSchema = z
  .strictObject({
    $schema: z.string().optional(),
    name: nonEmptyText.describe("The site's name, appended to page titles and used in link previews."),
    url: z
      .url({ protocol: /^https?$/ })
      .describe('The public address of the site, used for canonical links and the sitemap. SITE_URL overrides it at build time.'),
    language: z.string().default('en').describe('Language of the content (an HTML lang code).'),
    locale: z
      .string()
      .regex(/^[a-z]{2,3}_[A-Z]{2}$/, 'expected language_TERRITORY, like "en_GB"')
      .optional()
      .describe('Locale of the content in link previews (og:locale), language_TERRITORY such as "en_GB". Left out: none is declared.'),
    defaultImage: assetPathSchema.describe('Default social-share image.'),
    social: z.array(socialProfileSchema).describe('Social profiles, shown in the navigation, footers and contact pages.'),
    layouts: z.strictObject({ main: layoutSchema, advisory: layoutSchema }),
    redirects: z
      .array(z.strictObject({ from: z.string().regex(/^\/[a-z0-9\-_/]*$/, 'expected a path like "/old-page"'), to: hrefSchema }))
      .default([])
      .describe('Old addresses that answer with a permanent redirect.'),
  })
  .describe('Site-wide settings: brand, social profiles, navigation, footers and redirects.');

export type Site = z.infer<typeof siteSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type SiteLayout = z.infer<typeof layoutSchema>;
export type SocialProfile = z.infer<typeof socialProfileSchema>;
export type LayoutName = keyof Site['layouts'];
