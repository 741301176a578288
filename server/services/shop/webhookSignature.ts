import crypto from 'node:crypto';

/**
 * Whether `signature` (the base64 HMAC-SHA256 of the raw body, as Shopify's X-Shopify-Hmac-Sha256
 * and WooCommerce's X-WC-Webhook-Signature carry it) was made with one of `secrets`. Every secret
 * is tried (the current one and, after a rotation, the previous one), each compared in constant
 * time, so the answer's timing tells nothing about how close a forged signature came.
 */
export function signedWith(rawBody: Buffer, signature: string | undefined, secrets: readonly string[]) {
  if (!signature) return false;
  const given = Buffer.from(signature.trim(), 'base64');
  let matched = false;
  for (const secret of secrets) {
    const expected = crypto.createHmac('sha256', secret).update(rawBody).digest();
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) matched = true;
  }
  return matched;
}

/** What a shop sends as the signature of `rawBody` with `secret` (tests sign deliveries with it). */
export const signatureOf = (rawBody: Buffer | string, secret: string) =>
  crypto.createHmac('sha256', secret).update(rawBody).digest('base64');
