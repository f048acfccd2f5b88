import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The test server's port and database folder, decided once by the Playwright runner when it loads the
 * config and handed to its workers through the environment (workers inherit it and load the config
 * again, so `??=` keeps the first values).
 */
export interface E2eEnvironment {
  port: number;
  baseURL: string;
  /** A fresh temporary DATA_DIR: the server creates its database there. */
  dataDir: string;
}

/** A port the system says is free right now (synchronous, because the config cannot await). */
function findFreePort(): number {
  const script = "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

export function e2eEnvironment(): E2eEnvironment {
  process.env.E2E_PORT ??= String(findFreePort());
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'gruppo-e2e-'));
  const port = Number(process.env.E2E_PORT);
  return { port, baseURL: `http://127.0.0.1:${port}`, dataDir: process.env.E2E_DATA_DIR };
}
