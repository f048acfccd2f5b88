import type { SiteDatabase } from '../database/open-database';

/** The API's shapes (spec §7), as the browser reads them. */
export interface CategoryRecord {
  id: number;
  title: string;
}

export interface PostListItem {
  id: number;
  title: string;
  /** YYYY-MM-DD */
  date: string;
  /** A file name served under /uploads/, or null. */
  image: string | null;
}

export interface PostRecord extends PostListItem {
  author: string;
  /** HTML from the post's Markdown; the browser sanitises it before showing it. */
  content: string;
  /** The category's title. */
  category: string;
}

export interface RelatedPost {
  id: number;
  title: string;
}

export interface BlogStore {
  categories(): CategoryRecord[];
  category(id: number): CategoryRecord | undefined;
  /** Newest first; every post when no category is given. */
  posts(categoryId?: number): PostListItem[];
  post(id: number): PostRecord | undefined;
  /** Plain text for link previews. */
  postSummary(id: number): string | undefined;
  /** Other posts of the same category, newest first; undefined when the post does not exist. */
  related(id: number, limit?: number): RelatedPost[] | undefined;
}

/** Related posts shown beside a post: enough for the sidebar, never the whole archive. */
export const relatedPostLimit = 10;

export function createBlogStore(db: SiteDatabase): BlogStore {
  const categories = db.prepare('SELECT id, title FROM categories ORDER BY id');
  const category = db.prepare('SELECT id, title FROM categories WHERE id = ?');
  const allPosts = db.prepare('SELECT id, title, date, image FROM posts ORDER BY date DESC, id DESC');
  const postsOfCategory = db.prepare('SELECT id, title, date, image FROM posts WHERE category_id = ? ORDER BY date DESC, id DESC');
  const post = db.prepare(`
    SELECT posts.id, posts.title, posts.date, posts.author, posts.image, posts.content_html AS content, categories.title AS category
    FROM posts JOIN categories ON categories.id = posts.category_id
    WHERE posts.id = ?
  `);
  const summary = db.prepare('SELECT summary FROM posts WHERE id = ?').pluck();
  const categoryOfPost = db.prepare('SELECT category_id FROM posts WHERE id = ?').pluck();
  const related = db.prepare('SELECT id, title FROM posts WHERE category_id = ? AND id <> ? ORDER BY date DESC, id DESC LIMIT ?');

  // Casts: each statement's columns are the interface's fields, as the SQL above names them.
  return {
    categories: () => categories.all() as CategoryRecord[],
    category: (id) => category.get(id) as CategoryRecord | undefined,
    posts: (categoryId) => (categoryId === undefined ? allPosts.all() : postsOfCategory.all(categoryId)) as PostListItem[],
    post: (id) => post.get(id) as PostRecord | undefined,
    postSummary: (id) => summary.get(id) as string | undefined,
    related: (id, limit = relatedPostLimit) => {
      const categoryId = categoryOfPost.get(id) as number | undefined;
      return categoryId === undefined ? undefined : (related.all(categoryId, id, limit) as RelatedPost[]);
    },
  };
}
