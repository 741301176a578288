import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { orderId } from '../../domain/schemas/orders';
import { orderRoutingAnswer } from '../../domain/schemas/orderRouting';

/** Why an order went where it went (the order details' Routing card): read as the order is. */
export function orderRoutingRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/get-order-routing',
      {
        config: { access: { area: 'orders', action: 'read' } },
        schema: {
          tags: ['orders'],
          querystring: z.object({ id: orderId }),
          response: { 200: orderRoutingAnswer },
        },
      },
      async (req) => ({ msg: 'Order routing', doc: await services.orderRouting.explain(req.query.id) }),
    );
  };
}
