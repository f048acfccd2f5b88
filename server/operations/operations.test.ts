// @vitest-environment node
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { type FastifyInstance, fastify } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type ServerOptions } from '../app';
import type { SiteDatabase } from '../database/open-database';
import type { SiteTables } from '../database/site-tables';
import { goodMessage } from '../testing/contact-test-server';
import { makeTempDir, writeFiles, writeTestBlog, writeTestDist } from '../testing/test-site';
import { databaseProbe, registerHealthCheck } from './health-check';

let rootDir: string;
let serverCount = 0;
const openApps: FastifyInstance[] = [];

beforeAll(async () => {
  rootDir = await makeTempDir('operations-');
  await writeTestDist(path.join(rootDir, 'dist'));
  await writeFiles(path.join(rootDir, 'dist'), { 'client/robots.txt': 'User-agent: *\nAllow: /\n' });
  await writeTestBlog(path.join(rootDir, 'blog'));
});

afterEach(async () => {
  await Promise.all(openApps.splice(0).map((app) => app.close()));
});

afterAll(async () => {
  await rm(rootDir, { recursive: true, force: true });
});

async function startApp(options: Partial<ServerOptions> = {}, contactRateLimit = 1000): Promise<FastifyInstance> {
  serverCount += 1;
  const app = await buildServer({
    distDir: path.join(rootDir, 'dist'),
    api: { dataDir: path.join(rootDir, `data-${serverCount}`), blogDir: path.join(rootDir, 'blog'), contactRateLimit },
    ...options,
  });
  openApps.push(app);
  return app;
}

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  statusCode?: number;
  ip?: string;
}

/** A pino destination that keeps each line, parsed. */
function captureLog(level: string): { lines: LogLine[]; logger: ServerOptions['logger'] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { lines, logger: { level, stream } };
}

const pinoInfo = 30;

describe('GET /healthz', () => {
  it('answers 200 with a small JSON body while the database answers, and is never rate-limited', async () => {
    const app = await startApp({}, 1);
    for (let count = 0; count < 20; count += 1) {
      const response = await app.inject('/healthz');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 503 when the database does not answer', async () => {
    // A PostgreSQL server that has gone away: nothing listens on port 1, so every query is refused.
    const queries = new Kysely<SiteTables>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://site@127.0.0.1:1/site', connectionTimeoutMillis: 1000 }) }),
    });
    const db: SiteDatabase = { dialect: 'postgres', location: 'postgres://site@127.0.0.1:1/site', queries, close: () => queries.destroy() };
    const app = fastify();
    registerHealthCheck(app, databaseProbe(db));
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
    await app.close();
    await db.close();
  });
});

describe('request log', () => {
  it('writes one line per page request at info, and nothing at info for files and health probes', async () => {
    const { lines, logger } = captureLog('info');
    const app = await startApp({ logger });
    await app.inject('/');
    await app.inject('/blogs');
    await app.inject('/robots.txt');
    await app.inject('/uploads/iso.webp');
    await app.inject('/assets/missing-123.js');
    await app.inject('/healthz');
    // Request lines only: the server also says at info that it imported the blog into the new database.
    const requests = lines.filter((line) => line.level >= pinoInfo && line.url !== undefined);
    expect(requests.map((line) => [line.method, line.url, line.statusCode])).toEqual([
      ['GET', '/', 200],
      ['GET', '/blogs', 200],
    ]);
  });

  it('logs files and probes at debug', async () => {
    const { lines, logger } = captureLog('debug');
    const app = await startApp({ logger });
    await app.inject('/healthz');
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.url)).toEqual(['/healthz']);
  });
});

describe('TRUST_PROXY', () => {
  const post = (app: FastifyInstance, forwardedFor: string) =>
    app.inject({ method: 'POST', url: '/api/contact', headers: { 'x-forwarded-for': forwardedFor }, payload: goodMessage });

  it('counts the rate limit and logs by the X-Forwarded-For address when on', async () => {
    const { lines, logger } = captureLog('info');
    const app = await startApp({ trustProxy: true, logger }, 1);
    expect((await post(app, '203.0.113.7')).statusCode).toBe(200);
    expect((await post(app, '203.0.113.8')).statusCode).toBe(200);
    expect((await post(app, '203.0.113.7')).statusCode).toBe(429);
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.ip)).toEqual(['203.0.113.7', '203.0.113.8', '203.0.113.7']);
  });

  it('ignores X-Forwarded-For when off, as by default', async () => {
    const app = await startApp({}, 1);
    expect((await post(app, '203.0.113.7')).statusCode).toBe(200);
    expect((await post(app, '203.0.113.8')).statusCode).toBe(429);
  });
});
