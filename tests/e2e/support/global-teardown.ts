import { rm } from 'node:fs/promises';

/** The test database lives only as long as the run. */
export default async function globalTeardown(): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && !process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
}
