import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const projectRoot = path.join(import.meta.dirname, '..', '..', '..');

export type StoredMessage = { name: string; email: string; phone: string; subject: string; message: string; spam: boolean };

/** The contact messages in the test server's database, read as an operator would: `npm run messages -- --format json`. */
export async function storedMessages(): Promise<StoredMessage[]> {
  const { stdout } = await promisify(execFile)(path.join(projectRoot, 'node_modules', '.bin', 'tsx'), ['server/cli/messages.ts', '--format', 'json'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR },
  });
  return JSON.parse(stdout) as StoredMessage[];
}

/** A message that passes every check, with a subject no other test uses, to find it in the database. */
export function validMessage(label: string) {
  const unique = `${label} ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: 'Ama Mensah',
    email: 'ama.mensah@example.com',
    phone: '+233 20 000 0000',
    subject: `Browser suite: ${unique}`,
    message: `Hello from the browser suite (${unique}).`,
  };
}
