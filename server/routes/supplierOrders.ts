import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import {
  lineAgentBody,
  lineEstimatedDateBody,
  lineIdOf,
  lineStatusBody,
  lineTrackingBody,
} from '../../domain/schemas/purchasing';
import { sortedListQueryString } from './listQueryString';
import { supplierLines } from '../services/purchasing/supplierOrdersService';
import { areaOptions } from './areaOptions';
import { supplierOrderRecord } from '../../domain/schemas/purchasingRecords';

// Suppliers see their own lines; Admins, who may use every area, see every supplier's.
const { read, write } = areaOptions('supplier-orders');

/** The supplier view, 'Purchase Orders' (spec 000 sections 2 and 7). */
export function supplierOrderRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const lines = services.supplierOrders;

    app.get(
      '/get-purchase-orders',
      read({
        querystring: sortedListQueryString(supplierLines.sorts!),
        response: {
          200: z.object({
            msg: z.string(),
            count: z.number(),
            supplierOrders: z.array(supplierOrderRecord),
          }),
        },
      }),
      async (req) => ({ msg: 'Purchase orders', ...(await lines.list(req.query, signedIn(req))) }),
    );

    app.post('/add-shipping-agent-to-product', write(lineAgentBody), async (req) =>
      lines.setShippingAgent(
        lineIdOf(req.body),
        req.body.shippingAgentId,
        signedIn(req),
        req.body.assignOrderId,
      ),
    );

    app.post('/update-estimated-shipping-date', write(lineEstimatedDateBody), async (req) =>
      lines.setEstimatedDate(
        lineIdOf(req.body),
        req.body.estimatedDate,
        signedIn(req),
        req.body.assignOrderId,
      ),
    );

    app.post('/change-product-status', write(lineStatusBody), async (req) =>
      lines.setStatus(lineIdOf(req.body), req.body.status, signedIn(req), req.body.assignOrderId),
    );

    app.post('/add-tracking-id-to-supplier-orders', write(lineTrackingBody), async (req) =>
      lines.addTracking(
        lineIdOf(req.body),
        {
          trackingId: req.body.trackingId,
          agentName: req.body.agentName,
          trackingURL: req.body.trackingURL,
        },
        signedIn(req),
        req.body.assignOrderId,
      ),
    );
  };
}
