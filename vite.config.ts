import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { muiWithoutCssVariables } from './src/engine/build/mui-without-css-variables';
import { designTokensPlugin } from './src/engine/build/vite-design-tokens';
import { manifestPlugin } from './src/engine/build/vite-manifest-plugin';

export default defineConfig({
  plugins: [react(), manifestPlugin({ rootDir: import.meta.dirname }), muiWithoutCssVariables(), designTokensPlugin()],
  build: {
    target: 'es2022',
    cssCodeSplit: true,
    modulePreload: { polyfill: false },
    // React in one chunk, the style runtime (Emotion, MUI's system) in another (docs/decisions/007, 009):
    // loaded only by pages with a React island, the second only by islands that use MUI (not the contact
    // form); the loader entry imports neither.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            {
              name: 'mui-emotion',
              test: /node_modules[\\/](@emotion|stylis|hoist-non-react-statics|react-is|@babel[\\/]runtime|clsx|prop-types|@mui[\\/](system|utils|styled-engine|private-theming))[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'schemas/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'tests/**/*.test.{ts,tsx}',
      'editor/**/*.test.{ts,tsx}',
    ],
    exclude: ['tests/e2e/**', 'tests/legacy/**', 'tests/integration/**', 'node_modules/**', 'dist/**'],
    css: false,
    testTimeout: 20000,
  },
});
