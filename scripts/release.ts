/**
 * `npm run release -- [commit]`: builds a commit in a fresh folder `releases/<time>-<sha>/`, validates
 * it, runs the launch check as warnings, imports the blog, and only then points `current` at it; the
 * servers following `current` (or started in this checkout) serve it within a second, without a
 * restart (decision 032). `--rollback` points `current` back at the previous release.
 */
import path from 'node:path';
import { readCommandLine } from '../server/cli/command-line';
import { currentRelease, listReleases, ReleaseError, release, rollback } from './release/releases';

const projectRoot = path.resolve(import.meta.dirname, '..');

const commandLine = readCommandLine({
  command: 'npm run release',
  summary: [
    'Builds a commit (HEAD by default) in a new folder releases/<time>-<sha>/, validates it, runs the launch check (its',
    'items are warnings here), imports the blog, and only when all of that passed switches the `current` link to it in one',
    'step. Servers serving current/dist (DIST_DIR), or started in this checkout, answer from it within a second, without',
    'a restart; requests running finish on the previous build. The last five releases are kept. A failed step leaves the',
    'live release as it was and says which step failed and why.',
  ].join('\n'),
  options: {
    rollback: { type: 'boolean', description: 'point current back at the release before the live one (seconds, no build)' },
    list: { type: 'boolean', description: 'list the kept releases, the live one marked, and exit' },
    repo: { type: 'string', value: 'PATH', description: 'the git repository to take the commit from, bare or not (default: this checkout)' },
    dir: { type: 'string', value: 'PATH', description: 'the folder holding releases/ and current (default: this checkout)' },
  },
  arguments: [{ name: 'commit', description: 'the commit id, branch or tag to release (default: HEAD)' }],
  environment: {
    DATABASE_URL: 'where the blog is imported (PostgreSQL); when unset, the SQLite file in DATA_DIR',
    DATA_DIR: 'folder of the SQLite database (default: data/ in the --dir folder)',
  },
});

const root = path.resolve(commandLine.options.dir ?? projectRoot);
const layout = { root };

async function main(): Promise<number> {
  if (commandLine.options.list) {
    const live = await currentRelease(layout);
    const records = await listReleases(layout);
    if (records.length === 0) console.log(`No release in ${root} yet.`);
    for (const record of records) console.log(`${record.name === live ? '* ' : '  '}${record.name}  ${record.subject}`);
    return 0;
  }
  if (commandLine.options.rollback) {
    if (commandLine.arguments.length > 0) throw new ReleaseError('--rollback takes no commit: it returns to the release before the live one.');
    const result = await rollback(layout);
    console.log(`Rolled back from ${result.from} to ${result.to.name} (${result.to.subject}) in ${result.seconds.toFixed(2)} s.`);
    console.log('Servers following current serve it within a second. The blog in the database is left as the last release imported it.');
    return 0;
  }
  const result = await release({
    root,
    repo: path.resolve(commandLine.options.repo ?? projectRoot),
    commit: commandLine.arguments[0],
    nodeModules: path.join(projectRoot, 'node_modules'),
    env: process.env,
    log: (line) => console.log(line),
  });
  console.log(`Release ${result.record.name} is live (${result.seconds.toFixed(1)} s); servers following current serve it within a second.`);
  if (result.record.carried.length > 0)
    console.log(`${result.record.carried.length} hashed files of the previous build were kept beside it for pages still open.`);
  if (result.removed.length > 0) console.log(`Removed older releases: ${result.removed.join(', ')}.`);
  if (result.serverCodeChanged) {
    console.log(
      "This release changes the server's own code (server/, src/common/, schemas/ or the packages): the new build is served, but\nrestart the instances one at a time to run the new code (systemctl restart gruppo-site@8081, then the next).",
    );
  }
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`${error.message}\nThe live release is unchanged.`);
  process.exitCode = 1;
}
