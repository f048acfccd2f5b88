/** `npm run blog:import`: re-imports content/blog/ into the database in DATA_DIR (see blog-import-command.ts). */
import { defaultBlogDir } from '../blog/blog-content';
import { formatEnvProblems, parseEnv } from '../env';
import { runBlogImportCommand } from './blog-import-command';

const env = parseEnv(process.env);
if (!env.ok) {
  process.stderr.write(`${formatEnvProblems(env.problems)}\n`);
  process.exit(1);
}
process.exitCode = await runBlogImportCommand(defaultBlogDir, env.config.dataDir, {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
