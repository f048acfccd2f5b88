// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultConnectionLimits, formatEnvProblems, parseEnv } from './env';
import { projectRoot } from './project-root';

function problemsOf(env: Record<string, string | undefined>): string[] {
  const result = parseEnv(env);
  if (result.ok) throw new Error(`expected problems, got ${JSON.stringify(result.config)}`);
  return result.problems;
}

describe('parseEnv', () => {
  it('falls back to the defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      ok: true,
      config: {
        port: 8080,
        host: '0.0.0.0',
        logLevel: 'info',
        distDir: path.join(projectRoot, 'dist'),
        dataDir: path.join(projectRoot, 'data'),
        contactRateLimit: 5,
        searchRateLimit: 60,
        smtp: undefined,
        production: false,
        limits: defaultConnectionLimits,
        trustProxy: false,
        shutdownGraceMs: 10_000,
      },
    });
  });

  it('treats an empty value as unset', () => {
    const result = parseEnv({ PORT: '', HOST: ' ' });
    expect(result.ok && result.config.port).toBe(8080);
    expect(result.ok && result.config.host).toBe('0.0.0.0');
  });

  it('reads every variable', () => {
    const result = parseEnv({
      PORT: '3000',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      DIST_DIR: '/srv/site/dist',
      DATA_DIR: '/var/lib/site',
      CONTACT_RATE_LIMIT: '20',
      SEARCH_RATE_LIMIT: '30',
      SMTP_URL: 'smtps://mailer:secret@mail.example.com:465',
      CONTACT_TO: 'desk@example.com',
      CONTACT_FROM: 'website@example.com',
      NODE_ENV: 'production',
      REQUEST_TIMEOUT_MS: '20000',
      HEADERS_TIMEOUT_MS: '5000',
      KEEP_ALIVE_TIMEOUT_MS: '4000',
      IDLE_TIMEOUT_MS: '15000',
      MAX_CONNECTIONS: '500',
      MAX_REQUESTS_PER_SOCKET: '100',
      SHUTDOWN_GRACE_MS: '3000',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(result).toEqual({
      ok: true,
      config: {
        port: 3000,
        host: '127.0.0.1',
        logLevel: 'debug',
        distDir: '/srv/site/dist',
        dataDir: '/var/lib/site',
        contactRateLimit: 20,
        searchRateLimit: 30,
        smtp: { url: 'smtps://mailer:secret@mail.example.com:465', to: 'desk@example.com', from: 'website@example.com' },
        production: true,
        limits: {
          requestTimeoutMs: 20_000,
          headersTimeoutMs: 5_000,
          keepAliveTimeoutMs: 4_000,
          idleTimeoutMs: 15_000,
          maxConnections: 500,
          maxRequestsPerSocket: 100,
        },
        trustProxy: ['10.0.0.0/8', '127.0.0.1'],
        shutdownGraceMs: 3_000,
      },
    });
  });

  it.each([
    ['false', false],
    ['TRUE', true],
    ['2', 2],
    ['loopback', ['loopback']],
  ] as const)('reads TRUST_PROXY=%s', (value, expected) => {
    const result = parseEnv({ TRUST_PROXY: value });
    expect(result.ok && result.config.trustProxy).toEqual(expected);
  });

  it('names each connection limit that is not a number of milliseconds, and a header limit above the request limit', () => {
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '30s', MAX_CONNECTIONS: '0', TRUST_PROXY: 'the proxy' })).toEqual([
      'REQUEST_TIMEOUT_MS: expected a whole number of milliseconds from 100 to 3600000, found "30s"',
      'MAX_CONNECTIONS: expected a whole number of connections from 1 to 1000000, found "0"',
      'TRUST_PROXY: expected false, true, a number of proxies in front of the server, or a comma-separated list of proxy addresses or CIDR ranges, found "the proxy"',
    ]);
    expect(problemsOf({ REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '10000' })).toEqual([
      'HEADERS_TIMEOUT_MS: expected a whole number of milliseconds from 100 to 3600000, not more than REQUEST_TIMEOUT_MS, found "10000"',
    ]);
  });

  it('resolves a relative DATA_DIR from the project root', () => {
    const result = parseEnv({ DATA_DIR: 'var/data' });
    expect(result.ok && result.config.dataDir).toBe(path.join(projectRoot, 'var', 'data'));
  });

  it.each(['0', 'five', '2.5', '-3', '1000001'])('rejects CONTACT_RATE_LIMIT=%s', (limit) => {
    expect(problemsOf({ CONTACT_RATE_LIMIT: limit })).toEqual([
      `CONTACT_RATE_LIMIT: expected a whole number of contact messages per minute per address, from 1 to 1000000, found "${limit}"`,
    ]);
  });

  it.each(['relay.internal', 'http://user:hunter2@relay.internal', 'smtp://user:hunter2@'])('rejects SMTP_URL=%s without echoing it', (url) => {
    const problems = problemsOf({ SMTP_URL: url, CONTACT_TO: 'a@example.com', CONTACT_FROM: 'b@example.com' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ address .+, found another value \(not shown/);
    expect(problems[0]).not.toContain(url);
  });

  it('requires CONTACT_TO and CONTACT_FROM when SMTP_URL is set', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.com' })).toEqual([
      'CONTACT_TO: expected an e-mail address (required when SMTP_URL is set), found it unset',
      'CONTACT_FROM: expected an e-mail address (required when SMTP_URL is set), found it unset',
    ]);
  });

  it('rejects a contact address that is not an e-mail address', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.com', CONTACT_TO: 'desk', CONTACT_FROM: 'web@example.com' })).toEqual([
      'CONTACT_TO: expected an e-mail address (required when SMTP_URL is set), found "desk"',
    ]);
  });

  it('leaves SMTP off when only the addresses are set', () => {
    const result = parseEnv({ CONTACT_TO: 'desk@example.com' });
    expect(result.ok && result.config.smtp).toBeUndefined();
  });

  it('resolves a relative DIST_DIR from the project root', () => {
    const result = parseEnv({ DIST_DIR: 'build/output' });
    expect(result.ok && result.config.distDir).toBe(path.join(projectRoot, 'build', 'output'));
  });

  it('names PORT, what it expects and the value found when PORT is not a number', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual(['PORT: expected an integer from 1 to 65535, found "eighty"']);
  });

  it.each(['0', '65536', '80.5', '-1', '8080abc'])('rejects PORT=%s', (port) => {
    const problems = problemsOf({ PORT: port });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('PORT');
    expect(problems[0]).toContain(`"${port}"`);
  });

  it('accepts the edges of the port range', () => {
    expect(parseEnv({ PORT: '1' }).ok).toBe(true);
    expect(parseEnv({ PORT: '65535' }).ok).toBe(true);
  });

  it('lists every bad variable at once', () => {
    const problems = problemsOf({ PORT: 'x', LOG_LEVEL: 'loud', HOST: 'my host' });
    expect(problems).toHaveLength(3);
    expect(problems.find((problem) => problem.startsWith('LOG_LEVEL:'))).toBe(
      'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent, found "loud"',
    );
    expect(problems.some((problem) => problem.startsWith('HOST:') && problem.includes('"my host"'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('PORT:'))).toBe(true);
  });

  it('ignores variables it does not own', () => {
    expect(parseEnv({ NODE_ENV: 'whatever', PATH: '/usr/bin' }).ok).toBe(true);
  });
});

describe('formatEnvProblems', () => {
  it('puts each problem on its own line under a heading', () => {
    expect(formatEnvProblems(['PORT: a', 'HOST: b']).split('\n')).toEqual([
      'The server cannot start: these environment variables are not valid:',
      '  - PORT: a',
      '  - HOST: b',
    ]);
  });
});
