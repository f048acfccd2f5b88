import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ApiOptions } from '../api/site-api';
import { buildServer } from '../app';
import { fromRow, type MessageRow, type StoredContactMessage } from '../contact/contact-store';
import { openSqliteFile } from '../database/sqlite-file';
import { makeTempDir, writeTestBlog, writeTestDist } from './test-site';

/** A message that passes every check. */
export const goodMessage = {
  name: 'Ama Mensah',
  email: 'ama@example.com',
  phone: '+233 20 000 0000',
  subject: 'ISO 27001 readiness',
  message: 'We would like a gap assessment.',
};

/**
 * The messages as another process would read them, oldest first. Read straight from the SQLite file
 * (synchronously, so tests can poll it), in the order and shape of ContactStore.list().
 */
export function storedMessages(dataDir: string): StoredContactMessage[] {
  const db = openSqliteFile(dataDir);
  try {
    // Cast: SELECT * returns the table's columns, which MessageRow lists.
    return (db.prepare('SELECT * FROM contact_messages ORDER BY received_at, id').all() as MessageRow[]).map(fromRow);
  } finally {
    db.close();
  }
}

/**
 * For a test file of the contact API: a miniature build and blog in a temporary folder for the whole
 * file, a fresh database folder per server, and every server closed after each test.
 */
export function setUpContactTestServer(prefix: string) {
  let rootDir = '';
  let distDir = '';
  let blogDir = '';
  let dataDirCount = 0;
  const openApps: FastifyInstance[] = [];

  beforeAll(async () => {
    rootDir = await makeTempDir(prefix);
    distDir = path.join(rootDir, 'dist');
    blogDir = path.join(rootDir, 'blog');
    await writeTestDist(distDir);
    await writeTestBlog(blogDir);
  });

  afterEach(async () => {
    await Promise.all(openApps.splice(0).map((app) => app.close()));
  });

  afterAll(async () => {
    await rm(rootDir, { recursive: true, force: true });
  });

  function newDataDir(): string {
    dataDirCount += 1;
    return path.join(rootDir, `data-${dataDirCount}`);
  }

  async function startApp(api: Partial<ApiOptions> = {}, logger?: Parameters<typeof buildServer>[0]['logger']): Promise<FastifyInstance> {
    const app = await buildServer({ distDir, logger, api: { dataDir: newDataDir(), blogDir, contactRateLimit: 1000, ...api } });
    openApps.push(app);
    return app;
  }

  return { newDataDir, startApp };
}
