import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { defaultBlogDir } from '../blog/blog-content';
import { importBlogIfEmpty, type ImportSummary } from '../blog/blog-import';
import { registerBlogRoutes } from '../blog/blog-routes';
import { createBlogStore, type BlogStore } from '../blog/blog-store';
import type { ContactForwarder } from '../contact/contact-forwarder';
import { ContactForwarding } from '../contact/contact-forwarding';
import { registerContactRoutes } from '../contact/contact-routes';
import { createContactStore, type ContactStore } from '../contact/contact-store';
import { databaseTarget, openSiteDatabase, type SiteDatabase } from '../database/open-database';
import { connectSharedRateLimit, rateLimitKeyPrefix, type SharedRateLimit } from '../rate-limit/shared-rate-limit';
import { SharedAcceptedMessageLimit } from '../contact/shared-accepted-message-limit';
import { registerJsonCompression } from './json-compression';
import { registerApiErrorHandler } from './api-errors';

export interface ApiOptions {
  /** Shares the contact rate limit between instances through Redis or Valkey (REDIS_URL). */
  redisUrl?: string;
  /** The folder of the database file (DATA_DIR); not used when databaseUrl is given. */
  dataDir: string;
  /** PostgreSQL instead of the SQLite file (DATABASE_URL). */
  databaseUrl?: string;
  /** Where /uploads/ serves blog images from (UPLOADS_DIR); the blog folder's images/ by default. */
  uploadsDir?: string;
  /** Where the blog's posts, categories and images are; content/blog by default. */
  blogDir?: string;
  /** Contact messages accepted per address per minute (CONTACT_RATE_LIMIT); 5 by default. */
  contactRateLimit?: number;
  /** Searches answered per address per minute (SEARCH_RATE_LIMIT); 60 by default. */
  searchRateLimit?: number;
  /** Forwards each stored message, by SMTP in production; none by default. */
  contactForwarder?: ContactForwarder;
}

export interface SiteApi {
  db: SiteDatabase;
  blogStore: BlogStore;
  contactStore: ContactStore;
  /** Served under /uploads/. */
  imagesDir: string;
  contactRateLimit: number;
  searchRateLimit: number;
  contactForwarder: ContactForwarder | undefined;
  /** What this instance imported on start: set only when it found the blog empty. */
  importedBlog: ImportSummary | undefined;
}

/**
 * Opens the database (created and migrated when needed) and, when it has no blog yet, imports
 * content/blog/. Throws BlogContentError, listing every problem, when that content is not valid.
 */
export async function openSiteApi(options: ApiOptions): Promise<SiteApi> {
  const blogDir = options.blogDir ?? defaultBlogDir;
  const db = await openSiteDatabase(databaseTarget(options));
  let importedBlog: ImportSummary | undefined;
  try {
    importedBlog = await importBlogIfEmpty(db, blogDir);
  } catch (error) {
    await db.close();
    throw error;
  }
  return {
    db,
    blogStore: createBlogStore(db.queries),
    contactStore: createContactStore(db.queries),
    imagesDir: options.uploadsDir ?? path.join(blogDir, 'images'),
    contactRateLimit: options.contactRateLimit ?? 5,
    searchRateLimit: options.searchRateLimit ?? 60,
    contactForwarder: options.contactForwarder,
    importedBlog,
  };
}

/**
 * Must come before any route it limits; it limits only routes that ask (`config.rateLimit`). With
 * `redisUrl` (REDIS_URL) the counts live in Redis, shared by every instance; when Redis cannot be
 * reached the limit is skipped (fail open) and shared-rate-limit.ts logs it.
 */
/** The rate limiter for the routes that ask for one; returns the Redis connection when the count is shared. */
export async function registerRateLimit(app: FastifyInstance, redisUrl?: string): Promise<SharedRateLimit | undefined> {
  const shared = redisUrl === undefined ? undefined : connectSharedRateLimit(redisUrl, app.log);
  if (shared) app.addHook('onClose', () => shared.close());
  await app.register(fastifyRateLimit, {
    global: false,
    ...(shared && { redis: shared.redis, nameSpace: rateLimitKeyPrefix, skipOnError: true }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many messages from your address: at most ${context.max} a minute. Please try again in ${context.after}.`,
    }),
  });
  return shared;
}

/**
 * The blog and contact endpoints, answering errors in JSON; the database closes with the server, after
 * pending forwards. Form-encoded bodies are read here only, for the contact form posted without JavaScript.
 */
export async function registerSiteApi(app: FastifyInstance, api: SiteApi, shared?: SharedRateLimit): Promise<void> {
  if (api.importedBlog) {
    app.log.info({ ...api.importedBlog, database: api.db.location }, 'Imported the blog into the empty database');
  }
  const forwarding = api.contactForwarder ? new ContactForwarding(api.contactStore, api.contactForwarder, app.log) : undefined;
  await app.register(async (scope) => {
    registerApiErrorHandler(scope);
    await registerJsonCompression(scope);
    await scope.register(fastifyFormbody);
    registerBlogRoutes(scope, api.blogStore);
    const acceptedMessages = shared && new SharedAcceptedMessageLimit(api.contactRateLimit, shared.redis, rateLimitKeyPrefix);
    registerContactRoutes(scope, { store: api.contactStore, rateLimit: api.contactRateLimit, forwarding, acceptedMessages });
  });
  app.addHook('onClose', async () => {
    await forwarding?.settled();
    await api.db.close();
  });
}
