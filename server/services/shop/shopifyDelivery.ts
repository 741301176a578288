import type { Config } from '../../config';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { say } from '../../../domain/texts/answers';
import { signedWith } from './webhookSignature';
import { isOrderTopic } from './webhooks';
import {
  header,
  readableText,
  required,
  type DeliveryReading,
  type DeliveryRequest,
} from './deliveryReading';

/**
 * A Shopify delivery (POST /backend/api/webhooks/shopify): its base64 HMAC-SHA256 in
 * X-Shopify-Hmac-Sha256 under the secret or the previous one, from the configured shop, of an
 * order topic, its event id the key it is stored once by.
 */
export function readShopifyDelivery(
  settings: Config['shopifyWebhooks'],
  request: DeliveryRequest,
): DeliveryReading {
  // No secret, no way to tell Shopify's deliveries from anyone's: the path is not there.
  if (!settings?.secrets.length) throw notFound();
  if (!signedWith(request.raw, header(request, 'x-shopify-hmac-sha256'), settings.secrets))
    throw unauthorized(say('deliverySignatureInvalid'));
  const shop = required(request, 'X-Shopify-Shop-Domain');
  if (settings.shop && shop.toLowerCase() !== settings.shop.toLowerCase())
    throw forbidden(say('deliveryOtherShop', { shop: settings.shop }));
  const topic = required(request, 'X-Shopify-Topic');
  // Answered, so Shopify does not retry a topic the product never asked for.
  if (!isOrderTopic(topic, 'shopify')) return { answer: say('deliveryIgnoredTopic', { topic }) };
  const eventId = required(request, 'X-Shopify-Event-Id');
  const body = readableText(request.raw);
  const triggered = header(request, 'x-shopify-triggered-at');
  const triggeredAt = triggered ? new Date(triggered) : null;
  return {
    delivery: {
      kind: 'shopify',
      // The shop as its connector names it: the order's write-back finds it by this name.
      shop: settings.shop ?? shop,
      eventId,
      topic,
      webhookId: header(request, 'x-shopify-webhook-id') ?? null,
      triggeredAt: triggeredAt && !Number.isNaN(triggeredAt.getTime()) ? triggeredAt : null,
      body,
    },
  };
}
