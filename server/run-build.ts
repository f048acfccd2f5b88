import { spawn } from 'node:child_process';

/** Runs `npm run build` in the project, its output going straight to this terminal. Resolves with the exit code. */
export function runBuild(projectDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], {
      cwd: projectDir,
      stdio: 'inherit',
      // npm is a .cmd script on Windows, which only a shell can start.
      shell: process.platform === 'win32',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
