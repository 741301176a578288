import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { attentionRow } from '../../domain/schemas/attention';
import { overviewRecord } from '../../domain/schemas/overview';
import { id } from '../../domain/schemas/fields';
import { signedIn } from '../http/access';
import { sortedListQueryString } from './listQueryString';
import { attentionSorts } from '../services/attention/attentionService';
import { say } from '../../domain/texts/answers';

const read = { area: 'attention', action: 'read' } as const;
const write = { area: 'attention', action: 'write' } as const;
const byId = z.object({ id: id('id') });
const done = { 200: z.object({ msg: z.string() }) };

/** Needs attention and the overview (issue 18 items 2 and 3): every role reads the rows that are its move; the Admin's fixes that are calls of their own. */
export function attentionRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/get-attention',
      {
        config: { access: read },
        schema: {
          tags: ['attention'],
          querystring: sortedListQueryString(attentionSorts),
          response: { 200: z.object({ msg: z.string(), doc: z.array(attentionRow), count: z.number() }) },
        },
      },
      async (req) => ({
        msg: 'Needs attention',
        ...(await services.attention.list(req.query, signedIn(req))),
      }),
    );

    // The overview's numbers: the viewer's rows per reason; the Admin's also per status and per day.
    app.get(
      '/get-overview',
      {
        config: { access: read },
        schema: {
          tags: ['attention'],
          response: { 200: z.object({ msg: z.string(), doc: overviewRecord }) },
        },
      },
      async (req) => ({ msg: 'Overview', doc: await services.overview.overview(signedIn(req)) }),
    );

    app.post(
      '/resend-email',
      { config: { access: write }, schema: { tags: ['attention'], body: byId, response: done } },
      async (req) => {
        await services.attentionRetries.resendEmail(req.body.id);
        return say('emailWillBeSentAgain');
      },
    );

    // Changed in the shop after it was sent: the Admin has dealt with it (told the supplier, ...).
    app.post(
      '/resolve-shop-changes',
      { config: { access: write }, schema: { tags: ['attention'], body: byId, response: done } },
      async (req) => {
        await services.attentionRetries.resolveShopChanges(req.body.id);
        return say('shopChangesResolved');
      },
    );

    app.post(
      '/retry-shop-fulfilment',
      { config: { access: write }, schema: { tags: ['attention'], body: byId, response: done } },
      async (req) => {
        await services.attentionRetries.retryWriteBack(req.body.id);
        return say('trackingWillWrittenShopAgain');
      },
    );
  };
}
