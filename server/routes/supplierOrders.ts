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
  linesAgentBatchBody,
  linesEstimatedDateBatchBody,
  linesStatusBatchBody,
  linesTrackingBatchBody,
} from '../../domain/schemas/purchasing';
import { sortedListQueryString } from './listQueryString';
import { supplierLines } from '../services/purchasing/supplierOrdersService';
import { areaOptions } from './areaOptions';
import { logRowFaults } from '../services/batch';
import { supplierOrderRecord } from '../../domain/schemas/purchasingRecords';

// Suppliers see their own lines; Admins, who may use every area, see every supplier's.
const { read, write, batch } = areaOptions('supplier-orders');

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

    // The selected rows (assign orders): each line of each row, as the single calls above.
    app.post('/add-shipping-agent-to-product-batch', batch(linesAgentBatchBody), async (req) =>
      lines.setShippingAgentOfEach(
        req.body.ids,
        req.body.shippingAgentId,
        signedIn(req),
        logRowFaults(req.log),
      ),
    );

    app.post('/update-estimated-shipping-date-batch', batch(linesEstimatedDateBatchBody), async (req) =>
      lines.setEstimatedDateOfEach(
        req.body.ids,
        req.body.estimatedDate,
        signedIn(req),
        logRowFaults(req.log),
      ),
    );

    app.post('/change-product-status-batch', batch(linesStatusBatchBody), async (req) =>
      lines.setStatusOfEach(req.body.ids, req.body.status, signedIn(req), logRowFaults(req.log)),
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

    app.post('/add-tracking-id-to-supplier-orders-batch', batch(linesTrackingBatchBody), async (req) =>
      lines.addTrackingToEach(
        req.body.ids,
        {
          trackingId: req.body.trackingId,
          agentName: req.body.agentName,
          trackingURL: req.body.trackingURL,
        },
        signedIn(req),
        logRowFaults(req.log),
      ),
    );
  };
}
