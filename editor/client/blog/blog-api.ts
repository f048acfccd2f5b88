import { get, post } from '../api';

/** The blog as the editor's server lists it (editor/server/blog/blog-endpoints.ts). */
type PostSummary = { file: string; slug: string; title: string; date: string; category: string; image: string | undefined; problems: number };
export type BlogCategory = { id: number; title: string; posts: string[] };
export type BlogListing = { posts: PostSummary[]; categories: BlogCategory[]; images: string[] };

/** One problem of a post at its field ("title", "date", "category", "image", "body", "slug", "file"). */
export type PostIssue = { field: string; message: string };

export type PostFields = Record<string, string>;
export type OpenedPost = { file: string; slug: string; text: string; version: string; fields?: PostFields; body?: string };

export const CATEGORIES_FILE = 'content/blog/categories.json';

export const loadBlog = () => get<BlogListing>('/api/blog');
export const loadPost = (file: string) => get<OpenedPost>(`/api/blog/post?file=${encodeURIComponent(file)}`);

export type PostDraft = { slug: string; fields: PostFields; body: string };

export const previewPost = (draft: PostDraft) =>
  post<{ html?: string; issues: { file: string; path: string; message: string }[]; postIssues?: PostIssue[]; milliseconds: number }>(
    '/api/blog/preview',
    draft,
  );

export const savePost = (request: { file: string; base: string; fields: PostFields; body: string; confirm?: boolean; expect?: string }) =>
  post<{ changed: boolean; diff?: string; expect?: string; saved?: boolean; version?: string }>('/api/blog/save', request);

export const createPost = (draft: PostDraft) => post<{ file: string; version: string }>('/api/blog/posts', draft);

export const deletePost = (request: { file: string; confirm?: boolean; version?: string }) =>
  post<{ mentions?: string[]; version?: string; deleted?: boolean }>('/api/blog/posts/delete', request);

export const uploadBlogImage = (name: string, data: string) => post<{ name: string; images: string[] }>('/api/blog/upload', { name, data });

/** A file's bytes as base64, in slices (a large image would overflow String.fromCharCode's arguments). */
export function base64Of(bytes: Uint8Array): string {
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
  return btoa(binary);
}
