import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { say } from '../../domain/texts/answers';
import type { DeliveryReading, DeliveryRequest } from '../services/shop/deliveryReading';
import { readShopifyDelivery } from '../services/shop/shopifyDelivery';
import { readWooDelivery } from '../services/shop/woocommerceDelivery';

/**
 * The largest delivery taken: a shop's order JSON of a few hundred lines is well under it. A
 * larger body is a 413 before anything is read or stored.
 */
export const WEBHOOK_BODY_LIMIT = 4 * 1024 * 1024;

// Passed through: an answer worded with values keeps its key and values.
const answer = z.object({ msg: z.string() }).passthrough();

/**
 * /backend/api/webhooks: the shops' deliveries. No session token: a delivery is guarded by its
 * signature over the raw body (so this plugin reads bodies as bytes, for its routes only), read by
 * its shop's reader (server/services/shop/*Delivery.ts: the shop's headers stay there), then
 * stored and answered at once; the scheduler's job takes it in (server/services/shop/webhooks.ts).
 */
export function webhookRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    const receive =
      (read: (request: DeliveryRequest) => DeliveryReading) => async (request: FastifyRequest) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const reading = read({ headers: request.headers, raw });
        if ('answer' in reading) return { ...reading.answer };
        if ((await services.shopWebhooks.receive(reading.delivery)) === 'stored')
          services.jobs.kickShopWebhooks();
        return { ...say('deliveryReceived') };
      };
    const options = {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: { tags: ['webhooks'], response: { 200: answer } },
    };

    app.post(
      '/shopify',
      options,
      receive((request) => readShopifyDelivery(services.config.shopifyWebhooks, request)),
    );
    app.post(
      '/woocommerce',
      options,
      receive((request) => readWooDelivery(services.config.woocommerce, request)),
    );
  };
}
