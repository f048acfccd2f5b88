import { theme } from '../theme/theme';

// MUI's own ThemeProvider bundles the CSS-variables provider (colour schemes, localStorage, its init
// script: about 5 KB gzipped) that a theme without CSS variables never uses. For such a theme it renders
// exactly the system provider, given this theme, with `vars: null` so no outer theme's variables leak in.
export const siteTheme = { ...theme, vars: null };
