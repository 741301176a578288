import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { csvFileAnswer, sendCsv } from './fileAnswers';
import { listQueryString, sortedListQueryString } from './listQueryString';
import { warehouseOrderList } from '../services/warehouseOrders/list';
import { orderId } from '../../domain/schemas/orders';
import { orderEventRecord } from '../../domain/schemas/orderRecords';
import { docAnswer } from '../../domain/schemas/records';
import { areaOptions } from './areaOptions';
import { batchBody } from '../../domain/schemas/batch';
import { id as anId } from '../../domain/schemas/fields';
import { logRowFaults } from '../services/batch';
import {
  warehouseOrderAgentBody,
  warehouseOrderDateBody,
  warehouseOrdersBody,
  warehouseOrderStatusBody,
  warehouseShippingInfoBody,
} from '../../domain/schemas/warehouseOrders';
import {
  allWarehouseOrdersAnswer,
  warehouseOrderRecord,
  warehouseOrdersAnswer,
} from '../../domain/schemas/warehouseOrderRecords';

const { read: readOptions, write: writeOptions, batch: batchOptions } = areaOptions('warehouse-orders');
const id = anId('id');

/**
 * Warehouse Orders (spec 000 sections 2 and 7; DESIGN.md section 4 step 7). Scoping is the
 * service's: a Warehouse user gets its own warehouse's orders whatever the request says.
 */
export function warehouseOrderRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const service = services.warehouseOrders;
    const sortedQuery = sortedListQueryString(warehouseOrderList.sorts!);

    app.get(
      '/get-all-warehouse-orders',
      readOptions({ querystring: sortedQuery, response: { 200: allWarehouseOrdersAnswer } }),
      async (req) => {
        const { rows, count } = await service.all(signedIn(req), req.query);
        return { msg: 'Warehouse orders', doc: rows, count };
      },
    );

    app.post(
      '/get-warehouse-orders',
      readOptions({
        querystring: sortedQuery,
        body: warehouseOrdersBody,
        response: { 200: warehouseOrdersAnswer },
      }),
      async (req) => {
        const { rows, count } = await service.ofWarehouse(signedIn(req), req.query, req.body?.warehouse_id);
        return { msg: 'Warehouse orders', warehouseOrders: rows, count };
      },
    );

    // Export CSV of the list as filtered (search, tag, and an Admin's warehouse_id), every page.
    app.get(
      '/export-warehouse-orders',
      readOptions({
        querystring: listQueryString.extend({
          warehouse_id: z.string().optional().describe("an Admin's warehouse (a Warehouse user: its own)"),
        }),
        produces: ['text/csv'],
        response: csvFileAnswer,
      }),
      async (req, reply) =>
        sendCsv(reply, 'warehouse-orders.csv', service.exportCsv(signedIn(req), req.query)),
    );

    // Exactly the selected rows (beyond the spec), as the list's export writes them.
    app.post(
      '/export-warehouse-orders-selection',
      readOptions({ body: batchBody({}), produces: ['text/csv'], response: csvFileAnswer }),
      async (req, reply) =>
        sendCsv(reply, 'warehouse-orders.csv', service.exportSelectionCsv(signedIn(req), req.body.ids)),
    );

    app.get(
      '/get-warehouse-order',
      readOptions({ querystring: z.object({ id }), response: { 200: docAnswer(warehouseOrderRecord) } }),
      async (req) => ({ msg: 'Warehouse order', doc: await service.get(signedIn(req), req.query.id) }),
    );

    app.get(
      '/get-warehouse-order-events',
      readOptions({
        querystring: z.object({ orderId }),
        response: { 200: docAnswer(z.array(orderEventRecord)) },
      }),
      async (req) => ({ msg: 'Order timeline', doc: await service.events(signedIn(req), req.query.orderId) }),
    );

    app.post('/add-shipping-agent-to-warehouse-order', writeOptions(warehouseOrderAgentBody), async (req) =>
      service.setShippingAgent(signedIn(req), req.body.orderId, req.body.shippingAgentId),
    );

    app.post(
      '/add-shipping-agent-to-warehouse-order-batch',
      batchOptions(batchBody({ shippingAgentId: warehouseOrderAgentBody.shape.shippingAgentId })),
      async (req) =>
        service.setShippingAgentOfEach(
          signedIn(req),
          req.body.ids,
          req.body.shippingAgentId,
          logRowFaults(req.log),
        ),
    );

    app.post('/update-order-estimated-shipping-date', writeOptions(warehouseOrderDateBody), async (req) =>
      service.setEstimatedDate(signedIn(req), req.body.orderId, req.body.estimatedDate),
    );

    app.post(
      '/update-order-estimated-shipping-date-batch',
      batchOptions(batchBody({ estimatedDate: warehouseOrderDateBody.shape.estimatedDate })),
      async (req) =>
        service.setEstimatedDateOfEach(
          signedIn(req),
          req.body.ids,
          req.body.estimatedDate,
          logRowFaults(req.log),
        ),
    );

    app.post('/update-warehouse-order-status', writeOptions(warehouseOrderStatusBody), async (req) =>
      service.setStatus(signedIn(req), req.body.id, req.body.status),
    );

    app.post(
      '/update-warehouse-order-status-batch',
      batchOptions(batchBody({ status: warehouseOrderStatusBody.shape.status })),
      async (req) =>
        service.setStatusOfEach(signedIn(req), req.body.ids, req.body.status, logRowFaults(req.log)),
    );

    app.post('/add-tracking-id-to-warehouse-orders', writeOptions(warehouseShippingInfoBody), async (req) => {
      const { orderId: orderIdValue, ...info } = req.body;
      return service.addShippingInfo(signedIn(req), orderIdValue, info);
    });
  };
}
