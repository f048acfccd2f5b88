/**
 * The site's design tokens: the one place its colours, radii, spacing, breakpoints, shadows and fonts
 * are written (docs/decisions/023-design-tokens.md). The MUI theme is built from them (theme.ts), the
 * plain stylesheets read them as CSS custom properties that every page carries in its head
 * (css-variables.ts), their media queries name the breakpoints (vite-design-tokens.ts), and the asset
 * generators print them (scripts/assets/print-tokens.ts). A brand change is an edit here.
 *
 * Plain data and one helper, no imports: the asset scripts, the editor and the site's chrome read it
 * without pulling in MUI.
 */

/** The named colours content may pick (schemas/common.ts colorSchema), chosen for AA contrast of white text on them. */
export const brandColors = {
  navy: '#0B2545',
  teal: '#0E7C74',
  gold: '#8A5A00',
  sky: '#1D5FA8',
  rose: '#A3324A',
  slate: '#41506B',
} as const;

const white = '#FFFFFF';

/** Colours by role. Shades (hover, tints, alert backgrounds) are derived from these by the theme. */
export const colors = {
  /** Primary: buttons, links, focus rings, dark sections, the browser's theme colour. */
  brand: brandColors.navy,
  /** Secondary: quote rules, the outlined button's focus ring, hover on share links. */
  accent: brandColors.teal,
  /** Text and icons on brand and accent. */
  onBrand: white,
  /** Warm highlight (the theme's warning): notices, figures on dark backgrounds. */
  highlight: '#E0A526',
  /** Light teal for text and icons on the navy (headings' overlines, social icons). */
  accentOnDark: '#9FE5DC',
  text: '#14213D',
  /** Secondary text: dates, meta lines, breadcrumbs. */
  muted: '#4A5568',
  surface: white,
  /** The "muted" tone's background, sidebars. */
  surfaceMuted: '#F4F6F8',
  /** Hairlines and card borders, the light button's hover. */
  border: '#EAEEF3',
  /** A form field's resting border (MUI's outlined field). */
  fieldBorder: 'rgba(0, 0, 0, 0.23)',
  /** A refused field, a failed send (MUI's error colour). */
  error: '#D32F2F',
  /** The error's light shade (MUI's), from which the error notice's text and background are derived as MUI's Alert does. */
  errorLight: '#EF5350',
  /** A message sent (MUI's success colour). */
  success: '#2E7D32',
  /** The editor's own buttons and links (a darker blue than MUI's default, for 4.5:1 on its grey bars). */
  editorAction: '#1565C0',
  /** The editor's diff view: lines added and removed. */
  diffAdded: '#E6FFEC',
  diffRemoved: '#FFEBE9',
} as const;

/** A colour of the tokens at an opacity, written as MUI's alpha() writes it: `rgba(11, 37, 69, 0.5)`. */
export function withOpacity(hex: string, opacity: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${value >> 16}, ${(value >> 8) & 255}, ${value & 255}, ${opacity})`;
}

/** Translucent shades of the roles, as the components use them. */
export const tints = {
  /** Body text on the brand colour (the footer, a dark section's lead). */
  onBrandMuted: withOpacity(colors.onBrand, 0.85),
  /** A hairline on the brand colour. */
  onBrandRule: withOpacity(colors.onBrand, 0.2),
  /** The sticky header over the page. */
  surfaceGlass: withOpacity(colors.surface, 0.97),
  /** An outlined button's border and hover in the brand colour; the neutral outline's hover. */
  brandOutline: withOpacity(colors.brand, 0.5),
  brandHover: withOpacity(colors.brand, 0.04),
  textHover: withOpacity(colors.text, 0.04),
} as const;

/** Corner radii in pixels: the theme's shape (buttons, fields, notices) and the cards'. */
export const radii = { base: 10, card: 15, pill: 999 } as const;

/** The spacing unit in pixels (MUI's `theme.spacing(1)`). */
export const spacingUnit = 8;

/** Minimum widths in pixels; media queries in plain CSS name them as `(--breakpoint-<name>-up)`. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1400 } as const;

/** Shadows: cards and menus cast the brand colour, a hero's picture casts black. */
export const shadows = {
  card: `0 6px 24px ${withOpacity(colors.brand, 0.06)}`,
  menu: `0 18px 40px ${withOpacity(colors.brand, 0.16)}`,
  megaMenu: `0 24px 48px ${withOpacity(colors.brand, 0.16)}`,
  heroMedia: `0 18px 40px ${withOpacity('#000000', 0.28)}`,
} as const;

/** The font stack after the site's own face and its metric-matched fallback (site-font.ts). */
export const systemFontStack = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
