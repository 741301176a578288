import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { PROCESS_ROLES } from '../config';

/** Which process answered too (its ROLE and pid): behind a balancer or npm start's several processes. */
const healthy = z.object({
  status: z.literal('ok'),
  database: z.string(),
  role: z.enum(PROCESS_ROLES),
  pid: z.number(),
});
const unavailable = z.object({ status: z.literal('unavailable'), msg: z.string() });

/** 200 only when the database answers and every migration is applied. */
export function healthRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      { schema: { hide: true, response: { 200: healthy, 503: unavailable } } },
      async (_req, reply) => {
        try {
          if (await services.handle.isMigrated())
            return {
              status: 'ok' as const,
              database: services.handle.kind,
              role: services.config.role,
              pid: process.pid,
            };
          return reply
            .status(503)
            .send({ status: 'unavailable' as const, msg: 'The database is not migrated' });
        } catch {
          return reply
            .status(503)
            .send({ status: 'unavailable' as const, msg: 'The database is not reachable' });
        }
      },
    );
  };
}
