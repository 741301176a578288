import { z } from 'zod';
import type { OrderStatus } from '../../../domain/orderStatus';
import type { ShopOrder } from './connector';
import { DeliveryBodyError } from './shopifyRestOrder';
import { gmtDate } from './woocommerceClient';

/**
 * WooCommerce's order JSON (REST API v3, and the body of its order.created and order.updated
 * webhooks) as the shop-neutral order the intake takes. Only the fields the product reads are
 * checked; WooCommerce writes an empty string where a field is not filled in.
 */
const text = z.string().nullish();
const gmt = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/, 'is not a date and time');

const address = z.object({
  first_name: text,
  last_name: text,
  address_1: text,
  address_2: text,
  city: text,
  state: text,
  postcode: text,
  country: text,
  phone: text,
});

export const wooOrder = z.object({
  id: z.number().int().positive(),
  number: z.union([z.string().min(1), z.number()]),
  status: z.string(),
  date_created_gmt: gmt,
  date_modified_gmt: gmt.nullish(),
  customer_id: z.number().int().nullish(),
  customer_note: text,
  billing: address.extend({ email: text }).partial().nullish(),
  shipping: address.partial().nullish(),
  shipping_lines: z.array(z.object({ method_title: text })).nullish(),
  line_items: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      sku: text,
      quantity: z.number().int(),
    }),
  ),
});
export type WooOrder = z.infer<typeof wooOrder>;

/**
 * The status an order of the store is imported with: cancelled, refunded, failed (never paid) or
 * in the trash → Refund; completed (WooCommerce's word for shipped) → Shipped; else Pending.
 */
export function wooInitialStatus(status: string): OrderStatus {
  const s = status.toLowerCase();
  if (['cancelled', 'refunded', 'failed', 'trash'].includes(s)) return 'Refund';
  if (s === 'completed') return 'Shipped';
  return 'Pending';
}

/** '' and whitespace are "not filled in". */
const filled = (value: string | null | undefined) => value?.trim() || null;

export function importedFromWoo(order: WooOrder): ShopOrder {
  // An order of things that need no shipping has no shipping address: the billing one is it.
  const shipsTo = filled(order.shipping?.address_1) ? order.shipping! : (order.billing ?? {});
  const number = String(order.number);
  return {
    shopOrderId: String(order.id),
    orderNumber: number.startsWith('#') ? number : `#${number}`,
    orderCreatedAt: gmtDate(order.date_created_gmt),
    customerShopId: order.customer_id ? String(order.customer_id) : null,
    email: filled(order.billing?.email),
    firstName: filled(shipsTo.first_name) ?? filled(order.billing?.first_name),
    lastName: filled(shipsTo.last_name) ?? filled(order.billing?.last_name),
    phone: filled(order.shipping?.phone) ?? filled(order.billing?.phone),
    address1: filled(shipsTo.address_1),
    address2: filled(shipsTo.address_2),
    city: filled(shipsTo.city),
    zip: filled(shipsTo.postcode),
    province: filled(shipsTo.state),
    country: filled(shipsTo.country)?.toUpperCase() ?? null,
    shippingMethod: filled(order.shipping_lines?.[0]?.method_title),
    notes: filled(order.customer_note),
    initialStatus: wooInitialStatus(order.status),
    // What the changes after import read (flows/shopOrderChanged.ts): a store's cancel, refund or trash.
    cancelled: ['cancelled', 'refunded', 'trash'].includes(order.status.toLowerCase()),
    shopUpdatedAt: order.date_modified_gmt ? gmtDate(order.date_modified_gmt) : null,
    lines: order.line_items.map((item, i) => ({
      lineKey: `li:${item.id}`,
      position: i + 1,
      sku: filled(item.sku),
      name: item.name,
      quantity: item.quantity,
      row: 0,
      shopLineItemId: String(item.id),
    })),
  };
}

/** An order the store deleted (order.deleted): WooCommerce's body then carries only its id. */
export interface RemovedOrder {
  removed: true;
  shopOrderId: string;
}

/**
 * The order a WooCommerce delivery's body carries, or the order it removed; a DeliveryBodyError
 * names the field it cannot be read by.
 */
export function orderOfWooDelivery(body: unknown, topic: string): ShopOrder | RemovedOrder {
  if (topic === 'order.deleted') {
    const id = (body as { id?: unknown } | null)?.id;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
      throw new DeliveryBodyError('id', 'needs the order id');
    return { removed: true, shopOrderId: String(id) };
  }
  const parsed = wooOrder.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DeliveryBodyError(issue.path.join('.') || 'body', issue.message);
  }
  return importedFromWoo(parsed.data);
}
