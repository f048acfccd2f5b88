/** `npm run blog:import`: re-imports content/blog/ into the database (DATABASE_URL, or the SQLite file in DATA_DIR) (see blog-import-command.ts). */
import { defaultBlogDir } from '../blog/blog-content';
import { databaseTarget } from '../database/open-database';
import { formatEnvProblems, parseEnv } from '../env';
import { runBlogImportCommand } from './blog-import-command';
import { readCommandLine } from './command-line';

readCommandLine({
  command: 'npm run blog:import',
  summary:
    'Checks every post and category in content/blog/ and, only when none has a problem, replaces the blog in the database\n(categories and posts, in one transaction). A running server shows the new posts within 5 seconds. Warnings (a\ncharacter XML 1.0 forbids, which the RSS and Atom feeds leave out) name the file and the field and do not stop it.',
  options: {},
  environment: {
    DATABASE_URL: 'PostgreSQL connection string; when unset, the SQLite file in DATA_DIR',
    DATA_DIR: 'folder of the SQLite database (default ./data)',
  },
});
const env = parseEnv(process.env);
if (!env.ok) {
  process.stderr.write(`${formatEnvProblems(env.problems)}\n`);
  process.exit(1);
}
process.exitCode = await runBlogImportCommand(defaultBlogDir, databaseTarget(env.config), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
