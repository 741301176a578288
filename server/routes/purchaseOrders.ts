import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import {
  addManualToCustomerBody,
  addManualToWarehouseBody,
  assignOrderBody,
  assignOrderInvoiceBody,
  assignOrderNotesBody,
  assignOrderStatusBody,
  changeUnitsBody,
  purchaseOrderIdBody,
  purchaseOrderIdsBody,
  updateScheduleBody,
} from '../../domain/schemas/purchasing';
import { checkedListQueryString, listQueryString } from './listQueryString';
import { operatorZoned } from './operatorZoned';
import { msgAnswer as msg } from '../../domain/schemas/records';
import { purchaseOrderRecord } from '../../domain/schemas/purchasingRecords';

const read = { area: 'purchase-orders', action: 'read' } as const;
const write = { area: 'purchase-orders', action: 'write' } as const;
/** Checked by the schema: a bad page is refused before anything is sent. */
const sendNowQuery = checkedListQueryString();
const tags = ['purchase-orders'];
const list = z.object({ msg: z.string(), supplierOrders: z.array(purchaseOrderRecord), count: z.number() });

/** Scheduled Supplier Orders (/to-be-sent) and Purchase Orders Sent (/Sent), spec 000 section 7. */
export function purchaseOrderRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const pos = services.purchaseOrders;
    const { zoned, zonedList } = operatorZoned(services.config.timeZone, 'supplierOrders');

    app.get(
      '/get-supplier-orders-to-be-sent',
      { config: { access: read }, schema: { tags, querystring: listQueryString, response: { 200: list } } },
      async (req) => ({ msg: 'Purchase orders to be sent', ...zonedList(await pos.listToBeSent(req.query)) }),
    );

    app.get(
      '/get-supplier-orders-sent',
      { config: { access: read }, schema: { tags, querystring: listQueryString, response: { 200: list } } },
      async (req) => ({ msg: 'Purchase orders sent', ...zonedList(await pos.listSent(req.query)) }),
    );

    app.get(
      '/get-supplier-order',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: purchaseOrderIdBody,
          response: { 200: z.object({ msg: z.string(), supplierOrder: purchaseOrderRecord }) },
        },
      },
      async (req) => ({ msg: 'Purchase order', supplierOrder: zoned(await pos.get(req.query.id)) }),
    );

    app.post(
      '/update-supplier-order-date',
      {
        config: { access: write },
        schema: {
          tags,
          body: updateScheduleBody,
          response: { 200: z.object({ msg: z.string(), supplierOrder: purchaseOrderRecord }) },
        },
      },
      async (req) => {
        const { msg: updated, supplierOrder } = await pos.updateSchedule(req.body.id, req.body.time);
        return { msg: updated, supplierOrder: zoned(supplierOrder) };
      },
    );

    // 'send' on a row: answers the refreshed to-be-sent page (query limit, offset), checked before sending.
    app.post(
      '/supplier-order-sent-now',
      {
        config: { access: write },
        schema: { tags, querystring: sendNowQuery, body: purchaseOrderIdBody, response: { 200: list } },
      },
      async (req) => {
        const { msg: sent } = await pos.sendNow(req.body.id, signedIn(req));
        return { msg: sent, ...zonedList(await pos.listToBeSent(req.query)) };
      },
    );

    // Several rows at once (beyond the spec): all sent, or none when one was already sent.
    app.post(
      '/supplier-orders-sent-now',
      {
        config: { access: write },
        schema: { tags, querystring: sendNowQuery, body: purchaseOrderIdsBody, response: { 200: list } },
      },
      async (req) => {
        const { msg: sent } = await pos.sendManyNow(req.body.ids, signedIn(req));
        return { msg: sent, ...zonedList(await pos.listToBeSent(req.query)) };
      },
    );

    app.post(
      '/add-manual-product-to-supplier',
      {
        config: { access: write },
        schema: {
          tags,
          body: addManualToWarehouseBody,
          response: { 200: msg.extend({ poNumber: z.string(), assignOrderId: z.string() }) },
        },
      },
      async (req) => pos.addManualProduct(req.body),
    );

    app.post(
      '/add-manual-order-to-customer',
      {
        config: { access: write },
        schema: {
          tags,
          body: addManualToCustomerBody,
          response: { 200: msg.extend({ poNumber: z.string(), assignOrderId: z.string() }) },
        },
      },
      async (req) => pos.addManualProduct(req.body),
    );

    app.post(
      '/change-product-quantity',
      { config: { access: write }, schema: { tags, body: changeUnitsBody, response: { 200: msg } } },
      async (req) => pos.changeUnits(req.body.productId, req.body.quantity, req.body.supplierId),
    );

    app.post(
      '/delete-assign-order',
      { config: { access: write }, schema: { tags, body: assignOrderBody, response: { 200: msg } } },
      async (req) => pos.deleteAssignOrder(req.body.assignOrderId, signedIn(req), req.body.supplierId),
    );

    app.post(
      '/add-notes-to-assign-order',
      { config: { access: write }, schema: { tags, body: assignOrderNotesBody, response: { 200: msg } } },
      async (req) => pos.addNotes(req.body.assignOrderId, req.body.notes, req.body.supplierId),
    );

    app.post(
      '/add-invoice-number-to-assign-order',
      { config: { access: write }, schema: { tags, body: assignOrderInvoiceBody, response: { 200: msg } } },
      async (req) =>
        pos.addInvoiceNumber(req.body.assignOrderId, req.body.invoiceNumber, req.body.supplierId),
    );

    app.post(
      '/add-status-to-assign-order',
      { config: { access: write }, schema: { tags, body: assignOrderStatusBody, response: { 200: msg } } },
      async (req) => pos.setPaymentStatus(req.body.assignOrderId, req.body.status, req.body.supplierId),
    );
  };
}
