/** `npm run messages -- --format json|csv`: see messages-command.ts. */
import { databaseTarget } from '../database/open-database';
import { formatEnvProblems, parseEnv } from '../env';
import { readCommandLine } from './command-line';
import { messagesCommandLine, runMessagesCommand } from './messages-command';

// --help and a mistyped option are answered before the environment is read: they need no database.
readCommandLine(messagesCommandLine);
const env = parseEnv(process.env);
if (!env.ok) {
  process.stderr.write(`${formatEnvProblems(env.problems)}\n`);
  process.exit(1);
}
process.exitCode = await runMessagesCommand(process.argv.slice(2), databaseTarget(env.config), {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
});
