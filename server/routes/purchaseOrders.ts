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
import { scheduledOrderRoutes } from './scheduledOrderRoutes';
import { msgAnswer as msg } from '../../domain/schemas/records';
import { purchaseOrderRecord } from '../../domain/schemas/purchasingRecords';

/** Scheduled Supplier Orders (/to-be-sent) and Purchase Orders Sent (/Sent), spec 000 section 7. */
export function purchaseOrderRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const pos = services.purchaseOrders;
    const { list, sendNowQuery, zonedList, write, tags } = scheduledOrderRoutes(
      app,
      {
        area: 'purchase-orders',
        orders: pos,
        record: purchaseOrderRecord,
        one: 'supplierOrder',
        many: 'supplierOrders',
        idBody: purchaseOrderIdBody,
        updateBody: updateScheduleBody,
        paths: {
          toBeSent: '/get-supplier-orders-to-be-sent',
          sent: '/get-supplier-orders-sent',
          one: '/get-supplier-order',
          updateDate: '/update-supplier-order-date',
          sendNow: '/supplier-order-sent-now',
        },
        words: {
          toBeSent: 'Purchase orders to be sent',
          sent: 'Purchase orders sent',
          one: 'Purchase order',
        },
      },
      services.config.timeZone,
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
        return zonedList(sent, await pos.listToBeSent(req.query));
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
