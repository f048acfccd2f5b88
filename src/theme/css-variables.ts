import { darken, lighten } from '@mui/material/styles';
import { theme } from './theme';
import { breakpoints, colors, radii, shadows, tints, withOpacity } from './tokens';

/**
 * The design tokens the plain stylesheets read, as CSS custom properties (docs/decisions/023). Only
 * what some stylesheet uses is here (design-tokens.test.ts checks both directions); a page carries
 * those its own stylesheets read. Shades come from the theme, as MUI computes them for its own components,
 * so a plain button and an MUI-drawn one stay the same colour.
 */
const { palette } = theme;
/** MUI's standard Alert: text and background from the severity's light shade. */
const noticeText = (light: string) => darken(light, 0.6);
const noticeSurface = (light: string) => lighten(light, 0.9);

export const cssVariables = {
  '--color-brand': colors.brand,
  '--color-brand-dark': palette.primary.dark,
  '--color-brand-outline': tints.brandOutline,
  '--color-brand-tint': tints.brandHover,
  '--color-brand-track': withOpacity(colors.brand, 0.15),
  '--color-accent': colors.accent,
  '--color-on-brand': colors.onBrand,
  '--color-on-brand-faint': withOpacity(colors.onBrand, 0.08),
  '--color-on-brand-tint': withOpacity(colors.onBrand, 0.14),
  '--color-highlight': colors.highlight,
  '--color-text': colors.text,
  '--color-muted': colors.muted,
  '--color-surface': colors.surface,
  '--color-surface-muted': colors.surfaceMuted,
  '--color-border': colors.border,
  '--color-field-border': colors.fieldBorder,
  '--color-disabled': palette.action.disabled,
  '--color-disabled-surface': palette.action.disabledBackground,
  '--color-error': colors.error,
  '--color-success': colors.success,
  '--color-notice-warning': noticeText(palette.warning.light),
  '--color-notice-warning-surface': noticeSurface(palette.warning.light),
  '--color-notice-error': noticeText(palette.error.light),
  '--color-notice-error-surface': noticeSurface(palette.error.light),
  '--radius': `${radii.base}px`,
  '--radius-card': `${radii.card}px`,
  '--radius-pill': `${radii.pill}px`,
  '--shadow-card': shadows.card,
} as const;

/** One `:root` rule of the given variables, no whitespace to spare. */
export function cssVariablesStylesheet(variables: Readonly<Record<string, string>> = cssVariables): string {
  return `:root{${Object.entries(variables)
    .map(([name, value]) => `${name}:${value.replaceAll(', ', ',')}`)
    .join(';')}}`;
}

/** The custom properties a stylesheet reads. */
export function variablesReadBy(css: string): Set<string> {
  return new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((match) => match[1] ?? ''));
}

/**
 * The `<style>` element a page's head carries (src/engine/build/render-document.ts): the variables its
 * stylesheets read (`used`), none when they read none; all of them when the stylesheets are not known,
 * as in development, where Vite serves the styles itself.
 */
export function cssVariablesStyleTag(used?: ReadonlySet<string>, variables: Readonly<Record<string, string>> = cssVariables): string {
  const chosen = Object.fromEntries(Object.entries(variables).filter(([name]) => used === undefined || used.has(name)));
  return Object.keys(chosen).length === 0 ? '' : `<style data-design-tokens>${cssVariablesStylesheet(chosen)}</style>`;
}

/**
 * Media queries cannot read custom properties, so the stylesheets name a breakpoint as a custom media
 * query, `@media (--breakpoint-md-up)`, and the build writes its width in (vite-design-tokens.ts).
 */
export const customMedia: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(breakpoints).map(([name, width]) => [`--breakpoint-${name}-up`, `(min-width: ${width}px)`]),
);

/** The stylesheet with each custom media query replaced by its width; an unknown name is an error that names it. */
export function resolveCustomMedia(css: string, file: string): string {
  return css.replace(/@media[^{]*/g, (prelude) =>
    prelude.replace(/\((--[\w-]+)\)/g, (_whole, name: string) => {
      const query = customMedia[name];
      if (query === undefined) {
        throw new Error(`${file}: unknown media query (${name}); the breakpoints are ${Object.keys(customMedia).join(', ')} (src/theme/tokens.ts)`);
      }
      return query;
    }),
  );
}
