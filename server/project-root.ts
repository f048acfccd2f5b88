import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file rather than the working directory, so the server starts the same from any folder. */
export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
