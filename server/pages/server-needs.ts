import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type ServerNeedsFile, serverNeedsFileSchema } from '../../schemas/server-needs-file';
import { isMissingFile } from '../file-errors';
import { SiteBuildError } from './site-build';

/**
 * What the build worked out for the server (dist/server-needs.json, src/engine/build/server-needs.ts):
 * undefined for a build without it (an older build, the development server's), which the server
 * then works out itself. A file that does not match the schema stops the start with its problem.
 */
export async function readServerNeeds(distDir: string): Promise<ServerNeedsFile | undefined> {
  const file = path.join(distDir, 'server-needs.json');
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isMissingFile(error)) return undefined;
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new SiteBuildError('dist/server-needs.json is not JSON: run `npm run build` again');
  }
  const parsed = serverNeedsFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SiteBuildError(
      `dist/server-needs.json: ${issue?.path.join('.') || 'the file'}: ${issue?.message ?? 'unexpected content'}: run \`npm run build\` again`,
    );
  }
  return parsed.data;
}
