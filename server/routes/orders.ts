import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { consolidationList, masterDashboardList } from '../services/orders/ordersService';
import { signedIn } from '../http/access';
import { csvFileAnswer, sendCsv } from './fileAnswers';
import { listQueryString, sortedListQueryString } from './listQueryString';
import {
  assignWarehouseBody,
  consolidateOrderBody,
  importOrdersBody,
  invoiceNumberBody,
  notesBody,
  orderId,
  orderStatusBody,
  productStatusBody,
} from '../../domain/schemas/orders';
import {
  consolidationListAnswer,
  orderEventRecord,
  orderListAnswer,
  orderRecord,
} from '../../domain/schemas/orderRecords';
import { docAnswer } from '../../domain/schemas/records';
import { batchBody } from '../../domain/schemas/batch';
import { logRowFaults } from '../services/batch';
import { areaOptions } from './areaOptions';

const { read: readOptions, batch: batchOptions } = areaOptions('orders');
const write = { area: 'orders', action: 'write' } as const;
const msg = z.object({ msg: z.string() }).passthrough();
/** A write on orders: its body checked against `body`, its answer `{ msg }`. */
const writeOptions = <Body extends z.ZodType>(body: Body) => ({
  config: { access: write },
  schema: { tags: ['orders'], body, response: { 200: msg } },
});

/** The Master Dashboard's shop filter (beyond the spec): one configured shop's orders. */
const shopFilterQuery = {
  shop: z.string().optional().describe("a configured shop's name: its orders only (several shops)"),
};

/** Master Dashboard, Consolidate/Unconsolidate, order details and import (spec 000 section 7). */
export function orderRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const orders = services.orders;

    app.get(
      '/get-shopify-orders',
      readOptions({
        querystring: sortedListQueryString(masterDashboardList.sorts!).extend(shopFilterQuery),
        response: { 200: orderListAnswer },
      }),
      async (req) => ({
        msg: 'Orders',
        ...(await orders.masterDashboard(req.query)),
      }),
    );

    app.get(
      '/get-consolidate-unconsolidate-orders',
      readOptions({
        querystring: sortedListQueryString(consolidationList.sorts!),
        response: { 200: consolidationListAnswer },
      }),
      async (req) => {
        const page = await orders.consolidation(req.query);
        // The documented answer names the rows both doc and orders.
        return { msg: 'Orders', ...page, orders: page.doc };
      },
    );

    // Export CSV of the list as filtered (search and tag), every page.
    for (const [path, list] of [
      ['/export-orders', masterDashboardList],
      ['/export-consolidate-unconsolidate-orders', consolidationList],
    ] as const) {
      app.get(
        path,
        readOptions({
          querystring:
            list === masterDashboardList ? listQueryString.extend(shopFilterQuery) : listQueryString,
          produces: ['text/csv'],
          response: csvFileAnswer,
        }),
        async (req, reply) => sendCsv(reply, 'orders.csv', orders.exportCsv(list, req.query)),
      );
    }

    // Exactly the selected rows (beyond the spec), as the lists' export writes them.
    app.post(
      '/export-orders-selection',
      readOptions({ body: batchBody({}), produces: ['text/csv'], response: csvFileAnswer }),
      async (req, reply) => sendCsv(reply, 'orders.csv', orders.exportSelectionCsv(req.body.ids)),
    );

    // "Run Cron": the shop sync of every configured shop, now. Without a shop it says so plainly.
    app.get(
      '/cron',
      { config: { access: write }, schema: { tags: ['orders'], response: { 200: msg } } },
      async () => ({ ...(await services.shopSync.run()) }),
    );

    app.get(
      '/get-order',
      readOptions({
        querystring: z.object({ id: orderId }),
        response: { 200: docAnswer(orderRecord) },
      }),
      async (req) => ({
        msg: 'Order',
        doc: await orders.get(req.query.id),
      }),
    );

    app.get(
      '/get-order-events',
      readOptions({
        querystring: z.object({ orderId }),
        response: { 200: docAnswer(z.array(orderEventRecord)) },
      }),
      async (req) => ({
        msg: 'Order timeline',
        doc: await orders.events(req.query.orderId),
      }),
    );

    app.post(
      '/import-orders',
      {
        config: { access: write },
        bodyLimit: 50 * 1024 * 1024,
        schema: { tags: ['orders'], body: importOrdersBody, response: { 200: msg } },
      },
      async (req) => {
        const body = req.body;
        const rows = Array.isArray(body) ? body : body.rows;
        const firstRow = Array.isArray(body) ? 1 : (body.firstRow ?? 1);
        return orders.importRows(rows, firstRow, signedIn(req));
      },
    );

    app.post('/assign-warehouse', writeOptions(assignWarehouseBody), async (req) =>
      orders.assignWarehouse(req.body.orderId, req.body.warehouseId, signedIn(req)),
    );

    app.post(
      '/assign-warehouse-batch',
      batchOptions(batchBody({ warehouseId: assignWarehouseBody.shape.warehouseId })),
      async (req) =>
        orders.assignWarehouseOfEach(
          req.body.ids,
          req.body.warehouseId,
          signedIn(req),
          logRowFaults(req.log),
        ),
    );

    app.post('/consolidate-order', writeOptions(consolidateOrderBody), async (req) =>
      orders.consolidate(req.body.orderId, req.body.consolidated, signedIn(req)),
    );

    app.post(
      '/consolidate-order-batch',
      batchOptions(batchBody({ consolidated: consolidateOrderBody.shape.consolidated })),
      async (req) =>
        orders.consolidateEach(req.body.ids, req.body.consolidated, signedIn(req), logRowFaults(req.log)),
    );

    app.post('/add-notes-to-order', writeOptions(notesBody), async (req) =>
      orders.addNotes(req.body.orderId, req.body.notes, signedIn(req)),
    );

    app.post('/add-invoice-number-to-order', writeOptions(invoiceNumberBody), async (req) =>
      orders.addInvoiceNumber(req.body.orderId, req.body.invoiceNumber, signedIn(req)),
    );

    app.post('/change-order-status', writeOptions(orderStatusBody), async (req) =>
      orders.changeStatus(req.body.orderId, req.body.status, signedIn(req)),
    );

    app.post(
      '/change-order-status-batch',
      batchOptions(batchBody({ status: orderStatusBody.shape.status })),
      async (req) =>
        orders.changeStatusOfEach(req.body.ids, req.body.status, signedIn(req), logRowFaults(req.log)),
    );

    // The Consolidate/Unconsolidate screen's own Change Status (Ready, Pending, Shipped).
    app.post('/change-consolidate-order-status', writeOptions(orderStatusBody), async (req) =>
      orders.changeConsolidatedStatus(req.body.orderId, req.body.status, signedIn(req)),
    );

    app.post('/change-order-product-status', writeOptions(productStatusBody), async (req) =>
      orders.changeProductStatus(req.body.orderId, req.body.productUniqueId, req.body.status, signedIn(req)),
    );

    // The Refund of every line of each selected order (beyond the spec): the batch acts on
    // orders, the single call on one line (docs/api.md "Acting on selected rows").
    app.post('/refund-order-batch', batchOptions(batchBody({})), async (req) =>
      orders.refundEach(req.body.ids, signedIn(req), logRowFaults(req.log)),
    );
  };
}
