/**
 * The scale-out stack for the integration suite and `npm run bench:scale`, all on loopback in one
 * temporary folder: PostgreSQL (initdb + pg_ctl), Redis, two instances of the server and nginx with
 * deploy/nginx.conf. Debian's packages: postgresql, redis-server, nginx (.ci/run installs them).
 * PostgreSQL refuses to run as root: as root its commands run as the `postgres` user.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/project-root';

/**
 * The stack's ports: 8701-8780 unless SCALE_PORT_BASE moves the block (8900 → 8901-8980), so the
 * suite and `npm run bench:scale` can run beside another checkout's stack. `spare` is a third
 * instance's port; `unusedRedis` is a port where no Redis listens.
 */
const portBase = Number(process.env.SCALE_PORT_BASE ?? 8700);
if (!Number.isInteger(portBase) || portBase < 1024 || portBase > 65_435)
  throw new Error(`SCALE_PORT_BASE: expected a port from 1024 to 65435, found ${process.env.SCALE_PORT_BASE}`);
export const ports = {
  postgres: portBase + 54,
  redis: portBase + 79,
  nginx: portBase + 80,
  instances: [portBase + 1, portBase + 2],
  spare: portBase + 3,
  unusedRedis: portBase + 78,
} as const;

const pgBin = (() => {
  const found = ['17', '16', '15'].map((version) => `/usr/lib/postgresql/${version}/bin`).find((dir) => existsSync(path.join(dir, 'initdb')));
  return found ?? '/usr/lib/postgresql/15/bin';
})();
const isRoot = process.getuid?.() === 0;

function asPostgres(command: string, args: string[]): void {
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

async function answers(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
  return response.status < 500;
}

export interface Instance {
  port: number;
  process: ChildProcess;
  log: string[];
}

/** One line of nginx's access log: when, what, and which instance answered. */
export interface ProxiedRequest {
  /** Epoch milliseconds when nginx finished the request. */
  at: number;
  method: string;
  uri: string;
  status: number;
  /** Every instance tried, in order ("127.0.0.1:8701"); more than one when nginx retried. */
  upstreams: string[];
}

export class Stack {
  /** `distDir`: the build the instances and nginx serve (the checkout's dist/ by default; a release's current/dist in release.test.ts). */
  /**
   * `database`: the instances' database on the suite's PostgreSQL; `site` (scale-out.test.ts's, which
   * must find it empty) unless a test brings its own (release.test.ts imports a blog into its own).
   */
  constructor(
    readonly distDir = path.join(projectRoot, 'dist'),
    readonly database = 'site',
  ) {}
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'scaleout-'));
  get databaseUrl(): string {
    return `postgres://postgres@127.0.0.1:${ports.postgres}/${this.database}`;
  }
  readonly adminUrl = `postgres://postgres@127.0.0.1:${ports.postgres}/postgres`;
  readonly redisUrl = `redis://127.0.0.1:${ports.redis}`;
  readonly proxyUrl = `http://127.0.0.1:${ports.nginx}`;
  readonly instances = new Map<number, Instance>();
  readonly accessLog = path.join(this.dir, 'nginx-access.log');
  private redis: ChildProcess | undefined;
  private nginx: ChildProcess | undefined;
  private pgStarted = false;

  async startPostgres(): Promise<void> {
    const pgDir = path.join(this.dir, 'pg');
    chmodSync(this.dir, 0o755);
    if (isRoot) chownSync(this.dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()), 0);
    asPostgres(path.join(pgBin, 'initdb'), ['-D', pgDir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    asPostgres(path.join(pgBin, 'pg_ctl'), [
      '-D',
      pgDir,
      '-l',
      path.join(this.dir, 'pg.log'),
      '-w',
      '-o',
      `-p ${ports.postgres} -k ${this.dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
      'start',
    ]);
    this.pgStarted = true;
    asPostgres(path.join(pgBin, 'createdb'), ['-h', '127.0.0.1', '-p', String(ports.postgres), '-U', 'postgres', 'site']);
  }

  async startRedis(): Promise<void> {
    this.redis = spawn('redis-server', ['--port', String(ports.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir], {
      stdio: 'ignore',
    });
    await waitFor('Redis', async () => spawnSync('redis-cli', ['-p', String(ports.redis), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG');
  }

  /** Starts (or restarts) the instance on `port`; resolves when it answers. */
  async startInstance(port: number, extraEnv: Record<string, string> = {}, timeoutMs = 60_000): Promise<Instance> {
    const instance = this.launchInstance(port, extraEnv);
    const { process: child, log } = instance;
    await waitFor(
      `The instance on port ${port}`,
      async () => {
        if (child.exitCode !== null) throw new Error(`The instance on port ${port} exited: ${log.join('')}`);
        return answers(`http://127.0.0.1:${port}/api/categories`);
      },
      timeoutMs,
    );
    return instance;
  }

  /** Spawns the instance on `port` without waiting for it (the bench times its start itself). */
  launchInstance(port: number, extraEnv: Record<string, string> = {}): Instance {
    const log: string[] = [];
    // As deploy/'s unit runs it: server/launch.mjs runs the precompiled server in its own process, so a
    // signal reaches the server itself. Two instances launched at once share one bundle safely.
    const child = spawn(process.execPath, ['server/launch.mjs', '--no-build'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        DIST_DIR: this.distDir,
        DATA_DIR: path.join(this.dir, `data-${port}`),
        DATABASE_URL: this.databaseUrl,
        REDIS_URL: this.redisUrl,
        CONTACT_RATE_LIMIT: '5',
        TRUST_PROXY: '127.0.0.1',
        ...extraEnv,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    const instance = { port, process: child, log };
    this.instances.set(port, instance);
    return instance;
  }

  /** SIGKILL: the instance dies as in a crash, without finishing open requests. */
  async killInstance(port: number): Promise<void> {
    const instance = this.instances.get(port);
    if (!instance || instance.process.exitCode !== null || instance.process.signalCode !== null) return;
    const exited = new Promise((resolve) => instance.process.once('exit', resolve));
    instance.process.kill('SIGKILL');
    await exited;
  }

  /** nginx with deploy/nginx.conf, its upstream holding the instances on `upstreamPorts`. */
  async startNginx(upstreamPorts: readonly number[] = ports.instances): Promise<void> {
    const template = readFileSync(path.join(projectRoot, 'deploy/nginx.conf'), 'utf8');
    // The recipe's first server line, repeated once per instance (its max_fails and fail_timeout kept).
    const serverLine = /^([ \t]*)server 127\.0\.0\.1:8081 (.*)$/m.exec(template);
    if (!serverLine || !/server 127\.0\.0\.1:8082 /.test(template)) throw new Error('deploy/nginx.conf: no upstream lines for 8081 and 8082');
    const upstream = upstreamPorts.map((port) => `${serverLine[1]}server 127.0.0.1:${port} ${serverLine[2]}`).join('\n');
    const site = template
      .replace(/^[ \t]*server 127\.0\.0\.1:8082 .*\n/m, '')
      .replace(serverLine[0], upstream)
      .replace(/listen 80;/, `listen 127.0.0.1:${ports.nginx};`)
      .replace('/srv/gruppo-site/current/dist/client', path.join(this.distDir, 'client'))
      .replace('/srv/gruppo-site/current/content/blog/images/', `${path.join(this.distDir, '..', 'content/blog/images')}/`);
    writeFileSync(path.join(this.dir, 'site.conf'), site);
    const temp = (name: string) => path.join(this.dir, `nginx-${name}`);
    writeFileSync(
      path.join(this.dir, 'nginx.conf'),
      [
        isRoot ? 'user root;' : '',
        'worker_processes 2;',
        'daemon off;',
        `pid ${path.join(this.dir, 'nginx.pid')};`,
        `error_log ${path.join(this.dir, 'nginx-error.log')} warn;`,
        'events { worker_connections 1024; }',
        'http {',
        '  include /etc/nginx/mime.types;',
        '  default_type application/octet-stream;',
        // When, and which instance answered each request: the suite checks that they take turns,
        // the bench when traffic returns to a restarted instance.
        "  log_format upstream '$msec $request_method $uri $status $upstream_addr';",
        `  access_log ${this.accessLog} upstream;`,
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${temp(name)};`),
        `  include ${path.join(this.dir, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    this.nginx = spawn('nginx', ['-c', path.join(this.dir, 'nginx.conf'), '-p', this.dir], { stdio: 'ignore' });
    await waitFor('nginx', () => answers(`${this.proxyUrl}/api/categories`));
  }

  async stopNginx(): Promise<void> {
    await stopChild(this.nginx);
    this.nginx = undefined;
  }

  async startInfrastructure(): Promise<void> {
    await this.startPostgres();
    await this.startRedis();
  }

  /** Two instances and nginx, on a PostgreSQL and Redis already running. */
  async startInstancesAndProxy(): Promise<void> {
    // Both instances start together against the empty database: they must migrate and import once.
    await Promise.all(ports.instances.map((port) => this.startInstance(port)));
    await this.startNginx();
  }

  /** [method, path, status, the instance's port] of each request nginx passed on, oldest first. */
  proxied(): [string, string, number, number][] {
    // Retried requests list every upstream tried ("a:1, b:2"); the last one answered.
    return this.proxiedRequests().map(({ method, uri, status, upstreams }) => [method, uri, status, Number(upstreams.at(-1)?.split(':').at(-1))]);
  }

  /** Each request nginx passed on, oldest first, with its time and every instance it tried. */
  proxiedRequests(): ProxiedRequest[] {
    if (!existsSync(this.accessLog)) return [];
    return readFileSync(this.accessLog, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [msec = '0', method = '', uri = '', status = '0', ...tried] = line.split(' ');
        return { at: Math.round(Number(msec) * 1000), method, uri, status: Number(status), upstreams: tried.join(' ').split(', ') };
      });
  }

  /** Stops everything this stack started and removes its folder; safe to call after a failed start. */
  async stop(): Promise<void> {
    for (const port of this.instances.keys()) await this.killInstance(port);
    for (const child of [this.nginx, this.redis]) await stopChild(child);
    if (this.pgStarted) asPostgres(path.join(pgBin, 'pg_ctl'), ['-D', path.join(this.dir, 'pg'), '-m', 'immediate', '-w', 'stop']);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** SIGTERM, then waits for the exit; nothing to do for a process that is gone or never started. */
async function stopChild(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
