import { get } from '../api';
import { type BlogListing, loadBlog } from '../blog/blog-api';
import type { ContentFileSummary, FormSpecs, UsageIndex } from '../form-types';
import { createStore } from './store';

/**
 * What the editor knows of the content as saved (decision 022): the files, the forms made from the
 * schemas, the images and icons to pick from, where everything is used. Read once at start and again
 * after a change on disk (a save, a new or deleted page, an upload).
 */
export type ContentIndex = {
  files: ContentFileSummary[];
  /** The symbolic links of content/ and public/ the editor leaves out (decision 027), each with its message. */
  refusedLinks: { file: string; message: string }[];
  forms?: FormSpecs;
  images: string[];
  icons: { name: string; svg: string }[];
  usage?: UsageIndex;
  /** The blog's posts, categories and images (issue 30). */
  blog?: BlogListing;
};

export const contentIndex = createStore<ContentIndex>({ files: [], refusedLinks: [], images: [], icons: [] });

const update = (change: Partial<ContentIndex>) => contentIndex.set((state) => ({ ...state, ...change }));

export const reloadFiles = () =>
  get<{ files: ContentFileSummary[]; refused: { file: string; message: string }[] }>('/api/files').then((answer) =>
    update({ files: answer.files, refusedLinks: answer.refused }),
  );
export const reloadUsage = () => get<UsageIndex>('/api/usage').then((usage) => update({ usage }));

/** After an upload or a deletion in the image picker: the new list, and where-used again. */
export const setImages = (images: string[]) => {
  update({ images });
  void reloadUsage();
};

export const setBlog = (blog: BlogListing) => update({ blog });
/** The blog's listing read again; a failure is said in the status line. */
export const reloadBlog = (onError: (message: string) => void) =>
  loadBlog().then(setBlog, (caught: unknown) => onError(caught instanceof Error ? caught.message : String(caught)));

export function loadContentIndex(): void {
  void reloadFiles();
  void get<FormSpecs>('/api/forms').then((forms) => update({ forms }));
  void get<{ images: string[] }>('/api/images').then((answer) => update({ images: answer.images }));
  void get<{ icons: { name: string; svg: string }[] }>('/api/icons').then((answer) => update({ icons: answer.icons }));
  void reloadUsage();
}

/** Every page path and `path#anchor` a link picker offers. */
export const routesOf = (files: ContentFileSummary[]) =>
  files.flatMap((file) => (file.path && !file.path.includes(':') ? [file.path, ...(file.anchors ?? []).map((anchor) => `${file.path}#${anchor}`)] : [])).sort();
