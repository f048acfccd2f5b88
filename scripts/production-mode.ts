import { createRequire } from 'node:module';

/**
 * The build is a production build, whoever runs it (a test runner sets NODE_ENV=test): Vite would
 * otherwise emit React's development JSX runtime, which a production server cannot run, and React,
 * Emotion and MUI pick their development or production code once, as they load, from NODE_ENV.
 * React's development build renders about a fifth slower, and MUI's development styles carry labels
 * (issue 31). So this is set before anything loads them: the first import of scripts/build.ts and of
 * its render workers (scripts/render-worker.ts). Setting it inside `main()` was too late, after the
 * static imports had loaded React.
 */
process.env.NODE_ENV = 'production';

const require = createRequire(import.meta.url);

/**
 * Which builds of React this process has loaded, from Node's module cache: `production`,
 * `development`, or both when something loaded React before NODE_ENV was set.
 */
export function loadedReactBuilds(): ('production' | 'development')[] {
  const builds = new Set<'production' | 'development'>();
  for (const file of Object.keys(require.cache)) {
    const match = /[\\/]node_modules[\\/]react(?:-dom)?[\\/]cjs[\\/][^\\/]+\.(production|development)\.js$/.exec(file);
    if (match) builds.add(match[1] as 'production' | 'development');
  }
  return [...builds].sort();
}
