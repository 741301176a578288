import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { shippingAgentRecord } from '../../domain/schemas/masterDataRecords';
import { entity as shippingAgent } from '../../domain/entities/shippingAgents';
import { ACTIVE_AGENTS } from '../services/shippingAgents';
import { listQueryString } from './listQueryString';

/** Admins get whole records; other roles only what a picker shows (least privilege). */
const activeList = z.object({
  msg: z.string(),
  shippingAgents: z.array(shippingAgentRecord.partial().required({ _id: true, name: true })),
  count: z.number(),
});

/**
 * The one shipping agent call beside the generated ones (server/entities/): the activated
 * agents, which every role picks from on its order screens, so it has its own area.
 */
export function shippingAgentRoutes(services: Services): FastifyPluginAsyncZod {
  const agents = services.entities.services[shippingAgent.name];
  return async (app) => {
    app.get(
      '/get-active-shipping-agents',
      {
        config: { access: { area: 'active-shipping-agents', action: 'read' } },
        schema: { tags: ['shipping agents'], querystring: listQueryString, response: { 200: activeList } },
      },
      async (req) => {
        const { records, count } = await agents.page(req.query, ACTIVE_AGENTS);
        const whole = signedIn(req).role === 'Admin';
        return {
          msg: 'Active shipping agents',
          shippingAgents: (whole
            ? records
            : records.map(({ _id, name, activated, trackingURL }) => ({
                _id,
                name,
                activated,
                trackingURL,
              }))) as z.infer<typeof activeList>['shippingAgents'],
          count,
        };
      },
    );
  };
}
