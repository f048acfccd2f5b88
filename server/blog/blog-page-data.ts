/*
 * What a blog page is rendered with, and which addresses exist, read from one snapshot of the blog
 * (blog-page-render.ts renders and caches the pages; this module holds no state).
 */
import { siteConfig } from '../../site.config';
import type { BlogPageData } from '../../src/common/blog-page-data';
import { parseId } from '../api/id-param';
import type { BlogSnapshot, SnapshotPost } from './blog-snapshot';
import { relatedPostLimit } from './blog-store';

/** Posts a list page shows: the same setting the list reads. */
const listPageSize = siteConfig.blog.pageSize;

export type BlogPageKind = BlogPageData['kind'];
type Kind = BlogPageKind;

/** The pattern with its one parameter filled in: "/newspage/:catId/collections/" → "/newspage/3/collections/". */
export function addressOf(pattern: string, value: string | undefined): string {
  return value === undefined ? pattern : pattern.replace(/:[A-Za-z][A-Za-z0-9_]*/, encodeURIComponent(value));
}

/** The pages a list has; a malformed category has none. */
export function pageCountOf(param: string | undefined, snapshot: BlogSnapshot): number {
  const id = param === undefined ? undefined : parseId('catId', param);
  if (id?.ok === false) return 0;
  const count = id === undefined ? snapshot.posts.length : snapshot.posts.filter((post) => post.categoryId === id.id).length;
  return Math.ceil(count / listPageSize);
}

/** The list page asked for, as its canonical query: "" for page 1 (or none, or nonsense), "?page=N" up to the last. */
export function pageSearch(query: unknown, pageCount: number): string {
  const raw = query && typeof query === 'object' ? (query as Record<string, unknown>).page : undefined;
  const requested = typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : 1;
  const page = Math.min(Math.max(requested, 1), Math.max(pageCount, 1));
  return page <= 1 ? '' : `?page=${page}`;
}

/** Whether a post page's or a category page's id names something in this version of the blog. */
export function isKnownId(kind: Kind, param: string, snapshot: BlogSnapshot): boolean {
  const id = parseId('id', param);
  if (!id.ok) return false;
  return kind === 'post' ? snapshot.posts.some((post) => post.id === id.id) : snapshot.categories.some((category) => category.id === id.id);
}

function listItem(post: SnapshotPost) {
  return { id: post.id, title: post.title, date: post.date, image: post.image };
}

/** The data a page is rendered with, read from one snapshot of the blog (the same as its cache key's version). */
export function pageData(
  kind: Kind,
  param: string | undefined,
  search: string,
  path: string,
  snapshot: BlogSnapshot,
  sanitize: (html: string) => string,
): BlogPageData {
  const id = param === undefined ? undefined : parseId('id', param);
  if (kind === 'list') {
    // A malformed category lists nothing, like an unknown one: the spec's empty state, answered 404.
    const posts = param === undefined ? snapshot.posts : id?.ok ? snapshot.posts.filter((post) => post.categoryId === id.id) : [];
    const category = id?.ok ? snapshot.categories.find((candidate) => candidate.id === id.id) : undefined;
    return { kind, search, path, catId: param, posts: posts.map(listItem), category };
  }
  const post = id?.ok ? snapshot.posts.find((candidate) => candidate.id === id.id) : undefined;
  const related =
    post === undefined ? [] : snapshot.posts.filter((other) => other.categoryId === post.categoryId && other.id !== post.id).slice(0, relatedPostLimit);
  return {
    kind,
    search,
    path,
    id: param ?? '',
    post:
      post === undefined
        ? undefined
        : {
            id: post.id,
            title: post.title,
            date: post.date,
            author: post.author,
            image: post.image,
            content: sanitize(post.contentHtml),
            category: post.category,
          },
    related: related.map(({ id: relatedId, title }) => ({ id: relatedId, title })),
  };
}
