import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { orderId } from '../../domain/schemas/orders';
import { docAnswer } from '../../domain/schemas/records';
import { addParcelBody, orderParcelsRecord } from '../../domain/schemas/parcels';

/**
 * An order's parcels (issue 32 item 1). Any signed-in role may call them; the service scopes
 * them to the lines the user ships (another's order or line: 404).
 */
export function parcelRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const parcels = services.parcels;
    const tags = ['parcels'];

    app.get(
      '/get-order-parcels',
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          querystring: z.object({ orderId }),
          response: { 200: docAnswer(orderParcelsRecord) },
        },
      },
      async (req) => ({ msg: 'Order parcels', doc: await parcels.ofOrder(signedIn(req), req.query.orderId) }),
    );

    app.post(
      '/add-parcel',
      {
        config: { access: 'signed-in' },
        schema: {
          tags,
          body: addParcelBody,
          response: { 200: z.object({ msg: z.string(), _id: z.string() }) },
        },
      },
      async (req) => parcels.add(signedIn(req), req.body),
    );
  };
}
