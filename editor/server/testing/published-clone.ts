import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Git for the tests' own set-up, as a maintainer's terminal runs it (never the editor's code under test). */
export function gitIn(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_CONFIG_NOSYSTEM: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

const identify = (cwd: string, name: string) => {
  gitIn(cwd, 'config', 'user.name', name);
  gitIn(cwd, 'config', 'user.email', `${name.toLowerCase().replaceAll(' ', '.')}@example.org`);
  gitIn(cwd, 'config', 'commit.gpgsign', 'false');
};

/** A bare repository on disk as the remote, the project's copy in `root` as a clone of it on `main`, and a second clone ("someone else"). */
export interface PublishedClone {
  /** The bare repository: what a Publish pushes to. */
  remote: string;
  /** Another clone of the remote, for a change made elsewhere meanwhile. */
  other: string;
  /** The remote's main branch's commit. */
  remoteHead(): string;
  /** A change committed and pushed from the other clone. */
  pushFromOther(file: string, edit: (text: string) => string, message?: string): Promise<string>;
  remove(): Promise<void>;
}

export async function makePublishedClone(root: string): Promise<PublishedClone> {
  const folder = await mkdtemp(path.join(tmpdir(), 'site-editor-remote-'));
  const remote = path.join(folder, 'site.git');
  const other = path.join(folder, 'other');
  gitIn(folder, 'init', '-q', '--bare', '-b', 'main', remote);
  gitIn(root, 'init', '-q', '-b', 'main');
  identify(root, 'Ana Maintainer');
  // The linked node_modules is not the project's (a link, so `node_modules/` in .gitignore does not match it).
  gitIn(root, 'add', '--', '.', ':(exclude)node_modules');
  gitIn(root, 'commit', '-q', '-m', 'The site as it is');
  gitIn(root, 'remote', 'add', 'origin', remote);
  gitIn(root, 'push', '-q', '-u', 'origin', 'main');
  gitIn(folder, 'clone', '-q', remote, other);
  identify(other, 'Ben Elsewhere');
  return {
    remote,
    other,
    remoteHead: () => gitIn(remote, 'rev-parse', 'main').trim(),
    pushFromOther: async (file, edit, message = `Changed ${file} elsewhere`) => {
      gitIn(other, 'pull', '-q', '--ff-only');
      const absolute = path.join(other, file);
      await writeFile(absolute, edit(await readFile(absolute, 'utf8')));
      gitIn(other, 'commit', '-q', '-am', message);
      gitIn(other, 'push', '-q', 'origin', 'main');
      return gitIn(other, 'rev-parse', 'HEAD').trim();
    },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}
