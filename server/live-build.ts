/**
 * Serving a new build without a restart (decision 032). The process owns one listening HTTP server;
 * each build is served by its own Fastify app (all plugins, the build loaded, the database opened),
 * built beside the live one and made ready before any request reaches it. A reload then points the
 * server's one request listener at the new app: requests already running finish on the old app,
 * which is closed (its database handle, timers, Redis) once the last of them has answered. A build
 * that fails to load leaves the live app serving, and the reason is logged.
 */
import { realpath, stat } from 'node:fs/promises';
import http from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';

/** Makes one app on the given server factory (Fastify's `serverFactory` option). */
export type CreateApp = (serverFactory: FastifyServerFactory) => Promise<FastifyInstance>;

interface Generation {
  app: FastifyInstance;
  handler: http.RequestListener;
  inFlight: number;
  retired: boolean;
  closing?: Promise<void>;
}

interface ServerTimeouts {
  http?: http.ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** A retired app still waiting for a request after this long is closed anyway (requests time out at 30 s). */
const retiredGraceMs = 60_000;

export class LiveServer {
  /** The listening server; its timeouts and limits are those the first app was created with. */
  readonly server: http.Server;
  private live: Generation;
  private closingServer = false;
  private reloading: Promise<boolean> | undefined;
  private reloadAgain = false;

  private constructor(server: http.Server, live: Generation) {
    this.server = server;
    this.live = live;
  }

  /** The first app, on a server this process will listen on. Not listening yet: call `listen`. */
  static async create(createApp: CreateApp): Promise<LiveServer> {
    let captured: { server: http.Server; handler: http.RequestListener } | undefined;
    let live: LiveServer | undefined;
    const app = await createApp((handler, fastifyOptions) => {
      // Cast: Fastify's generic options type leaves these fields unknown; they are the numbers it normalised.
      const options = fastifyOptions as ServerTimeouts;
      // What Fastify sets on a server it creates itself (lib/server.js), since it does not on one a factory makes.
      const server = http.createServer(options.http ?? {}, (request, response) => live?.dispatch(request, response));
      server.keepAliveTimeout = options.keepAliveTimeout ?? 72_000;
      server.requestTimeout = options.requestTimeout ?? 0;
      server.setTimeout(options.connectionTimeout ?? 0);
      if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
      captured = { server, handler };
      return server;
    });
    if (!captured) throw new Error('LiveServer: the app did not create its server through the factory it was given');
    await app.ready();
    live = new LiveServer(captured.server, { app, handler: captured.handler, inFlight: 0, retired: false });
    return live;
  }

  /** The app answering new requests. */
  get app(): FastifyInstance {
    return this.live.app;
  }

  listen(port: number, host: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve();
      });
    });
  }

  private dispatch(request: http.IncomingMessage, response: http.ServerResponse): void {
    const generation = this.live;
    generation.inFlight += 1;
    response.once('close', () => {
      generation.inFlight -= 1;
      if (generation.retired && generation.inFlight === 0) void this.closeGeneration(generation);
    });
    if (this.closingServer) response.setHeader('Connection', 'close');
    generation.handler(request, response);
  }

  /**
   * Makes a new app and, once it is ready, sends every new request to it. Resolves true when it
   * switched; false when the new app failed (the error goes to `onError`, the live app keeps serving).
   * Reloads asked for while one runs are merged into one more, after it.
   */
  reload(createApp: CreateApp, onError: (error: unknown) => void): Promise<boolean> {
    if (this.reloading) {
      this.reloadAgain = true;
      return this.reloading;
    }
    const run = async (): Promise<boolean> => {
      let switched = false;
      do {
        this.reloadAgain = false;
        switched = await this.reloadOnce(createApp, onError);
      } while (this.reloadAgain && !this.closingServer);
      return switched;
    };
    this.reloading = run().finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private async reloadOnce(createApp: CreateApp, onError: (error: unknown) => void): Promise<boolean> {
    let handler: http.RequestListener | undefined;
    let app: FastifyInstance | undefined;
    try {
      app = await createApp((appHandler) => {
        handler = appHandler;
        // Never listened on: the app's own server object exists only because Fastify needs one.
        return http.createServer();
      });
      await app.ready();
      if (!handler) throw new Error('the app did not create its server through the factory it was given');
    } catch (error) {
      await app?.close().catch(() => undefined);
      onError(error);
      return false;
    }
    if (this.closingServer) {
      await app.close();
      return false;
    }
    const old = this.live;
    this.live = { app, handler, inFlight: 0, retired: false };
    old.retired = true;
    if (old.inFlight === 0) void this.closeGeneration(old);
    else setTimeout(() => void this.closeGeneration(old), retiredGraceMs).unref();
    return true;
  }

  private closeGeneration(generation: Generation): Promise<void> {
    generation.closing ??= generation.app.close().catch((error: unknown) => {
      generation.app.log.error({ err: error }, 'The previous build did not close cleanly');
    });
    return generation.closing;
  }

  /**
   * Stops accepting connections, lets requests in flight finish (idle keep-alive connections are
   * closed at once, and every answer from now on closes its connection), then closes the app.
   */
  async close(): Promise<void> {
    this.closingServer = true;
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeIdleConnections();
    const sweep = setInterval(() => this.server.closeIdleConnections(), 100);
    await closed;
    clearInterval(sweep);
    await this.reloading?.catch(() => undefined);
    this.live.retired = true;
    await this.closeGeneration(this.live);
  }
}

/**
 * Which build a path names now: its real path (a `current` link followed) and the folder's inode (a
 * build swapped in by renames, decision 029, has a new one). undefined while there is none.
 */
export async function buildIdentity(distDir: string): Promise<string | undefined> {
  try {
    const real = await realpath(distDir);
    const info = await stat(real);
    return `${real}#${info.ino}`;
  } catch {
    return undefined;
  }
}

/**
 * Calls `onChange` when the build `distDir()` names changes (a release switched `current`, a build
 * swapped `dist/`), looking every `intervalMs`. A path that names nothing for a moment (between a
 * build's two renames) is not a change. Returns the function that stops watching.
 */
export function watchBuild(distDir: () => string, initial: string | undefined, onChange: () => Promise<unknown>, intervalMs = 1000): () => void {
  let last = initial;
  let busy = false;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const now = await buildIdentity(distDir());
      if (now !== undefined && now !== last) {
        last = now;
        await onChange();
      }
    } finally {
      busy = false;
    }
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
