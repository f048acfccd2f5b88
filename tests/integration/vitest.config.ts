import { defineConfig } from 'vitest/config';

/**
 * `npm run test:integration`: the scale-out stack (PostgreSQL, Redis, nginx, two instances) and the
 * store and search tests on both databases (the search's same-results-on-both test among them). One file at a time: they share the ports 8701-8780 (SCALE_PORT_BASE moves them, see stack.ts).
 */
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/integration/**/*.test.ts', 'server/database/*.test.ts', 'server/blog/blog-import.test.ts', 'server/search/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    globalSetup: ['tests/integration/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
