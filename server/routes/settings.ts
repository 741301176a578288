import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { sendFromSettingsBody, settingsRecord as doc } from '../../domain/schemas/settings';
import { say } from '../../domain/texts/answers';

const read = { area: 'settings', action: 'read' } as const;
const write = { area: 'settings', action: 'write' } as const;

/** Send-from e-mail, deadline days and signature image (spec 001 "Settings"). */
export function settingsRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/get-send-from-email',
      {
        config: { access: read },
        schema: { tags: ['settings'], response: { 200: z.object({ msg: z.string(), doc }) } },
      },
      async () => ({
        msg: 'Settings',
        doc: await services.settings.get(),
      }),
    );

    app.post(
      '/add-send-from-email',
      {
        config: { access: write },
        schema: {
          tags: ['settings'],
          body: sendFromSettingsBody,
          response: { 200: z.object({ msg: z.string(), doc }) },
        },
      },
      async (req) => ({
        ...say('settingsSavedSuccessfully'),
        doc: await services.settings.save(req.body, signedIn(req).id),
      }),
    );
  };
}
