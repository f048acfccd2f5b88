import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './project-root';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof logLevels)[number];

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
  /** Searches (/search requests) answered per address per minute. */
  searchRateLimit: number;
  /** Where contact messages are forwarded by e-mail; undefined when SMTP is not configured. */
  smtp: SmtpSettings | undefined;
  /** NODE_ENV=production: serve the existing build, never build. */
  production: boolean;
  limits: ConnectionLimits;
  /** Which proxies' X-Forwarded-For to believe (Fastify's trustProxy); false: the header is ignored. */
  trustProxy: TrustProxy;
  /** How long SIGTERM waits for requests in flight before the process exits anyway. */
  shutdownGraceMs: number;
  /** PostgreSQL instead of the SQLite file in dataDir; it may hold a password, so it is never logged. */
  databaseUrl: string | undefined;
  /** Redis or Valkey shared by the instances for the contact rate limit; undefined: each instance counts alone. */
  redisUrl: string | undefined;
  /** Absolute path of a folder (shared by the instances) serving /uploads/; undefined: content/blog/images. */
  uploadsDir: string | undefined;
}

export type TrustProxy = boolean | number | string[];

/** What a slow, idle or greedy client may hold; see the README's table of variables. */
export interface ConnectionLimits {
  /** The whole request (headers and body) must arrive within this (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** The headers must arrive within this (Node's headersTimeout); not more than requestTimeoutMs. */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** A connection with no traffic either way (a client that stopped reading) is closed after this. */
  idleTimeoutMs: number;
  /** Open connections beyond this are refused. */
  maxConnections: number;
  /** A connection is closed after this many requests; 0: no limit. */
  maxRequestsPerSocket: number;
}

export const defaultConnectionLimits: ConnectionLimits = {
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 30_000,
  maxConnections: 2_000,
  // No limit by default: Node answers requests a client pipelines past the limit with 503, and a
  // reverse proxy's pooled connections gain nothing from being cut.
  maxRequestsPerSocket: 0,
};

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
  SEARCH_RATE_LIMIT: 'a whole number of searches per minute per address, from 1 to 1000000',
  SMTP_URL: 'an smtp:// or smtps:// address such as smtp://user:password@mail.example.com:587',
  CONTACT_TO: 'an e-mail address (required when SMTP_URL is set)',
  CONTACT_FROM: 'an e-mail address (required when SMTP_URL is set)',
  NODE_ENV: 'any text; production serves the existing build and never builds',
  REQUEST_TIMEOUT_MS: 'a whole number of milliseconds from 100 to 3600000',
  HEADERS_TIMEOUT_MS: 'a whole number of milliseconds from 100 to 3600000, not more than REQUEST_TIMEOUT_MS',
  KEEP_ALIVE_TIMEOUT_MS: 'a whole number of milliseconds from 100 to 3600000',
  IDLE_TIMEOUT_MS: 'a whole number of milliseconds from 100 to 3600000',
  MAX_CONNECTIONS: 'a whole number of connections from 1 to 1000000',
  MAX_REQUESTS_PER_SOCKET: 'a whole number of requests from 0 (no limit) to 1000000',
  SHUTDOWN_GRACE_MS: 'a whole number of milliseconds from 0 to 600000',
  TRUST_PROXY: 'false, true, a number of proxies in front of the server, or a comma-separated list of proxy addresses or CIDR ranges',
  DATABASE_URL: 'a postgres:// or postgresql:// address such as postgres://site:password@db.example.com:5432/site',
  REDIS_URL: 'a redis:// or rediss:// address such as redis://127.0.0.1:6379',
  UPLOADS_DIR: 'a folder path',
} as const;

type VariableName = keyof typeof expectations;

/** Deliberately loose: a typo such as a missing "@" is caught, the mail server judges the rest. */
const emailAddress = /^[^\s@<>]+@[^\s@<>]+$/;

function wholeNumber(min: number, max: number, fallback: number) {
  return z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max)).default(fallback);
}

const milliseconds = (fallback: number) => wholeNumber(100, 3_600_000, fallback);

/** An IPv4 or IPv6 address, optionally with a /prefix, or a name proxy-addr knows (loopback, linklocal, uniquelocal). */
const proxyAddress = /^(?:[0-9a-fA-F:.]+(?:\/\d{1,3})?|loopback|linklocal|uniquelocal)$/;

const trustProxySchema = z
  .string()
  .transform((value, context): TrustProxy => {
    const lower = value.toLowerCase();
    if (lower === 'false') return false;
    if (lower === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const addresses = value.split(',').map((address) => address.trim());
    if (addresses.every((address) => proxyAddress.test(address))) return addresses;
    context.addIssue({ code: 'custom', message: 'not a proxy setting' });
    return z.NEVER;
  })
  .default(false);

const envSchema = z.object({
  PORT: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(65535)).default(8080),
  HOST: z.string().regex(/^\S+$/).default('0.0.0.0'),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  DIST_DIR: z.string().default(path.join(projectRoot, 'dist')),
  DATA_DIR: z.string().default(path.join(projectRoot, 'data')),
  CONTACT_RATE_LIMIT: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(1_000_000)).default(5),
  SEARCH_RATE_LIMIT: z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(1_000_000)).default(60),
  SMTP_URL: z
    .string()
    .refine((value) => {
      const url = URL.canParse(value) ? new URL(value) : undefined;
      return url !== undefined && /^smtps?:$/.test(url.protocol) && url.hostname !== '';
    })
    .optional(),
  CONTACT_TO: z.string().regex(emailAddress).optional(),
  CONTACT_FROM: z.string().regex(emailAddress).optional(),
  NODE_ENV: z.string().optional(),
  REQUEST_TIMEOUT_MS: milliseconds(defaultConnectionLimits.requestTimeoutMs),
  HEADERS_TIMEOUT_MS: milliseconds(defaultConnectionLimits.headersTimeoutMs),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(defaultConnectionLimits.keepAliveTimeoutMs),
  IDLE_TIMEOUT_MS: milliseconds(defaultConnectionLimits.idleTimeoutMs),
  MAX_CONNECTIONS: wholeNumber(1, 1_000_000, defaultConnectionLimits.maxConnections),
  MAX_REQUESTS_PER_SOCKET: wholeNumber(0, 1_000_000, defaultConnectionLimits.maxRequestsPerSocket),
  SHUTDOWN_GRACE_MS: wholeNumber(0, 600_000, 10_000),
  TRUST_PROXY: trustProxySchema,
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

  const { PORT, HOST, LOG_LEVEL, DIST_DIR, DATA_DIR, CONTACT_RATE_LIMIT, SMTP_URL, CONTACT_TO, CONTACT_FROM, NODE_ENV, DATABASE_URL, REDIS_URL, UPLOADS_DIR } =
    result.data;
  if (result.data.HEADERS_TIMEOUT_MS > result.data.REQUEST_TIMEOUT_MS) {
    // Node refuses to start with headersTimeout above requestTimeout.
    return { ok: false, problems: [`HEADERS_TIMEOUT_MS: expected ${expectations.HEADERS_TIMEOUT_MS}, found ${JSON.stringify(env.HEADERS_TIMEOUT_MS)}`] };
  }
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
      searchRateLimit: result.data.SEARCH_RATE_LIMIT,
      smtp,
      production: NODE_ENV === 'production',
      limits: {
        requestTimeoutMs: result.data.REQUEST_TIMEOUT_MS,
        headersTimeoutMs: result.data.HEADERS_TIMEOUT_MS,
        keepAliveTimeoutMs: result.data.KEEP_ALIVE_TIMEOUT_MS,
        idleTimeoutMs: result.data.IDLE_TIMEOUT_MS,
        maxConnections: result.data.MAX_CONNECTIONS,
        maxRequestsPerSocket: result.data.MAX_REQUESTS_PER_SOCKET,
      },
      trustProxy: result.data.TRUST_PROXY,
      shutdownGraceMs: result.data.SHUTDOWN_GRACE_MS,
      databaseUrl: DATABASE_URL,
      redisUrl: REDIS_URL,
      uploadsDir: UPLOADS_DIR === undefined ? undefined : path.resolve(projectRoot, UPLOADS_DIR),
    },
  };
}

export function formatEnvProblems(problems: readonly string[]): string {
  return ['The server cannot start: these environment variables are not valid:', ...problems.map((problem) => `  - ${problem}`)].join('\n');
}
