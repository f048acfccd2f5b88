import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../server/testing/free-port';

export { freePort };

const rootDir = path.resolve(import.meta.dirname, '..', '..');

/**
 * The production server as `npm run serve` runs it (server/launch.mjs: precompiled, plain node) on the
 * existing build, with its own database folder and any extra settings.
 */
export function startServer(port: number, dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/launch.mjs', '--no-build'], {
    cwd: rootDir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMTP_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Serving the site on')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`The server exited (code ${code}) before it started:\n${output}`)));
  });
}

export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function isAnswering(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/robots.txt`, { signal: AbortSignal.timeout(3000) })).ok;
  } catch {
    return false;
  }
}
