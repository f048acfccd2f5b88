// @vitest-environment node
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContactStore } from '../contact/contact-store';
import { createTestTarget, testDatabaseUrl, testDialects, useTestTarget } from '../testing/test-databases';
import { makeTempDir } from '../testing/test-site';
import { migrateSqlite } from './migrate';
import { migrations } from './migrations';
import { DatabaseError, databaseFile, openSiteDatabase } from './open-database';
import { openSqliteFile } from './sqlite-file';

/** The newest version this program knows, and the one a test adds after it. */
const latest = migrations.at(-1)?.version ?? 0;
const next = latest + 1;

describe('the SQLite file', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = path.join(await makeTempDir('database-'), 'nested', 'data');
  });

  afterEach(async () => {
    await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  });

  it('is created with its folder, in WAL mode with full synchronous commits', () => {
    const db = openSqliteFile(dataDir);
    try {
      expect(existsSync(databaseFile(dataDir))).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 is FULL.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    } finally {
      db.close();
    }
  });

  it('applies a later migration to an existing database', () => {
    const db = openSqliteFile(dataDir);
    try {
      const later = [...migrations, { version: next, name: 'new column', sql: { sqlite: 'ALTER TABLE posts ADD COLUMN extra TEXT', postgres: '' } }];
      expect(migrateSqlite(db, later)).toEqual([next]);
      expect(db.prepare('PRAGMA table_info(posts)').all()).toContainEqual(expect.objectContaining({ name: 'extra' }));
    } finally {
      db.close();
    }
  });

  it('rolls back a migration that fails, leaving its version unrecorded', () => {
    const db = openSqliteFile(dataDir);
    try {
      const broken = [...migrations, { version: next, name: 'broken', sql: { sqlite: 'CREATE TABLE half (x); THIS IS NOT SQL', postgres: '' } }];
      expect(() => migrateSqlite(db, broken)).toThrow();
      expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(0);
      expect(db.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(latest);
    } finally {
      db.close();
    }
  });

  it('keeps the messages and posts of a database made before PostgreSQL support', async () => {
    // The file as the previous release left it: its migration 1, recorded in schema_migrations.
    const legacy = openSqliteFile(dataDir);
    legacy.close();
    const raw = new Database(databaseFile(dataDir));
    raw.exec(`
      INSERT INTO categories (id, title) VALUES (1, 'News');
      INSERT INTO posts (slug, title, date, author, category_id, image, content_html, summary)
        VALUES ('old', 'Old post', '2024-01-01', 'Ama', 1, NULL, '<p>Hi</p>', 'Hi');
      INSERT INTO contact_messages (received_at, name, email, phone, subject, message, spam, forward_status)
        VALUES ('2025-01-01T00:00:00.000Z', 'Kofi', 'kofi@example.com', '+233 20 000 0000', 'Hello', 'Kept?', 0, 'not-configured');
    `);
    raw.close();

    const db = await openSiteDatabase({ dialect: 'sqlite', dataDir });
    try {
      expect(await createContactStore(db.queries).list()).toEqual([expect.objectContaining({ id: 1, name: 'Kofi', message: 'Kept?' })]);
      const posts = await db.queries.selectFrom('posts').select(['id', 'title']).execute();
      expect(posts).toEqual([{ id: 1, title: 'Old post' }]);
      // A new message continues the old numbering.
      expect(
        await createContactStore(db.queries).insert({
          receivedAt: '2025-02-01T00:00:00.000Z',
          name: 'Esi',
          email: 'esi@example.com',
          phone: '0',
          subject: 's',
          message: 'm',
          spam: false,
          forwardStatus: 'not-configured',
        }),
      ).toBe(2);
    } finally {
      await db.close();
    }
  });

  it('does not create a database when asked only to open one', async () => {
    await expect(openSiteDatabase({ dialect: 'sqlite', dataDir }, { create: false })).rejects.toThrow(DatabaseError);
    expect(existsSync(databaseFile(dataDir))).toBe(false);
  });
});

describe.each(testDialects)('migrations on $dialect', ({ dialect, skip }) => {
  const target = useTestTarget(dialect);

  it.skipIf(skip)('create the tables once and record the version', async () => {
    const first = await openSiteDatabase(target());
    await first.close();
    const db = await openSiteDatabase(target());
    try {
      const recorded = await db.queries.selectFrom('schema_migrations').select(['version', 'name']).execute();
      expect(recorded).toEqual(migrations.map(({ version, name }) => ({ version, name })));
      expect(await createContactStore(db.queries).count()).toBe(0);
    } finally {
      await db.close();
    }
  });

  it.skipIf(skip)('run once when several instances open an empty database at the same moment', async () => {
    const opened = await Promise.all([1, 2, 3, 4].map(() => openSiteDatabase(target())));
    try {
      for (const db of opened) {
        const recorded = await db.queries.selectFrom('schema_migrations').select('version').execute();
        expect(recorded).toEqual(migrations.map(({ version }) => ({ version })));
      }
    } finally {
      await Promise.all(opened.map((db) => db.close()));
    }
  });

  it.skipIf(skip)('refuse a database made by a newer version of the program', async () => {
    const db = await openSiteDatabase(target());
    await db.queries.insertInto('schema_migrations').values({ version: 99, name: 'future', applied_at: 'now' }).execute();
    await db.close();
    const reopening = openSiteDatabase(target());
    await expect(reopening).rejects.toThrow(DatabaseError);
    await expect(reopening).rejects.toThrow(`schema version 99, newer than this program knows (${latest})`);
  });

  it.skipIf(skip)('commit a contact message before insert resolves: another connection reads it at once', async () => {
    const writer = await openSiteDatabase(target());
    const reader = await openSiteDatabase(target());
    try {
      const id = await createContactStore(writer.queries).insert({
        receivedAt: '2025-01-01T00:00:00.000Z',
        name: 'Ama',
        email: 'ama@example.com',
        phone: '0',
        subject: 's',
        message: 'durable',
        spam: false,
        forwardStatus: 'not-configured',
      });
      const { rows } = await sql<{ message: string }>`SELECT message FROM contact_messages WHERE id = ${id}`.execute(reader.queries);
      expect(rows).toEqual([{ message: 'durable' }]);
    } finally {
      await writer.close();
      await reader.close();
    }
  });
});

describe('a PostgreSQL database closed', () => {
  // An operator's restart, a test's DROP DATABASE … WITH (FORCE): the server ends every connection the
  // moment close() has returned. None of them may still be open to report itself "lost".
  it.skipIf(testDatabaseUrl === undefined)(
    'has ended all its connections when close() returns: the server ending them then reports nothing',
    async () => {
      const errors = vi.mocked(console.error);
      for (let round = 0; round < 15; round += 1) {
        const { target, drop } = await createTestTarget('postgres');
        const db = await openSiteDatabase(target, { poolSize: 10 });
        // Four connections at once, so the pool holds four to end.
        await Promise.all(Array.from({ length: 10 }, () => sql`SELECT pg_sleep(0.02)`.execute(db.queries)));
        await db.close();
        await drop();
      }
      // The server's goodbye on a connection still open would arrive within moments of the drop.
      await sleep(100);
      expect(errors.mock.calls.map((call) => call.join(' '))).toEqual([]);
    },
    60_000,
  );
});
