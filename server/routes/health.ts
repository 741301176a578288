import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Services } from '../services';

/** 200 only when the database answers and every migration is applied. */
export function healthRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/health', { schema: { hide: true } }, async (_req, reply) => {
      try {
        if (await services.handle.isMigrated()) return { status: 'ok', database: services.handle.kind };
        return reply.status(503).send({ status: 'unavailable', msg: 'The database is not migrated' });
      } catch {
        return reply.status(503).send({ status: 'unavailable', msg: 'The database is not reachable' });
      }
    });
  };
}
