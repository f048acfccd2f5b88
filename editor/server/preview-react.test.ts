// @vitest-environment node
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/project-root';
import { REQUEST_HEADER } from './security';
import { pageSecretOf } from './testing/editor-test-session';

describe("the preview's React (issue 31 item 1)", () => {
  it('`npm run edit` draws the preview with React\u2019s production build even when NODE_ENV says development', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'editor/server/edit.ts', '--port', '0', '--no-open'], {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'development' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no address printed: ${output}`)), 90_000);
        child.stdout.on('data', () => {
          if (output.includes('\n')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}`)));
      });
      const start = new URL(output.trim());
      const login = await fetch(start, { redirect: 'manual' });
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      const response = await fetch(new URL('/api/preview', start), {
        method: 'POST',
        headers: { cookie, origin: start.origin, 'content-type': 'application/json', [REQUEST_HEADER]: pageSecretOf(await login.text()) },
        body: JSON.stringify({ drafts: {}, path: '/about' }),
      });
      const preview = (await response.json()) as { html?: string; react?: string; issues: unknown[] };
      expect(preview.issues).toEqual([]);
      expect(preview.react).toBe('production');
      // MUI's development styles label each class with its component's name ("css-1x2y3z-MuiButton-root"); production's do not.
      expect(preview.html).toMatch(/class="[^"]*\bcss-[a-z0-9]+\b/);
      expect(preview.html).not.toMatch(/\bcss-[a-z0-9]+-Mui[A-Za-z]+-/);
    } finally {
      child.kill('SIGTERM');
    }
  }, 150_000);
});
