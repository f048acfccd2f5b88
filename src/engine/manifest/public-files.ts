import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `<rootDir>/public/`, as the site-root paths content uses ("/img/hero/about.webp"). */
export async function listPublicFiles(rootDir: string): Promise<Set<string>> {
  const publicDir = path.join(rootDir, 'public');
  try {
    const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
    return new Set(
      entries
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
    throw error;
  }
}
