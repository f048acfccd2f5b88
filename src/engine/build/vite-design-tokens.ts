import type { Plugin } from 'vite';
import { resolveCustomMedia } from '../../theme/css-variables';

/**
 * The breakpoints of the design tokens in the plain stylesheets (docs/decisions/023): a media query
 * cannot read a custom property, so a stylesheet writes `@media (--breakpoint-md-up)` and this plugin
 * puts the width from src/theme/tokens.ts in its place before Vite reads the file, in the build, the
 * development server and the editor's preview alike. Nothing of it reaches the browser.
 */
export function designTokensPlugin(): Plugin {
  return {
    name: 'design-tokens',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.css')) return undefined;
      const resolved = resolveCustomMedia(code, file);
      return resolved === code ? undefined : { code: resolved, map: null };
    },
  };
}
