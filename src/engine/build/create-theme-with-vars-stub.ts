/** Stands in for MUI's createThemeWithVars (see mui-without-css-variables.ts). */
export default function createThemeWithVars(): never {
  throw new Error(
    'This site is built without MUI CSS-variable themes (src/engine/build/mui-without-css-variables.ts): a theme with `cssVariables` or `colorSchemes` needs that plugin removed from vite.config.ts',
  );
}
