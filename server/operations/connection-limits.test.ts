// @vitest-environment node

import { rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../app';
import { makeTempDir, writeFiles, writeTestDist } from '../testing/test-site';

/** Short limits, so each test waits a second or two, not the production half-minute. */
const limits = { requestTimeoutMs: 1_000, headersTimeoutMs: 800, keepAliveTimeoutMs: 500, idleTimeoutMs: 4_000, maxConnections: 3, maxRequestsPerSocket: 2 };

let rootDir: string;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  rootDir = await makeTempDir('connection-limits-');
  await writeTestDist(path.join(rootDir, 'dist'));
  // Bigger than what the kernel's socket buffers absorb, so a client that stops reading stalls the server's writes.
  await writeFiles(path.join(rootDir, 'dist'), { 'client/video/big.mp4': Buffer.alloc(48 * 1024 * 1024, 1) });
  app = await buildServer({ distDir: path.join(rootDir, 'dist'), limits });
  await app.listen({ port: 0, host: '127.0.0.1' });
  // Cast: a TCP listener's address is always an AddressInfo.
  port = (app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await app?.close();
  await rm(rootDir, { recursive: true, force: true });
});

interface Connection {
  socket: net.Socket;
  /** Everything the server wrote, once it closed the connection, and after how many milliseconds. */
  closed: Promise<{ received: string; afterMs: number }>;
}

function connect(): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
      const closed = new Promise<{ received: string; afterMs: number }>((done) =>
        socket.once('close', () => done({ received, afterMs: Date.now() - started })),
      );
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

describe('connection limits', () => {
  it('cuts off a body that trickles in, within the request limit', async () => {
    const { socket, closed } = await connect();
    socket.write('POST /nope HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('x'), 200);
    const { received, afterMs } = await closed;
    clearInterval(trickle);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(received.toLowerCase()).toContain('x-content-type-options: nosniff');
    expect(afterMs).toBeLessThan(limits.requestTimeoutMs + 1_500);
  });

  it('closes a connection whose headers never finish, within the header limit', async () => {
    const { socket, closed } = await connect();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const trickle = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 200);
    const { afterMs } = await closed;
    clearInterval(trickle);
    expect(afterMs).toBeLessThan(limits.headersTimeoutMs + 1_500);
  });

  it('closes an idle keep-alive connection after the keep-alive limit', async () => {
    const { socket, closed } = await connect();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received.toLowerCase()).toContain('keep-alive: timeout=');
    // Node keeps the socket a second beyond the advertised timeout, so a client never races the close.
    expect(afterMs).toBeLessThan(limits.keepAliveTimeoutMs + 1_000 + 500);
  });

  it('closes a connection that sends nothing at all', async () => {
    const { closed } = await connect();
    const { received, afterMs } = await closed;
    expect(received).toMatch(/^(?:HTTP\/1\.1 408 |$)/);
    expect(afterMs).toBeLessThan(limits.idleTimeoutMs + 1_500);
  });

  it('closes the connection of a client that stops reading', async () => {
    const { socket } = await connect();
    socket.pause();
    socket.write('GET /video/big.mp4 HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await new Promise((resolve) => setTimeout(resolve, 300));
    const count = () => new Promise<number>((resolve, reject) => app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
    expect(await count()).toBe(1);
    // A write already under way when the client stalls can hold the timer for up to one more period.
    await new Promise((resolve) => setTimeout(resolve, 2 * limits.idleTimeoutMs + 1_000));
    expect(await count()).toBe(0);
    socket.destroy();
  }, 15_000);

  it('closes a connection after its allowed number of requests', async () => {
    const { socket, closed } = await connect();
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\nGET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { received } = await closed;
    expect(received.match(/HTTP\/1\.1 200 /g)).toHaveLength(2);
    expect(received.toLowerCase()).toContain('connection: close');
  });

  it('refuses connections beyond the cap', async () => {
    const held = await Promise.all(Array.from({ length: limits.maxConnections }, () => connect()));
    const extra = await connect();
    const { received, afterMs } = await extra.closed;
    expect(received).toBe('');
    expect(afterMs).toBeLessThan(500);
    for (const connection of held) connection.socket.destroy();
    await Promise.all(held.map((connection) => connection.closed));
    // The server counts the closes when it sees them; let it before the next test connects.
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
});

describe("replies from Node's HTTP parser", () => {
  it.each([
    ['a malformed header', 'GET / HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n', 400],
    ['headers over the size limit', `GET / HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('carry the security headers on %s', async (_label, request, status) => {
    const { socket, closed } = await connect();
    socket.write(request);
    const { received } = await closed;
    expect(received).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    const headers = received.toLowerCase();
    expect(headers).toContain("content-security-policy: default-src 'none'");
    expect(headers).toContain('x-content-type-options: nosniff');
    expect(headers).toContain('x-frame-options: sameorigin');
    expect(headers).toContain('referrer-policy: strict-origin-when-cross-origin');
  });
});
