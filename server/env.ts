import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './project-root';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

export interface ServerConfig {
  port: number;
  host: string;
  logLevel: LogLevel;
  /** Absolute path of the build output (holds `client/`, `routes.json`, `build-info.json`). */
  distDir: string;
  /** Absolute path of the folder holding the database file. */
  dataDir: string;
  /** Contact messages accepted per address per minute. */
  contactRateLimit: number;
  /** Where contact messages are forwarded by e-mail; undefined when SMTP is not configured. */
  smtp: SmtpSettings | undefined;
  /** PostgreSQL instead of the SQLite file in dataDir; it may hold a password, so it is never logged. */
  databaseUrl: string | undefined;
  /** Redis or Valkey shared by the instances for the contact rate limit; undefined: each instance counts alone. */
  redisUrl: string | undefined;
  /** Absolute path of a folder (shared by the instances) serving /uploads/; undefined: content/blog/images. */
  uploadsDir: string | undefined;
}

export interface SmtpSettings {
  /** `smtp://user:password@host:587` or `smtps://…:465`; it holds a password, so it is never logged. */
  url: string;
  to: string;
  from: string;
}

export type EnvParseResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

/** What each variable must look like, in words a person setting it can act on. */
const expectations = {
  PORT: 'an integer from 1 to 65535',
  HOST: 'a host name or IP address without spaces, such as 0.0.0.0 or localhost',
  LOG_LEVEL: `one of ${logLevels.join(', ')}`,
  DIST_DIR: 'a folder path',
  DATA_DIR: 'a folder path',
  CONTACT_RATE_LIMIT: 'a whole number of contact messages per minute per address, from 1 to 1000000',
  SMTP_URL: 'an smtp:// or smtps:// address such as smtp://user:password@mail.example.com:587',
  CONTACT_TO: 'an e-mail address (required when SMTP_URL is set)',
  CONTACT_FROM: 'an e-mail address (required when SMTP_URL is set)',
  DATABASE_URL: 'a postgres:// or postgresql:// address such as postgres://site:password@db.example.com:5432/site',
  REDIS_URL: 'a redis:// or rediss:// address such as redis://127.0.0.1:6379',
  UPLOADS_DIR: 'a folder path',
} as const;

type VariableName = keyof typeof expectations;

/** Deliberately loose: a typo such as a missing "@" is caught, the mail server judges the rest. */
const emailAddress = /^[^\s@<>]+@[^\s@<>]+$/;

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(65535))
    .default(8080),
  HOST: z
    .string()
    .regex(/^\S+$/)
    .default('0.0.0.0'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  DIST_DIR: z.string().default(path.join(projectRoot, 'dist')),
  DATA_DIR: z.string().default(path.join(projectRoot, 'data')),
  CONTACT_RATE_LIMIT: z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(1).max(1_000_000))
    .default(5),
  SMTP_URL: z
    .string()
    .refine((value) => {
      const url = URL.canParse(value) ? new URL(value) : undefined;
      return url !== undefined && /^smtps?:$/.test(url.protocol) && url.hostname !== '';
    })
    .optional(),
  CONTACT_TO: z.string().regex(emailAddress).optional(),
  CONTACT_FROM: z.string().regex(emailAddress).optional(),
  DATABASE_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^postgres(?:ql)?:$/.test(new URL(value).protocol))
    .optional(),
  REDIS_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol))
    .optional(),
  UPLOADS_DIR: z.string().optional(),
});

function isVariableName(key: PropertyKey | undefined): key is VariableName {
  return typeof key === 'string' && Object.hasOwn(expectations, key);
}

/**
 * Reads the server's settings from an environment. Pure, so every message can be tested.
 * An empty value counts as unset: env files and `PORT= npm start` often leave one blank.
 * A relative DIST_DIR or DATA_DIR is taken from the project root, not the working directory, like the default.
 * SMTP_URL holds a password: a bad value is reported by name only, never echoed.
 */
export function parseEnv(env: Record<string, string | undefined>): EnvParseResult {
  const input: Partial<Record<VariableName, string>> = {};
  for (const name of Object.keys(expectations) as VariableName[]) {
    const value = env[name]?.trim();
    if (value) input[name] = value;
  }

  const result = envSchema.safeParse(input);
  if (!result.success) {
    const names = new Set(result.error.issues.map((issue) => issue.path[0]).filter(isVariableName));
    const found = (name: VariableName) =>
      ['SMTP_URL', 'DATABASE_URL', 'REDIS_URL'].includes(name) ? 'another value (not shown: it may hold a password)' : JSON.stringify(env[name]);
    const problems = [...names].map((name) => `${name}: expected ${expectations[name]}, found ${found(name)}`);
    return { ok: false, problems };
  }

  const { PORT, HOST, LOG_LEVEL, DIST_DIR, DATA_DIR, CONTACT_RATE_LIMIT, SMTP_URL, CONTACT_TO, CONTACT_FROM, DATABASE_URL, REDIS_URL, UPLOADS_DIR } =
    result.data;
  let smtp: SmtpSettings | undefined;
  if (SMTP_URL !== undefined) {
    if (CONTACT_TO === undefined || CONTACT_FROM === undefined) {
      const missing = (['CONTACT_TO', 'CONTACT_FROM'] as const).filter((name) => input[name] === undefined);
      return { ok: false, problems: missing.map((name) => `${name}: expected ${expectations[name]}, found it unset`) };
    }
    smtp = { url: SMTP_URL, to: CONTACT_TO, from: CONTACT_FROM };
  }
  return {
    ok: true,
    config: {
      port: PORT,
      host: HOST,
      logLevel: LOG_LEVEL,
      distDir: path.resolve(projectRoot, DIST_DIR),
      dataDir: path.resolve(projectRoot, DATA_DIR),
      contactRateLimit: CONTACT_RATE_LIMIT,
      smtp,
      databaseUrl: DATABASE_URL,
      redisUrl: REDIS_URL,
      uploadsDir: UPLOADS_DIR === undefined ? undefined : path.resolve(projectRoot, UPLOADS_DIR),
    },
  };
}

export function formatEnvProblems(problems: readonly string[]): string {
  return [
    'The server cannot start: these environment variables are not valid:',
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n');
}
