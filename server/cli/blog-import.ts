/** `npm run blog:import`: re-imports content/blog/ into the database (DATABASE_URL, or the SQLite file in DATA_DIR) (see blog-import-command.ts). */
import { defaultBlogDir } from '../blog/blog-content';
import { databaseTarget } from '../database/open-database';
import { formatEnvProblems, parseEnv } from '../env';
import { runBlogImportCommand } from './blog-import-command';

const env = parseEnv(process.env);
if (!env.ok) {
  process.stderr.write(`${formatEnvProblems(env.problems)}\n`);
  process.exit(1);
}
process.exitCode = await runBlogImportCommand(defaultBlogDir, databaseTarget(env.config), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
