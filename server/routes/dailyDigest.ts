import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { dailyDigestBody, digestRecipientRecord } from '../../domain/schemas/digest';

const read = { area: 'settings', action: 'read' } as const;
const write = { area: 'settings', action: 'write' } as const;
const answer = { 200: z.object({ msg: z.string(), doc: z.array(digestRecipientRecord) }) };

/** Settings' "Daily digest": who gets Needs attention by e-mail each morning (issue 18 item 4); Admin only. */
export function dailyDigestRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/get-daily-digest',
      { config: { access: read }, schema: { tags: ['settings'], response: answer } },
      async () => ({ msg: 'Daily digest', doc: await services.digestSubscriptions.list() }),
    );

    app.post(
      '/set-daily-digest',
      { config: { access: write }, schema: { tags: ['settings'], body: dailyDigestBody, response: answer } },
      async (req) => ({
        msg: req.body.enabled ? 'Daily digest switched on' : 'Daily digest switched off',
        doc: await services.digestSubscriptions.set(req.body),
      }),
    );
  };
}
