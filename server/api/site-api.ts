import path from 'node:path';
import { defaultBlogDir } from '../blog/blog-content';
import { type ImportSummary, importBlogIfEmpty } from '../blog/blog-import';
import { type BlogStore, createBlogStore } from '../blog/blog-store';
import type { ContactForwarder } from '../contact/contact-forwarder';
import { type ContactStore, createContactStore } from '../contact/contact-store';
import { databaseTarget, openSiteDatabase, type SiteDatabase } from '../database/open-database';

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
