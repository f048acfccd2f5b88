/**
 * What `npm run dev` runs: the production server over a development build with hot update
 * (dev-server.ts), on PORT (5173 unless set) and HOST (localhost unless set), with the database,
 * rate limits and logging the environment gives `npm start`.
 */
import path from 'node:path';
import { apiOptionsOf } from '../../server/api/api-options';
import { readCommandLine } from '../../server/cli/command-line';
import { formatEnvProblems, parseEnv } from '../../server/env';
import { projectRoot } from '../../server/project-root';

readCommandLine({
  command: 'npm run dev',
  summary:
    'The development server: the production server (npm start) over a build made by Vite, with hot update.\nA change to content, public files or code rebuilds the site and reloads the page.',
  options: {},
  environment: {
    PORT: 'port to listen on (5173)',
    HOST: 'address to listen on (localhost)',
    DATA_DIR: 'folder of the SQLite database (data/)',
    DATABASE_URL: 'PostgreSQL instead of SQLite',
    LOG_LEVEL: 'the server log (info)',
  },
});

const env = parseEnv(process.env);
if (!env.ok) {
  console.error(formatEnvProblems(env.problems));
  process.exit(1);
}
const { config } = env;
// Loaded after the command line is read: Vite and the server take seconds to import, --help none.
const { startDevServer } = await import('./dev-server');
const server = await startDevServer({
  rootDir: projectRoot,
  port: process.env.PORT ? config.port : 5173,
  host: process.env.HOST ? config.host : 'localhost',
  outDir: path.join(projectRoot, 'node_modules', '.cache', 'site-dev'),
  server: {
    logger: { level: config.logLevel },
    api: apiOptionsOf(config),
  },
});
console.log(`Development server on ${server.url}: pages answer as \`npm start\` answers them; code and content changes rebuild and reload.`);
const stop = () => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
