import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import {
  addPuoProductToCustomerBody,
  addPuoProductToWarehouseBody,
  changePuoProductStatusBody,
  changePuoStatusBody,
  pickupOrderIdBody,
  puoShippingInfoBody,
  updatePickupOrderDateBody,
} from '../../domain/schemas/pickupOrders';
import { pickupOrderList as list, pickupOrderRecord } from '../../domain/schemas/pickupOrderRecords';
import { msgAnswer as msg } from '../../domain/schemas/records';
import { checkedListQueryString, listQueryString } from './listQueryString';
import { operatorZoned } from './operatorZoned';

const read = { area: 'pickup-orders', action: 'read' } as const;
const write = { area: 'pickup-orders', action: 'write' } as const;
/** Checked by the schema: a bad page is refused before anything is sent. */
const sendNowQuery = checkedListQueryString();
const tags = ['pickup-orders'];
const added = msg.extend({
  pickupOrderId: z.string(),
  pickupOrderNumber: z.string(),
  assignOrderId: z.string(),
});

/** Scheduled Pickup Orders (/puo-to-be-sent) and Pickup Orders Sent (/puo-sent), spec 000 section 7. */
export function pickupOrderRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const puos = services.pickupOrders;
    const { zoned, zonedList } = operatorZoned(services.config.timeZone, 'pickupOrders');

    app.get(
      '/get-pickup-orders-to-be-sent',
      { config: { access: read }, schema: { tags, querystring: listQueryString, response: { 200: list } } },
      async (req) => ({ msg: 'Pickup orders to be sent', ...zonedList(await puos.listToBeSent(req.query)) }),
    );

    app.get(
      '/get-pickup-orders-sent',
      { config: { access: read }, schema: { tags, querystring: listQueryString, response: { 200: list } } },
      async (req) => ({ msg: 'Pickup orders sent', ...zonedList(await puos.listSent(req.query)) }),
    );

    app.get(
      '/get-pickup-order',
      {
        config: { access: read },
        schema: {
          tags,
          querystring: pickupOrderIdBody,
          response: { 200: z.object({ msg: z.string(), pickupOrder: pickupOrderRecord }) },
        },
      },
      async (req) => ({ msg: 'Pickup order', pickupOrder: zoned(await puos.get(req.query.id)) }),
    );

    app.post(
      '/update-pickup-order-date',
      {
        config: { access: write },
        schema: {
          tags,
          body: updatePickupOrderDateBody,
          response: { 200: z.object({ msg: z.string(), pickupOrder: pickupOrderRecord }) },
        },
      },
      async (req) => {
        const answer = await puos.updateSchedule(req.body.id, req.body.time);
        return { ...answer, pickupOrder: zoned(answer.pickupOrder) };
      },
    );

    // 'send' on a row: answers the refreshed to-be-sent page (query limit, offset), checked before sending.
    app.post(
      '/pickup-order-sent-now',
      {
        config: { access: write },
        schema: { tags, querystring: sendNowQuery, body: pickupOrderIdBody, response: { 200: list } },
      },
      async (req) => {
        const { msg: sent } = await puos.sendNow(req.body.id, signedIn(req));
        return { msg: sent, ...zonedList(await puos.listToBeSent(req.query)) };
      },
    );

    app.post(
      '/add-manual-product-to-pickup-order',
      {
        config: { access: write },
        schema: { tags, body: addPuoProductToWarehouseBody, response: { 200: added } },
      },
      async (req) => puos.addManualProduct(req.body, signedIn(req)),
    );

    app.post(
      '/add-manual-order-to-customer-pickup-order',
      {
        config: { access: write },
        schema: { tags, body: addPuoProductToCustomerBody, response: { 200: added } },
      },
      async (req) => puos.addManualProduct(req.body, signedIn(req)),
    );

    app.post(
      '/change-puo-status',
      { config: { access: write }, schema: { tags, body: changePuoStatusBody, response: { 200: msg } } },
      async (req) =>
        puos.changeAssignmentStatus(req.body.puoId, req.body.assignOrderId, req.body.status, signedIn(req)),
    );

    app.post(
      '/change-puo-product-status',
      {
        config: { access: write },
        schema: { tags, body: changePuoProductStatusBody, response: { 200: msg } },
      },
      async (req) =>
        puos.changeProductStatus(req.body.puoId, req.body.productUniqueId, req.body.status, signedIn(req)),
    );

    app.post(
      '/add-shipping-info-to-pickup-order',
      { config: { access: write }, schema: { tags, body: puoShippingInfoBody, response: { 200: msg } } },
      async (req) => puos.addShippingInfo(req.body, signedIn(req)),
    );
  };
}
