import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import { afterEach, beforeEach } from 'vitest';
import type { Dialect } from '../database/migrations';
import type { DatabaseTarget } from '../database/open-database';
import { makeTempDir } from './test-site';

/**
 * The store tests run against both databases: SQLite always, PostgreSQL when TEST_DATABASE_URL names
 * a server where the test user may create databases (`npm run test:integration` and .ci/run start one
 * and set it). Without it the PostgreSQL variants are reported as skipped.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;

export const testDialects: readonly { dialect: Dialect; skip: boolean }[] = [
  { dialect: 'sqlite', skip: false },
  { dialect: 'postgres', skip: testDatabaseUrl === undefined },
];

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty database (or SQLite folder) of this dialect; `drop` removes it. */
export async function createTestTarget(dialect: Dialect): Promise<{ target: DatabaseTarget; drop: () => Promise<void> }> {
  if (dialect === 'sqlite') {
    const dataDir = await makeTempDir('store-');
    return { target: { dialect, dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  if (testDatabaseUrl === undefined) throw new Error('TEST_DATABASE_URL is not set');
  // Names are made here from hex digits only, so quoting them is safe.
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  return {
    target: { dialect, url: url.toString() },
    drop: () => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}

/** A fresh empty database of `dialect` for each test of the calling describe block. */
export function useTestTarget(dialect: Dialect): () => DatabaseTarget {
  let current: Awaited<ReturnType<typeof createTestTarget>> | undefined;
  beforeEach(async () => {
    current = await createTestTarget(dialect);
  });
  afterEach(async () => {
    await current?.drop();
    current = undefined;
  });
  return () => {
    if (current === undefined) throw new Error('useTestTarget: no database outside a test');
    return current.target;
  };
}
