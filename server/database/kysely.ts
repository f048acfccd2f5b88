import { createRequire } from 'node:module';
import type * as KyselyModule from 'kysely';

/**
 * Kysely's values for the server, from its CommonJS build. An `import … from 'kysely'` resolves to
 * its ES module build, 262 files, and under tsx (`node --import tsx server/start.ts`) every ES module
 * is resolved and loaded through tsx's hooks thread, one round trip each: about 0.2–0.6 s of the
 * server's start on 2 shared cores (decision 031, amended "a start under tsx"). `require` loads the
 * same version's CommonJS files in the thread itself. Types still come from `import type … from 'kysely'`.
 * Every value the server uses comes from here, so one copy of Kysely is loaded.
 */
const kysely = createRequire(import.meta.url)('kysely') as typeof KyselyModule;

export const { Kysely, PostgresDialect, SqliteDialect, sql } = kysely;
