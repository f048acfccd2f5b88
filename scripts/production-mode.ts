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

/**
 * Which build of React renders here: React's development build gives each element a `_store` (its
 * key warnings' bookkeeping), the production build does not. (Node's module cache is no witness:
 * importing React through tsx's hooks evaluates both of its files to find their exports, and uses one.)
 */
export async function reactBuild(): Promise<'production' | 'development'> {
  const { createElement } = await import('react');
  return Object.hasOwn(createElement('i'), '_store') ? 'development' : 'production';
}
