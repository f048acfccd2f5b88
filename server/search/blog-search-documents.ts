import { plainTextOf } from '../blog/post-summary';
import { readContentVersion, setContentFingerprint } from '../database/content-versions';
import type { Dialect } from '../database/migrations';
import type { SiteQueries } from '../database/site-tables';
import { replaceSearchDocuments, type SearchDocument } from './search-index';

/**
 * Inside the caller's transaction: the blog's posts and category pages, as they are in the database,
 * replace the blog's documents in the search index. The import calls it in its own transaction, so a
 * post is searchable as soon as the import commits; the server calls it at start only when the
 * index holds another version of the blog (a database imported before the index existed, or by an
 * older program).
 */
export async function indexBlog(db: SiteQueries, dialect: Dialect): Promise<number> {
  const categories = await db.selectFrom('categories').select(['id', 'title']).orderBy('id').execute();
  const posts = await db
    .selectFrom('posts')
    .innerJoin('categories', 'categories.id', 'posts.category_id')
    .select(['posts.id', 'posts.title', 'posts.date', 'posts.author', 'posts.content_html', 'posts.category_id', 'categories.title as category'])
    .orderBy('posts.id')
    .execute();
  const documents: SearchDocument[] = [
    ...posts.map((post) => ({
      key: `post:${post.id}`,
      kind: 'post' as const,
      path: `/our/blog/${post.id}/single`,
      title: post.title,
      headings: `${post.category} ${post.author}`,
      body: plainTextOf(post.content_html),
      date: post.date,
    })),
    ...categories.map((category) => ({
      key: `category:${category.id}`,
      kind: 'category' as const,
      path: `/newspage/${category.id}/collections/`,
      title: category.title,
      headings: '',
      body: posts
        .filter((post) => post.category_id === category.id)
        .map((post) => post.title)
        .join('. '),
      date: null,
    })),
  ];
  await replaceSearchDocuments(db, dialect, 'blog', documents);
  // What the index now holds: this version of the blog (a start that finds it the same indexes nothing).
  await setContentFingerprint(db, 'search:blog', String((await readContentVersion(db, 'blog')).version));
  return documents.length;
}
