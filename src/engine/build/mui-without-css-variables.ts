import path from 'node:path';
import type { Plugin } from 'vite';

const CREATE_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.m?js$/;
const WITH_VARS = /^\.\/createThemeWithVars\.m?js$/;

/**
 * MUI's createTheme() builds a theme either with CSS variables (createThemeWithVars) or without
 * (createThemeNoVars), and imports both. This site's theme and MUI's default theme are made without
 * CSS variables (no `cssVariables`, no `colorSchemes`), so the CSS-variables builder never runs, yet it
 * and its helpers were about 5 KB gzipped of every page's JavaScript. This plugin gives createTheme a
 * stand-in that says so loudly if it is ever called (the tests run through this config too, so a
 * theme that needs it fails there first). See docs/decisions/007-performance-budget.md.
 */
export function muiWithoutCssVariables(): Plugin {
  const stub = path.join(import.meta.dirname, 'create-theme-with-vars-stub.ts');
  return {
    name: 'mui-without-css-variables',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && WITH_VARS.test(source) && CREATE_THEME.test(importer)) return stub;
      return undefined;
    },
  };
}
