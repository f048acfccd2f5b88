import type { SiteQueries } from '../database/site-tables';

/** The API's shapes (spec §7), as the browser reads them. */
interface CategoryRecord {
  id: number;
  title: string;
}

interface PostListItem {
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

interface RelatedPost {
  id: number;
  title: string;
}

export interface BlogStore {
  categories(): Promise<CategoryRecord[]>;
  category(id: number): Promise<CategoryRecord | undefined>;
  /** Newest first; every post when no category is given. */
  posts(categoryId?: number): Promise<PostListItem[]>;
  post(id: number): Promise<PostRecord | undefined>;
  /** Plain text for link previews. */
  postSummary(id: number): Promise<string | undefined>;
  /** When the post was last revised (YYYY-MM-DD): null when never, undefined when there is no such post. Not in the API's shapes. */
  postUpdated(id: number): Promise<string | null | undefined>;
  /** Other posts of the same category, newest first; undefined when the post does not exist. */
  related(id: number, limit?: number): Promise<RelatedPost[] | undefined>;
}

/** Related posts shown beside a post: enough for the sidebar, never the whole archive. */
export const relatedPostLimit = 10;

/** The blog's reads, the same SQL on SQLite and PostgreSQL. */
export function createBlogStore(db: SiteQueries): BlogStore {
  const listItems = () => db.selectFrom('posts').select(['id', 'title', 'date', 'image']).orderBy('date', 'desc').orderBy('id', 'desc');

  return {
    categories: () => db.selectFrom('categories').select(['id', 'title']).orderBy('id').execute(),
    category: (id) => db.selectFrom('categories').select(['id', 'title']).where('id', '=', id).executeTakeFirst(),
    posts: (categoryId) => (categoryId === undefined ? listItems() : listItems().where('category_id', '=', categoryId)).execute(),
    post: (id) =>
      db
        .selectFrom('posts')
        .innerJoin('categories', 'categories.id', 'posts.category_id')
        .select(['posts.id', 'posts.title', 'posts.date', 'posts.author', 'posts.image', 'posts.content_html as content', 'categories.title as category'])
        .where('posts.id', '=', id)
        .executeTakeFirst(),
    postSummary: async (id) => (await db.selectFrom('posts').select('summary').where('id', '=', id).executeTakeFirst())?.summary,
    postUpdated: async (id) => (await db.selectFrom('posts').select('updated').where('id', '=', id).executeTakeFirst())?.updated,
    related: async (id, limit = relatedPostLimit) => {
      const post = await db.selectFrom('posts').select('category_id').where('id', '=', id).executeTakeFirst();
      if (post === undefined) return undefined;
      return db
        .selectFrom('posts')
        .select(['id', 'title'])
        .where('category_id', '=', post.category_id)
        .where('id', '<>', id)
        .orderBy('date', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}
