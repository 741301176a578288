import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { changePasswordBody } from '../../domain/schemas/auth';

/** /backend/api/admin/change-password: any signed-in user, for their own account. */
export function accountRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/change-password',
      {
        config: { access: { area: 'account', action: 'write' } },
        schema: {
          tags: ['account'],
          body: changePasswordBody,
          response: { 200: z.object({ msg: z.string() }) },
        },
      },
      async (req) => {
        const result = await services.auth.changePassword(signedIn(req), req.body.email, req.body.password);
        services.jobs.kickOutbox();
        return result;
      },
    );
  };
}
