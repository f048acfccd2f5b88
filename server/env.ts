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
}

export type EnvParseResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

/** What each variable must look like, in words a person setting it can act on. */
const expectations = {
  PORT: 'an integer from 1 to 65535',
  HOST: 'a host name or IP address without spaces, such as 0.0.0.0 or localhost',
  LOG_LEVEL: `one of ${logLevels.join(', ')}`,
  DIST_DIR: 'a folder path',
} as const;

type VariableName = keyof typeof expectations;

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
});

function isVariableName(key: PropertyKey | undefined): key is VariableName {
  return typeof key === 'string' && Object.hasOwn(expectations, key);
}

/**
 * Reads the server's settings from an environment. Pure, so every message can be tested.
 * An empty value counts as unset: env files and `PORT= npm start` often leave one blank.
 * A relative DIST_DIR is taken from the project root, not the working directory, like the default.
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
    const problems = [...names].map(
      (name) => `${name}: expected ${expectations[name]}, found ${JSON.stringify(env[name])}`,
    );
    return { ok: false, problems };
  }

  const { PORT, HOST, LOG_LEVEL, DIST_DIR } = result.data;
  return {
    ok: true,
    config: { port: PORT, host: HOST, logLevel: LOG_LEVEL, distDir: path.resolve(projectRoot, DIST_DIR) },
  };
}

export function formatEnvProblems(problems: readonly string[]): string {
  return [
    'The server cannot start: these environment variables are not valid:',
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n');
}
