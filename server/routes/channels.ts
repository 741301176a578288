import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { channelRecord, reconciliationRecord, shopRecord } from '../../domain/schemas/channels';
import { signedIn } from '../http/access';
import { say } from '../../domain/texts/answers';
import { reconciliationAnswer } from '../services/shop/channels';

const read = { area: 'channels', action: 'read' } as const;
const write = { area: 'channels', action: 'write' } as const;

/** The Channels page (issue 30 item 6): each configured shop's state and daily counts; the Admin's. */
export function channelRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/channels',
      {
        config: { access: read },
        schema: {
          tags: ['channels'],
          response: { 200: z.object({ msg: z.string(), doc: z.array(channelRecord) }) },
        },
      },
      async () => ({ ...say('channels'), doc: await services.channels.channels() }),
    );

    // The shops a picker offers (the Master Dashboard's shop filter): cheap, no shop is asked.
    app.get(
      '/shops',
      {
        config: { access: read },
        schema: {
          tags: ['channels'],
          response: { 200: z.object({ msg: z.string(), doc: z.array(shopRecord) }) },
        },
      },
      async () => ({ ...say('shops'), doc: services.channels.shops() }),
    );

    // "Reconcile now": the shop's count at once, answered when it is recorded.
    app.post(
      '/channels/:shop/reconcile',
      {
        config: { access: write },
        schema: {
          tags: ['channels'],
          params: z.object({ shop: z.string().min(1).max(500) }),
          response: { 200: z.object({ msg: z.string(), doc: reconciliationRecord }) },
        },
      },
      async (req) => {
        const run = await services.shopReconciliation.run(req.params.shop, { userId: signedIn(req).id });
        return { ...say('shopCounted', { shop: run.shop }), doc: reconciliationAnswer(run) };
      },
    );
  };
}
