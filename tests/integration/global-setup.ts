/**
 * The integration suite's PostgreSQL and Redis, started once for every test file and stopped at the
 * end, failed or not. The store tests read TEST_DATABASE_URL (so their PostgreSQL variants run);
 * scale-out.test.ts starts its instances and nginx on them.
 */
import { Stack } from './stack';

export default async function setup(): Promise<() => Promise<void>> {
  const stack = new Stack();
  try {
    await stack.startInfrastructure();
  } catch (error) {
    await stack.stop();
    throw error;
  }
  process.env.TEST_DATABASE_URL = stack.adminUrl;
  return () => stack.stop();
}
