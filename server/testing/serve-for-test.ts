/**
 * A server for tests that must run it in a process of its own: `node --import tsx
 * server/testing/serve-for-test.ts <distDir> <dataDir> <blogDir>` listens on a free loopback port and
 * prints it. The blog pages' tests need this: the build's render entry loads React and MUI for
 * production, which a test process (React loaded for development by its setup) cannot give it.
 */
import type { AddressInfo } from 'node:net';
import { buildServer } from '../app';

const [distDir, dataDir, blogDir] = process.argv.slice(2);
if (!distDir || !dataDir || !blogDir) {
  console.error('usage: serve-for-test.ts <distDir> <dataDir> <blogDir>');
  process.exit(2);
}
const app = await buildServer({ distDir, api: { dataDir, blogDir }, blogRefreshMs: 0, logger: { level: 'error' } });
await app.listen({ port: 0, host: '127.0.0.1' });
// Cast: a TCP listener's address is always an AddressInfo.
console.log(`listening ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
