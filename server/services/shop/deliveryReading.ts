import { AppError, badRequest } from '../../http/errors';
import { say, type Said } from '../../../domain/texts/answers';
import type { Delivery } from './webhooks';

/** A webhook request as a shop's delivery reader sees it: its headers and its raw body, as signed. */
export interface DeliveryRequest {
  headers: Record<string, string | string[] | undefined>;
  raw: Buffer;
}

/** What a reader makes of a request: a delivery to store, or an answer with nothing stored. */
export type DeliveryReading = { delivery: Delivery } | { answer: Said };

export function header(request: DeliveryRequest, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/** A header the delivery cannot be read without: missing, a 400 naming it. */
export function required(request: DeliveryRequest, name: string): string {
  const value = header(request, name);
  if (!value)
    throw new AppError(400, say('deliveryHeaderMissing', { header: name }), [
      { field: name, message: say('deliveryHeaderMissing', { header: name }).msg },
    ]);
  return value;
}

/** The body as text, as it came: UTF-8 JSON with no NUL (what a text column holds), else a 400. */
export function readableText(raw: Buffer): string {
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
