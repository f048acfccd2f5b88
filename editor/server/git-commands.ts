import { spawn } from 'node:child_process';

/** What one git command gave: its exit code, its output as bytes (names from git are read with -z) and its error text. */
export interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/** A git command that failed; its words stay in the terminal, never in an answer over HTTP (they may name absolute paths). */
export class GitFailed extends Error {
  constructor(
    readonly args: readonly string[],
    readonly result: GitResult,
  ) {
    super(`git ${args[0]} failed (exit ${result.code}): ${result.stderr.trim()}`);
    this.name = 'GitFailed';
  }
}

/** The longest a fetch or push may take before it is stopped: a remote that does not answer must not hold the publish lock forever. */
const NETWORK_TIMEOUT_MS = 120_000;

/**
 * The environment of every git command the editor runs (decision 033): git never prompts
 * (GIT_TERMINAL_PROMPT=0; fetch and push also run without a controlling terminal, so ssh cannot ask
 * either), a path is a literal path and never a pattern (GIT_LITERAL_PATHSPECS: a file named `*` or
 * `:(top)x` is that file), and git speaks English so its refusals can be recognised.
 */
function gitEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_LITERAL_PATHSPECS: '1', LC_ALL: 'C', LANGUAGE: 'C', ...extra };
}

/**
 * Runs git in `cwd` without a shell (every argument is one argument, whatever a file name holds), with
 * `input` on its standard input. `network` runs it in a session of its own, without a terminal, and
 * stops it after NETWORK_TIMEOUT_MS (or `timeoutMs`).
 */
export function runGit(
  cwd: string,
  args: readonly string[],
  options: { input?: string | Buffer; env?: Record<string, string>; network?: boolean; timeoutMs?: number } = {},
): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', [...args], {
      cwd,
      env: gitEnvironment(options.env ?? {}),
      stdio: ['pipe', 'pipe', 'pipe'],
      detached: options.network === true,
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    const timer = options.network
      ? setTimeout(() => {
          // The whole session: git and the ssh or helper it started.
          if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
        }, options.timeoutMs ?? NETWORK_TIMEOUT_MS)
      : undefined;
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('utf8');
      resolve({
        code: code ?? (signal ? 128 : 1),
        stdout: Buffer.concat(out),
        stderr: signal === 'SIGKILL' ? `${stderr}\n(stopped: no answer in ${NETWORK_TIMEOUT_MS / 1000} s)` : stderr,
      });
    });
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}

/** Runs git and returns its output as text, or throws GitFailed. */
export async function git(cwd: string, args: readonly string[], options: Parameters<typeof runGit>[2] = {}): Promise<string> {
  const result = await runGit(cwd, args, options);
  if (result.code !== 0) throw new GitFailed(args, result);
  return result.stdout.toString('utf8');
}

/** The NUL-separated fields of a -z output, without the empty one after the last NUL. */
export function nulFields(output: string): string[] {
  const fields = output.split('\0');
  if (fields.at(-1) === '') fields.pop();
  return fields;
}

/** Why a fetch or push reached nothing, in words for the maintainer; undefined when it is not about access. */
export function accessProblem(stderr: string): string | undefined {
  if (
    /terminal prompts disabled|could not read (username|password)|authentication failed|permission denied|host key verification failed|invalid credentials|403/i.test(
      stderr,
    )
  )
    return 'the remote asked who you are and the editor never asks for or keeps passwords: set up the access your git uses (an ssh key, a credential helper), check it with `git fetch` in a terminal, then Publish again';
  if (
    /could not resolve host|connection refused|connection timed out|network is unreachable|no answer in|does not appear to be a git repository|repository .* not found/i.test(
      stderr,
    )
  )
    return 'the remote could not be reached: check the network and the remote address (`git remote -v`), then Publish again';
  return undefined;
}
