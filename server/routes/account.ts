import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { changePasswordBody } from '../../domain/schemas/auth';
import { preferencesAnswer, setPreferencesBody } from '../../domain/schemas/preferences';

const PREFERENCES_MSG = 'Preferences';
const PREFERENCES_SAVED_MSG = 'Preferences saved';

/** /backend/api/admin account calls: any signed-in user, for their own account only. */
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
        services.effects.wake('outbox');
        return result;
      },
    );

    app.get(
      '/get-preferences',
      {
        config: { access: { area: 'account', action: 'read' } },
        schema: { tags: ['account'], response: { 200: preferencesAnswer } },
      },
      async (req) => ({ msg: PREFERENCES_MSG, preferences: await services.preferences.get(signedIn(req)) }),
    );

    app.post(
      '/set-preferences',
      {
        config: { access: { area: 'account', action: 'write' } },
        schema: { tags: ['account'], body: setPreferencesBody, response: { 200: preferencesAnswer } },
      },
      async (req) => ({
        msg: PREFERENCES_SAVED_MSG,
        preferences: await services.preferences.set(signedIn(req), req.body),
      }),
    );
  };
}
