import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { checkBuildState } from '../build-fingerprint';
import { projectRoot } from '../project-root';

const lockDir = path.join(projectRoot, 'node_modules', '.cache', 'test-build.lock');
/** A lock older than this was left by a test run that was killed mid-build. */
const staleLockMs = 10 * 60_000;

function tryLock(): boolean {
  try {
    mkdirSync(lockDir, { recursive: false });
    return true;
  } catch {
    try {
      if (Date.now() - statSync(lockDir).mtimeMs > staleLockMs) rmSync(lockDir, { recursive: true, force: true });
    } catch {
      // Released meanwhile.
    }
    return false;
  }
}

/**
 * The production build in dist/, made when it is missing or older than the sources. Test files run
 * in parallel and several need the build: one builds while the others wait for it, instead of two
 * builds writing into dist/ at once.
 */
export async function ensureBuild(distDir = path.join(projectRoot, 'dist')): Promise<void> {
  mkdirSync(path.dirname(lockDir), { recursive: true });
  while (!tryLock()) await sleep(250);
  try {
    if ((await checkBuildState(projectRoot, distDir)) !== 'fresh') execFileSync('npm', ['run', 'build'], { cwd: projectRoot, stdio: 'ignore' });
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}
