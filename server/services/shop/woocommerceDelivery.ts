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

/** A store's address as WooCommerce names it (X-WC-Webhook-Source ends with a slash) and as WOO_URL does. */
const sameStore = (url: string) => url.trim().toLowerCase().replace(/\/+$/, '');

/**
 * A WooCommerce delivery (POST /backend/api/webhooks/woocommerce): its base64 HMAC-SHA256 in
 * X-WC-Webhook-Signature, from the configured store, of an order topic, its delivery id the key
 * it is stored once by.
 */
export function readWooDelivery(store: Config['woocommerce'], request: DeliveryRequest): DeliveryReading {
  if (!store?.webhookSecret) throw notFound();
  // WooCommerce pings a webhook's address when it is made, unsigned, and keeps the webhook only
  // if the answer is a 2xx: answered, and nothing stored.
  if (!header(request, 'x-wc-webhook-topic') && /^webhook_id=\d+$/.test(request.raw.toString('utf8').trim()))
    return { answer: say('deliveryPing') };
  if (!signedWith(request.raw, header(request, 'x-wc-webhook-signature'), [store.webhookSecret]))
    throw unauthorized(say('deliverySignatureInvalid'));
  const source = required(request, 'X-WC-Webhook-Source');
  if (sameStore(source) !== sameStore(store.url))
    throw forbidden(say('deliveryOtherShop', { shop: store.url }));
  const topic = required(request, 'X-WC-Webhook-Topic');
  if (!isOrderTopic(topic, 'woocommerce')) return { answer: say('deliveryIgnoredTopic', { topic }) };
  const eventId = required(request, 'X-WC-Webhook-Delivery-ID');
  return {
    delivery: {
      kind: 'woocommerce',
      shop: store.url,
      eventId,
      topic,
      webhookId: header(request, 'x-wc-webhook-id') ?? null,
      triggeredAt: null,
      body: readableText(request.raw),
    },
  };
}
