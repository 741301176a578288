import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../services';
import { signedIn } from '../http/access';
import { logRowFaults } from '../services/batch';
import { areaOptions } from './areaOptions';
import {
  addPuoProductToCustomerBody,
  addPuoProductToWarehouseBody,
  changePuoProductStatusBody,
  changePuoStatusBatchBody,
  changePuoStatusBody,
  pickupOrderIdBody,
  puoShippingInfoBatchBody,
  puoShippingInfoBody,
  updatePickupOrderDateBody,
} from '../../domain/schemas/pickupOrders';
import { pickupOrderRecord } from '../../domain/schemas/pickupOrderRecords';
import { msgAnswer as msg } from '../../domain/schemas/records';
import { scheduledOrderRoutes } from './scheduledOrderRoutes';

const added = msg.extend({
  pickupOrderId: z.string(),
  pickupOrderNumber: z.string(),
  assignOrderId: z.string(),
});

/** Scheduled Pickup Orders (/puo-to-be-sent) and Pickup Orders Sent (/puo-sent), spec 000 section 7. */
export function pickupOrderRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    const puos = services.pickupOrders;
    const { batch } = areaOptions('pickup-orders');
    const { write, tags } = scheduledOrderRoutes(
      app,
      {
        area: 'pickup-orders',
        orders: puos,
        record: pickupOrderRecord,
        one: 'pickupOrder',
        many: 'pickupOrders',
        idBody: pickupOrderIdBody,
        updateBody: updatePickupOrderDateBody,
        paths: {
          toBeSent: '/get-pickup-orders-to-be-sent',
          sent: '/get-pickup-orders-sent',
          one: '/get-pickup-order',
          updateDate: '/update-pickup-order-date',
          sendNow: '/pickup-order-sent-now',
        },
        words: { toBeSent: 'Pickup orders to be sent', sent: 'Pickup orders sent', one: 'Pickup order' },
      },
      services.config.timeZone,
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

    // Its batch twin: each selected PUO's assignments together (docs/api.md "Acting on selected rows").
    app.post('/change-puo-status-batch', batch(changePuoStatusBatchBody), async (req) =>
      puos.changeAssignmentStatusOfEach(req.body.ids, req.body.status, signedIn(req), logRowFaults(req.log)),
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

    // One tracking for the whole pickup: each selected PUO's assignments that have none.
    app.post('/add-shipping-info-to-pickup-order-batch', batch(puoShippingInfoBatchBody), async (req) => {
      const { ids, ...info } = req.body;
      return puos.addShippingInfoToEach(ids, info, signedIn(req), logRowFaults(req.log));
    });
  };
}
