import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { attentionRow } from '../../domain/schemas/attention';
import { signedIn } from '../http/access';
import { listQueryString } from './listQueryString';

const read = { area: 'attention', action: 'read' } as const;

/** Needs attention (issue 18 item 2): every role reads the rows that are its move. */
export function attentionRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/get-attention',
      {
        config: { access: read },
        schema: {
          tags: ['attention'],
          querystring: listQueryString,
          response: { 200: z.object({ msg: z.string(), doc: z.array(attentionRow), count: z.number() }) },
        },
      },
      async (req) => ({
        msg: 'Needs attention',
        ...(await services.attention.list(req.query, signedIn(req))),
      }),
    );
  };
}
