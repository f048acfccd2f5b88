// @vitest-environment node
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeTempDir } from '../testing/test-site';
import { DatabaseError, databaseFile, migrate, openDatabase } from './open-database';

let dataDir: string;

beforeEach(async () => {
  dataDir = path.join(await makeTempDir('database-'), 'nested', 'data');
});

afterEach(async () => {
  await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
});

describe('openDatabase', () => {
  it('creates the folder and the file, in WAL mode with full synchronous commits', () => {
    const db = openDatabase(dataDir);
    try {
      expect(existsSync(databaseFile(dataDir))).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      // 2 is FULL.
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all();
      expect(tables).toEqual(expect.arrayContaining(['categories', 'contact_messages', 'posts', 'schema_migrations']));
      expect(db.prepare('SELECT version, name FROM schema_migrations').all()).toEqual([
        { version: 1, name: 'blog categories and posts, contact messages' },
      ]);
    } finally {
      db.close();
    }
  });

  it('migrates once: reopening keeps the data and applies nothing again', () => {
    const first = openDatabase(dataDir);
    first.prepare('INSERT INTO categories (id, title) VALUES (1, ?)').run('News');
    first.close();
    const second = openDatabase(dataDir);
    try {
      expect(migrate(second)).toEqual([]);
      expect(second.prepare('SELECT title FROM categories').pluck().all()).toEqual(['News']);
    } finally {
      second.close();
    }
  });

  it('applies a later migration to an existing database', () => {
    const db = openDatabase(dataDir);
    try {
      const applied = migrate(db, [
        { version: 1, name: 'already there', sql: 'SELECT 1' },
        { version: 2, name: 'new column', sql: 'ALTER TABLE posts ADD COLUMN extra TEXT' },
      ]);
      expect(applied).toEqual([2]);
      expect(db.prepare('PRAGMA table_info(posts)').all()).toContainEqual(expect.objectContaining({ name: 'extra' }));
    } finally {
      db.close();
    }
  });

  it('rolls back a migration that fails, leaving its version unrecorded', () => {
    const db = openDatabase(dataDir);
    try {
      expect(() => migrate(db, [{ version: 2, name: 'broken', sql: 'CREATE TABLE half (x); THIS IS NOT SQL' }])).toThrow();
      expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'half'").pluck().get()).toBe(0);
      expect(db.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(1);
    } finally {
      db.close();
    }
  });

  it('refuses a database made by a newer version of the program', () => {
    const db = openDatabase(dataDir);
    db.prepare("INSERT INTO schema_migrations (version, name, applied_at) VALUES (99, 'future', 'now')").run();
    db.close();
    expect(() => openDatabase(dataDir)).toThrow(DatabaseError);
    expect(() => openDatabase(dataDir)).toThrow(/schema version 99, newer than this program knows \(1\)/);
  });

  it('does not create a database when asked only to open one', () => {
    expect(() => openDatabase(dataDir, { create: false })).toThrow(DatabaseError);
    expect(existsSync(databaseFile(dataDir))).toBe(false);
  });
});
