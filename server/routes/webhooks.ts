import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '../http/errors';
import { say } from '../../domain/texts/answers';
import { signedWith } from '../services/shop/webhookSignature';
import { isOrderTopic } from '../services/shop/webhooks';

/**
 * The largest delivery taken: Shopify's order JSON of a few hundred lines is well under it. A
 * larger body is a 413 before anything is read or stored.
 */
export const WEBHOOK_BODY_LIMIT = 4 * 1024 * 1024;

// Passed through: an answer worded with values keeps its key and values.
const answer = z.object({ msg: z.string() }).passthrough();

/**
 * /backend/api/webhooks: the shops' deliveries. No session token: a delivery is guarded by its
 * signature over the raw body (so this plugin reads bodies as bytes, for its routes only), then
 * stored and answered at once; the scheduler's job takes it in (server/services/shop/webhooks.ts).
 */
export function webhookRoutes(services: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/shopify',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: { tags: ['webhooks'], response: { 200: answer } },
      },
      async (request) => {
        const settings = services.config.shopifyWebhooks;
        // No secret, no way to tell Shopify's deliveries from anyone's: the path is not there.
        if (!settings?.secrets.length) throw notFound();
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!signedWith(raw, header(request, 'x-shopify-hmac-sha256'), settings.secrets))
          throw unauthorized(say('deliverySignatureInvalid'));
        const shop = required(request, 'X-Shopify-Shop-Domain');
        if (settings.shop && shop.toLowerCase() !== settings.shop.toLowerCase())
          throw forbidden(say('deliveryOtherShop', { shop: settings.shop }));
        const topic = required(request, 'X-Shopify-Topic');
        // Answered, so Shopify does not retry a topic the product never asked for.
        if (!isOrderTopic(topic)) return { ...say('deliveryIgnoredTopic', { topic }) };
        const eventId = required(request, 'X-Shopify-Event-Id');
        const body = readableText(raw);
        const triggered = header(request, 'x-shopify-triggered-at');
        const triggeredAt = triggered ? new Date(triggered) : null;
        const stored = await services.shopWebhooks.receive({
          kind: 'shopify',
          // The shop as its connector names it: the order's write-back finds it by this name.
          shop: settings.shop ?? shop,
          eventId,
          topic,
          webhookId: header(request, 'x-shopify-webhook-id') ?? null,
          triggeredAt: triggeredAt && !Number.isNaN(triggeredAt.getTime()) ? triggeredAt : null,
          body,
        });
        if (stored === 'stored') services.jobs.kickShopWebhooks();
        return { ...say('deliveryReceived') };
      },
    );

    app.post(
      '/woocommerce',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: { tags: ['webhooks'], response: { 200: answer } },
      },
      async (request) => {
        const store = services.config.woocommerce;
        if (!store?.webhookSecret) throw notFound();
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        // WooCommerce pings a webhook's address when it is made, unsigned, and keeps the webhook
        // only if the answer is a 2xx: answered, and nothing stored.
        if (!header(request, 'x-wc-webhook-topic') && /^webhook_id=\d+$/.test(raw.toString('utf8').trim()))
          return { ...say('deliveryPing') };
        if (!signedWith(raw, header(request, 'x-wc-webhook-signature'), [store.webhookSecret]))
          throw unauthorized(say('deliverySignatureInvalid'));
        const source = required(request, 'X-WC-Webhook-Source');
        if (sameStore(source) !== sameStore(store.url))
          throw forbidden(say('deliveryOtherShop', { shop: store.url }));
        const topic = required(request, 'X-WC-Webhook-Topic');
        if (!isOrderTopic(topic, 'woocommerce')) return { ...say('deliveryIgnoredTopic', { topic }) };
        const eventId = required(request, 'X-WC-Webhook-Delivery-ID');
        const stored = await services.shopWebhooks.receive({
          kind: 'woocommerce',
          shop: store.url,
          eventId,
          topic,
          webhookId: header(request, 'x-wc-webhook-id') ?? null,
          triggeredAt: null,
          body: readableText(raw),
        });
        if (stored === 'stored') services.jobs.kickShopWebhooks();
        return { ...say('deliveryReceived') };
      },
    );
  };
}

/** A store's address as WooCommerce names it (X-WC-Webhook-Source ends with a slash) and as WOO_URL does. */
const sameStore = (url: string) => url.trim().toLowerCase().replace(/\/+$/, '');

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

function required(request: FastifyRequest, name: string): string {
  const value = header(request, name);
  if (!value)
    throw new AppError(400, say('deliveryHeaderMissing', { header: name }), [
      { field: name, message: say('deliveryHeaderMissing', { header: name }).msg },
    ]);
  return value;
}

/** The body as text, as it came: UTF-8 JSON with no NUL (what a text column holds), else a 400. */
function readableText(raw: Buffer): string {
  const text = raw.toString('utf8');
  const unreadable = (why: string) => {
    const said = say('deliveryBodyUnreadable', { why });
    return badRequest(said, [{ field: 'body', message: said.msg }]);
  };
  if (!Buffer.from(text, 'utf8').equals(raw)) throw unreadable('it is not UTF-8');
  if (text.includes('\u0000')) throw unreadable('it contains a NUL character');
  try {
    JSON.parse(text);
  } catch {
    throw unreadable('it is not JSON');
  }
  return text;
}
