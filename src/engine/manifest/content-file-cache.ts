import { type FSWatcher, watch } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { COLLECTIONS_DIR } from './collection-checks';
import { PAGES_DIR } from './page-checks';
import { type ManifestDrafts, readManifestFile } from './read-manifest-file';

export const SITE_FILE = 'content/site.json';

type DiskRead = { key: string; text: string | undefined; read: Awaited<ReturnType<typeof readManifestFile>> };

/**
 * The incremental validator's file cache (incremental-validation.ts): each content file's read
 * (readManifestFile), kept while its text stays the same. A draft is read from the editor's text; a
 * file on disk again only when the folder's watcher names it, or, without a watcher, when its size,
 * time or inode changed.
 */
export class ContentFileCache {
  private readonly disk = new Map<string, DiskRead>();
  /** Watchers of content/, its pages and its lists: a file named by an event is read again (stat, then its text if that changed). */
  private watchers: FSWatcher[] = [];
  private watching = false;
  private watchedFolders = '';
  private readonly dirty = new Set<string>();

  constructor(private readonly rootDir: string) {}

  /**
   * Watches the content folders (inotify on Linux: three watches, not one per file). Without a watcher
   * (a folder missing, the system's limit reached, an error) every file is stat'ed at each call, as
   * before. The folders' own inodes are compared at each call: a folder replaced is watched again.
   */
  async watchFolders(): Promise<void> {
    const folders = [path.posix.dirname(SITE_FILE), PAGES_DIR, COLLECTIONS_DIR];
    const inodes = await Promise.all(
      folders.map((folder) =>
        stat(path.join(this.rootDir, folder)).then(
          (stats) => stats.ino,
          () => 'none',
        ),
      ),
    );
    const key = inodes.join(':');
    if (key === this.watchedFolders) return;
    this.close();
    this.disk.clear();
    this.watchedFolders = key;
    try {
      for (const folder of folders) {
        const watcher = watch(path.join(this.rootDir, folder), { persistent: false }, (_event, name) => {
          if (name) this.dirty.add(`${folder}/${name}`);
          else this.watching = false;
        });
        watcher.on('error', () => {
          this.watching = false;
        });
        this.watchers.push(watcher);
      }
      this.watching = true;
    } catch {
      this.watching = false;
    }
  }

  /** Stops watching the content folders. */
  close(): void {
    for (const watcher of this.watchers) watcher.close();
    this.watchers = [];
    this.watching = false;
  }

  /** A file's text: its draft, or the disk's, read again only when its size, time or inode changed. */
  async read(file: string, drafts: ManifestDrafts | undefined): Promise<Awaited<ReturnType<typeof readManifestFile>>> {
    const kept = this.disk.get(file);
    const draft = drafts?.get(file);
    let text: string | undefined = draft;
    let key = 'draft';
    if (draft === undefined) {
      // Unchanged since it was read, by the folder's watcher: no stat (4,000 of them took 100 to 200 ms).
      if (this.watching && kept !== undefined && kept.key !== 'draft' && !this.dirty.has(file)) return kept.read;
      this.dirty.delete(file);
      try {
        const stats = await stat(path.join(this.rootDir, file));
        key = `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
        text = kept?.key === key ? kept.text : await readFile(path.join(this.rootDir, file), 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        key = 'missing';
        text = undefined;
      }
    }
    if (kept !== undefined && kept.text === text && (text !== undefined || kept.key === key)) {
      if (draft === undefined) kept.key = key;
      return kept.read;
    }
    const read = await readManifestFile(this.rootDir, file, text === undefined ? new Map() : new Map([[file, text]]));
    // A draft's read is kept too: typing in one file reads only that file again.
    this.disk.set(file, { key, text, read });
    return read;
  }
}
