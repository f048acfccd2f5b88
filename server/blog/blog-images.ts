import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** What feeds (enclosure) and link previews (og:image:width/height) say about an image. */
export interface BlogImageInfo {
  width: number | undefined;
  height: number | undefined;
  /** Bytes, for the RSS enclosure's length. */
  length: number;
  type: string;
}

const mimeTypes: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  avif: 'image/avif',
  gif: 'image/gif',
};

/**
 * Reads the images of a folder (the one /uploads/ serves, or the build's client/) on first use and remembers them; `forget`
 * drops what was read, for when an import may have replaced the files. A missing or unreadable file
 * gives undefined: the post is still published, without the image details.
 */
export function createBlogImages(imagesDir: string) {
  const known = new Map<string, Promise<BlogImageInfo | undefined>>();

  async function read(fileName: string): Promise<BlogImageInfo | undefined> {
    try {
      // A name inside the folder only: a post's image is a plain file name, the site's share image a path.
      const root = path.resolve(imagesDir);
      const file = path.resolve(root, fileName.replace(/^\/+/, ''));
      if (!file.startsWith(`${root}${path.sep}`)) return undefined;
      const bytes = await readFile(file);
      let size: { width?: number; height?: number } = {};
      try {
        // Loaded with the first image asked for (a feed, a post's link preview), not at start: 26 modules.
        const { imageSize } = await import('image-size');
        size = imageSize(bytes);
      } catch {
        // Not an image image-size understands: served all the same, just without its size.
      }
      const extension = path.extname(fileName).slice(1).toLowerCase();
      return { width: size.width, height: size.height, length: bytes.length, type: mimeTypes[extension] ?? 'application/octet-stream' };
    } catch {
      return undefined;
    }
  }

  return {
    info(fileName: string): Promise<BlogImageInfo | undefined> {
      let info = known.get(fileName);
      if (info === undefined) {
        info = read(fileName);
        known.set(fileName, info);
      }
      return info;
    },
    forget(): void {
      known.clear();
    },
  };
}

export type BlogImages = ReturnType<typeof createBlogImages>;
