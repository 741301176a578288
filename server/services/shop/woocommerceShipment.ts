import {
  PermanentShopError,
  type ShipmentToWrite,
  type ShipmentWritten,
  type ShopLineRef,
} from './connector';
import { WooAnswerError, type WooClient } from './woocommerceClient';
import type { WooOrder } from './woocommerceOrder';

/**
 * A shipment written to WooCommerce, which keeps no shipments of its own: a customer note on the
 * order with the tracking (WooCommerce mails it to the customer), and the order set to completed
 * once every line has shipped. The note ends with a marker naming the tracking number and the
 * line items with their units, so a retry finds the note an earlier attempt wrote (its answer
 * lost) instead of writing a second one, and the units shipped are counted from the notes.
 */
export interface WooNote {
  id: number;
  note: string;
  customer_note: boolean;
}

const MARKER = /\[shipment (\S+) ((?:\d+x\d+,?)+)\]/g;

/** How a shipment reads at the end of its note: `[shipment TRACK-1 701x2,702x1]`. */
export const shipmentMarker = (number: string, items: { id: string; quantity: number }[]) =>
  `[shipment ${encodeURIComponent(number)} ${items.map((i) => `${i.id}x${i.quantity}`).join(',')}]`;

/** The shipments the notes record, by their tracking number and line items. */
export function shipmentsInNotes(notes: readonly WooNote[]) {
  return notes.flatMap((note) =>
    [...note.note.matchAll(MARKER)].map(([, number, items]) => ({
      noteId: String(note.id),
      number: decodeURIComponent(number),
      items: items
        .split(',')
        .filter(Boolean)
        .map((item) => {
          const [id, quantity] = item.split('x');
          return { id, quantity: Number(quantity) };
        }),
    })),
  );
}

/** A line named by its SKU is the order's line item with that SKU (one with units unshipped first). */
function byId(order: WooOrder, shipped: Map<string, number>, ref: ShopLineRef) {
  if ('id' in ref) {
    if (!order.line_items.some((l) => String(l.id) === ref.id))
      throw new PermanentShopError(`The shop's order has no line item ${ref.id}`);
    return ref;
  }
  const items = order.line_items.filter((l) => l.sku?.trim() === ref.sku);
  const item = items.find((l) => (shipped.get(String(l.id)) ?? 0) < l.quantity) ?? items[0];
  if (!item) throw new PermanentShopError(`The shop's order has no line item with SKU ${ref.sku}`);
  return { id: String(item.id), quantity: ref.quantity };
}

export async function readOrder(client: WooClient, shopOrderId: string): Promise<WooOrder> {
  try {
    return (await client.get<WooOrder>(`/orders/${encodeURIComponent(shopOrderId)}`)).data;
  } catch (error) {
    if (error instanceof WooAnswerError && (error.status === 404 || error.status === 400))
      throw new PermanentShopError(`The shop has no order ${shopOrderId}`);
    throw error;
  }
}

export async function writeWooShipment(client: WooClient, wanted: ShipmentToWrite): Promise<ShipmentWritten> {
  const order = await readOrder(client, wanted.shopOrderId);
  const path = `/orders/${order.id}`;
  const notes = (await client.get<WooNote[]>(`${path}/notes`, { type: 'customer' })).data;
  const recorded = shipmentsInNotes(notes);
  const shipped = new Map<string, number>();
  for (const shipment of recorded)
    for (const item of shipment.items) shipped.set(item.id, (shipped.get(item.id) ?? 0) + item.quantity);
  const items = wanted.lineItems.map((ref) => byId(order, shipped, ref));

  const everyLineShipped = (counts: Map<string, number>) =>
    order.line_items.every((l) => (counts.get(String(l.id)) ?? 0) >= l.quantity);
  const complete = async (counts: Map<string, number>) => {
    if (order.status !== 'completed' && everyLineShipped(counts))
      await client.put(path, { status: 'completed' });
  };

  const previous = recorded.find(
    (s) => s.number === wanted.tracking.number && items.every((i) => s.items.some((n) => n.id === i.id)),
  );
  if (previous) {
    // The note was written; completing the order may not have been.
    await complete(shipped);
    return { outcome: 'found', shipmentId: previous.noteId };
  }
  // Completed in the store itself: it has told the customer already.
  if (order.status === 'completed') return { outcome: 'nothing-open' };

  const { number, company, url } = wanted.tracking;
  const note = [
    `Your order has shipped with ${company}, tracking number ${number}${url ? `: ${url}` : ''}`,
    shipmentMarker(number, items),
  ].join('\n');
  let written: WooNote;
  try {
    written = (await client.post<WooNote>(`${path}/notes`, { note, customer_note: true })).data;
  } catch (error) {
    if (error instanceof WooAnswerError && error.status >= 400 && error.status < 500 && error.status !== 429)
      throw new PermanentShopError(`WooCommerce refused the note: ${error.message}`);
    throw error;
  }
  for (const item of items) shipped.set(item.id, (shipped.get(item.id) ?? 0) + item.quantity);
  await complete(shipped);
  return { outcome: 'written', shipmentId: String(written.id) };
}
