import type { FastifyInstance } from 'fastify';
import { sql } from '../database/kysely';
import type { SiteDatabase } from '../database/open-database';

/** Throws when the service cannot serve: the database does not answer. */
export type HealthProbe = () => void | Promise<void>;

/** The probe for the site's database, SQLite or PostgreSQL: one trivial query. */
export function databaseProbe(db: SiteDatabase): HealthProbe {
  return async () => {
    await sql`SELECT 1`.execute(db.queries);
  };
}

/**
 * GET /healthz for load balancers and orchestrators: 200 while the database answers, 503 when it
 * does not. Never rate-limited (the limiter only limits routes that ask) and logged at debug level
 * only (see request-log.ts): probes come every few seconds.
 */
export function registerHealthCheck(app: FastifyInstance, probe: HealthProbe): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/healthz',
    handler: async (request, reply) => {
      reply.type('application/json; charset=utf-8').header('cache-control', 'no-store');
      try {
        await probe();
        return reply.code(200).send({ status: 'ok' });
      } catch (error) {
        request.log.error({ err: error }, 'health check failed');
        return reply.code(503).send({ status: 'unavailable', message: 'The database does not answer.' });
      }
    },
  });
}
