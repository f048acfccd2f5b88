import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import type { SiteDatabase } from '../database/open-database';
import { type MatchedDocument, matchSearchDocuments, sqliteMatchQuery } from './search-index';

/** Ranks a query's matches (search-index.ts), here or in other threads. */
export interface SearchReaders {
  match(terms: string[]): Promise<MatchedDocument[]>;
  /**
   * The short reads each search makes on the event loop's thread, when these readers have a quicker
   * way than the site's query builder (threadReaders: statements prepared once on a read-only
   * connection); `undefined` when they have none, or it failed to open (site-search.ts then reads
   * through `database.queries`, as before).
   */
  local?(): LocalReads | undefined;
  close(): Promise<void>;
}

/** The index's version (content_versions' `search` row, 0 when missing) and the shown documents' text, read at once. */
interface LocalReads {
  version(): number;
  texts(ids: readonly number[]): { id: number; headings: string; body: string }[];
}

/** The rankings run on the caller's connection (PostgreSQL: the pool already runs them outside this process). */
export function inThreadReaders(database: SiteDatabase): SearchReaders {
  return { match: (terms) => matchSearchDocuments(database.queries, database.dialect, terms), close: async () => undefined };
}

/**
 * A reader thread: a read-only connection to the site's SQLite file (WAL lets it read while the
 * server's connection writes) that runs the statements it is sent, compiled by the main thread from
 * search-index.ts, with their parameters bound. Plain JavaScript, so it runs without a TypeScript loader.
 */
const readerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const connection = new Database(workerData.file, { readonly: true, fileMustExist: true });
connection.pragma('busy_timeout = 5000');
parentPort.postMessage({ ready: true });
const statements = new Map();
parentPort.on('message', ({ id, sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (statement === undefined) {
      statement = connection.prepare(sql);
      if (statements.size >= 64) statements.clear();
      statements.set(sql, statement);
    }
    // As one JSON text: a string crosses threads as a copy, where 200 rows cloned one by one cost
    // the event loop more to read than JSON.parse() of the same rows.
    parentPort.postMessage({ id, rows: JSON.stringify(statement.all(...parameters)) });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Reader {
  worker: Worker;
  pending: Map<number, { resolve: (rows: MatchedDocument[]) => void; reject: (error: Error) => void }>;
  /** Its connection is open: until then (a thread takes 150–250 ms of CPU to come up) the caller's connection answers. */
  ready: boolean;
  failed: boolean;
}

/**
 * SQLite: better-sqlite3 answers on the thread that asks, so a ranking of a few milliseconds holds
 * every other request of the event loop meanwhile. Here each ranking goes to one of `count` reader
 * threads (one per core by default, at most 4), each with its own read-only connection to `file`:
 * the event loop stays free, and the cores rank side by side. A reader whose thread stops fails
 * the queries it had, and the next queries go to the others, or to the caller's own connection.
 * The threads start with the first query, not with the server (decision 031, amended "a precompiled
 * server"): the start to /healthz does not wait for them, and the caller's connection answers until
 * one of them has its connection open.
 */
export function threadReaders(
  database: SiteDatabase,
  file: string,
  count = Math.max(1, Math.min(4, os.availableParallelism())),
): SearchReaders & { threadsUp(): Promise<number> } {
  const fallback = inThreadReaders(database);
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  let nextId = 0;
  let turn = 0;
  /** Every query sent and not yet answered, settled either way. */
  const inFlight = new Set<Promise<void>>();
  let closed = false;
  let readers: Reader[] = [];
  /** The event loop's own read-only connection, opened with the first search; `failed` when it could not be (then never tried again). */
  let local: { connection: Database.Database; reads: LocalReads } | 'failed' | undefined;
  const openLocal = () => {
    try {
      const connection = new Database(file, { readonly: true, fileMustExist: true });
      try {
        connection.pragma('busy_timeout = 5000');
        const version = connection.prepare<[], { version: number }>("SELECT version FROM content_versions WHERE name = 'search'");
        // One statement per number of ids (at most a page of results: ten).
        const texts = new Map<number, Database.Statement<number[], { id: number; headings: string; body: string }>>();
        const reads: LocalReads = {
          version: () => Number(version.get()?.version ?? 0),
          texts(ids) {
            if (ids.length === 0) return [];
            let statement = texts.get(ids.length);
            if (statement === undefined) {
              statement = connection.prepare(`SELECT id, headings, body FROM search_documents WHERE id IN (${ids.map(() => '?').join(', ')})`);
              if (texts.size >= 64) texts.clear();
              texts.set(ids.length, statement);
            }
            return statement.all(...ids);
          },
        };
        return { connection, reads };
      } catch (error) {
        connection.close();
        throw error;
      }
    } catch {
      return 'failed' as const;
    }
  };
  /** Settles when each thread has its connection open or has failed. */
  let up: Promise<unknown> = Promise.resolve();
  const startReaders = () =>
    Array.from({ length: count }, () => {
      const worker = new Worker(readerSource, { eval: true, workerData: { driver, file } });
      const reader: Reader = { worker, pending: new Map(), ready: false, failed: false };
      // An idle reader does not keep the process alive; a query waiting on one does (the server is listening).
      worker.unref();
      worker.on('message', (message: { id: number; rows?: string; error?: string; ready?: true }) => {
        if (message.ready) {
          reader.ready = true;
          return;
        }
        const waiting = reader.pending.get(message.id);
        reader.pending.delete(message.id);
        if (message.error !== undefined) waiting?.reject(new Error(`Search: ${message.error}`));
        else waiting?.resolve(message.rows === undefined ? [] : (JSON.parse(message.rows) as MatchedDocument[]));
      });
      const fail = (error: Error) => {
        reader.failed = true;
        for (const waiting of reader.pending.values()) waiting.reject(error);
        reader.pending.clear();
      };
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`Search: a reader thread stopped (exit code ${code})`)));
      const settled = new Promise<void>((resolve) => {
        worker.on('message', (message: { ready?: true }) => message.ready && resolve());
        worker.once('error', () => resolve());
        worker.once('exit', () => resolve());
      });
      up = Promise.all([up, settled]);
      return reader;
    });
  return {
    match(terms) {
      if (terms.length === 0) return Promise.resolve([]);
      if (closed) return fallback.match(terms);
      if (readers.length === 0) readers = startReaders();
      // The reader with the fewest queries waiting, from the next in turn.
      let chosen: Reader | undefined;
      for (let offset = 0; offset < readers.length; offset += 1) {
        const reader = readers[(turn + offset) % readers.length];
        if (reader?.ready && !reader.failed && (chosen === undefined || reader.pending.size < chosen.pending.size)) chosen = reader;
      }
      turn += 1;
      if (chosen === undefined) return fallback.match(terms);
      const reader = chosen;
      const { sql, parameters } = sqliteMatchQuery(terms).compile(database.queries);
      const id = nextId++;
      const answer = new Promise<MatchedDocument[]>((resolve, reject) => reader.pending.set(id, { resolve, reject }));
      const settled = answer.then(
        () => undefined,
        () => undefined,
      );
      inFlight.add(settled);
      void settled.then(() => inFlight.delete(settled));
      reader.worker.postMessage({ id, sql, parameters });
      return answer;
    },
    local() {
      if (closed) return undefined;
      local ??= openLocal();
      return local === 'failed' ? undefined : local.reads;
    },
    /** Starts the threads if no query has yet, and says how many came up (the others failed to open the file). */
    async threadsUp() {
      if (readers.length === 0 && !closed) readers = startReaders();
      await up;
      return readers.filter((reader) => reader.ready && !reader.failed).length;
    },
    async close() {
      // Queries in flight (the server closing with requests still open) are answered first; new ones use the caller's connection.
      closed = true;
      for (const reader of readers) reader.failed = true;
      await Promise.all(inFlight);
      await Promise.all(readers.map((reader) => reader.worker.terminate()));
      if (local !== undefined && local !== 'failed') local.connection.close();
      local = 'failed';
    },
  };
}
