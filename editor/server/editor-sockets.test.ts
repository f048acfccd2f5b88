// @vitest-environment node
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, readlink } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/project-root';

/** The process and every process it started, read from /proc (Linux). */
async function processTree(pid: number): Promise<number[]> {
  const found = [pid];
  for (const task of await readdir(`/proc/${pid}/task`).catch(() => [])) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    for (const child of children.split(/\s+/).filter(Boolean)) found.push(...(await processTree(Number(child))));
  }
  return found;
}

/** The inodes of the sockets the processes hold open. */
async function socketInodes(pids: readonly number[]): Promise<Set<string>> {
  const inodes = new Set<string>();
  for (const pid of pids) {
    for (const fd of await readdir(`/proc/${pid}/fd`).catch(() => [])) {
      const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode) inodes.add(inode);
    }
  }
  return inodes;
}

/** /proc/net/tcp's little-endian hex address as text: "127.0.0.1", "0.0.0.0", "::1", "::". */
function addressOf(hex: string): string {
  if (hex.length === 8) return [3, 2, 1, 0].map((byte) => Number.parseInt(hex.slice(byte * 2, byte * 2 + 2), 16)).join('.');
  const words = [0, 1, 2, 3].map(
    (word) =>
      hex
        .slice(word * 8, word * 8 + 8)
        .match(/../g)
        ?.reverse()
        .join('') ?? '',
  );
  const groups = words.flatMap((word) => [word.slice(0, 4), word.slice(4)]).map((group) => Number.parseInt(group, 16).toString(16));
  const text = groups.join(':');
  if (text === '0:0:0:0:0:0:0:1') return '::1';
  if (text === '0:0:0:0:0:0:0:0') return '::';
  return text;
}

/** Every listening TCP socket (IPv4 and IPv6) whose inode is in `inodes`, as "address port". */
async function listening(inodes: ReadonlySet<string>): Promise<{ address: string; port: number }[]> {
  const sockets: { address: string; port: number }[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      const [local, , state] = [fields[1], fields[2], fields[3]];
      const inode = fields[9];
      if (!local || state !== '0A' || !inode || !inodes.has(inode)) continue;
      const [address = '', port = '0'] = local.split(':');
      sockets.push({ address: addressOf(address), port: Number.parseInt(port, 16) });
    }
  }
  return sockets;
}

describe("the editor's sockets (issue 27 item 1)", () => {
  it.skipIf(!existsSync('/proc/net/tcp'))(
    'listens on loopback only, with every socket of its processes, and opens no bundler WebSocket (24678)',
    async () => {
      // The whole editor, preview included, as `npm run edit` starts it.
      const child = spawn(process.execPath, ['--import', 'tsx', 'editor/server/edit.ts', '--no-open'], { cwd: projectRoot });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no address printed: ${output}`)), 120_000);
          child.stdout.on('data', () => {
            if (/token=\S+\n/.test(output)) {
              clearTimeout(timer);
              resolve();
            }
          });
          child.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)));
        });
        const port = Number(new URL(output.match(/http:\/\/\S+/)?.[0] ?? '').port);
        const sockets = await listening(await socketInodes(await processTree(child.pid ?? 0)));
        expect(sockets).toContainEqual({ address: '127.0.0.1', port });
        for (const socket of sockets) expect(['127.0.0.1', '::1'], `${socket.address}:${socket.port}`).toContain(socket.address);
        expect(sockets.map((socket) => socket.port)).not.toContain(24678);
        expect(output).not.toMatch(/already in use/);
      } finally {
        child.kill('SIGTERM');
      }
    },
    150_000,
  );
});
