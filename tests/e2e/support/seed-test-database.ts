/**
 * Run by the Playwright webServer command before `npm start`: fills the fresh DATA_DIR with the site's
 * blog (content/blog/) plus the suite's own posts (tests/e2e/fixtures/blog/posts/, e.g. the post full
 * of script-injection vectors), through the same import the server and `npm run blog:import` use. The
 * server then finds a database with a blog and keeps it. The public content is never touched.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { defaultBlogDir } from '../../../server/blog/blog-content';
import { importBlog } from '../../../server/blog/blog-import';
import { openSiteDatabase } from '../../../server/database/open-database';

const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error('seed-test-database: set DATA_DIR to the test database folder');
  process.exit(1);
}

const blogDir = path.join(dataDir, 'blog-source');
await cp(defaultBlogDir, blogDir, { recursive: true });
await cp(path.join(import.meta.dirname, '..', 'fixtures', 'blog', 'posts'), path.join(blogDir, 'posts'), { recursive: true });

const db = await openSiteDatabase({ dialect: 'sqlite', dataDir });
try {
  const summary = await importBlog(db, blogDir, dataDir);
  console.log(`Test database: ${summary.posts} posts in ${summary.categories} categories in ${dataDir}`);
} finally {
  await db.close();
}
