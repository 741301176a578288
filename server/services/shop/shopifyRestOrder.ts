import { z } from 'zod';
import { linesOrderedNow, shopInitialStatus, unitsOrderedNow } from '../../../domain/shopifyOrders';
import type { ShopOrder } from './connector';
import { numericId } from './shopifyClient';

/**
 * Shopify's REST order JSON, the body of its orders/create, orders/updated and orders/cancelled
 * webhooks, as the shop-neutral order the intake takes: the same record the sync makes of the
 * GraphQL Order (./shopify.ts importedFromNode), so an order reads the same whichever way it came.
 * Only the fields the product reads are checked; the rest of the body is kept raw in its delivery.
 */
const text = z.string().nullish();
/**
 * Ids are read from admin_graphql_api_id: REST's numeric ids exceed what a JSON number holds
 * exactly (2^53), so the number itself is used only when it is exact.
 */
const restId = { id: z.number().nullish(), admin_graphql_api_id: z.string().nullish() };

const restAddress = z.object({
  first_name: text,
  last_name: text,
  address1: text,
  address2: text,
  city: text,
  zip: text,
  province: text,
  country_code: text,
  phone: text,
});

export const restOrder = z.object({
  ...restId,
  name: z.string().min(1),
  email: text,
  contact_email: text,
  phone: text,
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }).nullish(),
  cancelled_at: text,
  note: text,
  financial_status: text,
  fulfillment_status: text,
  customer: z.object({ ...restId, first_name: text, last_name: text, email: text, phone: text }).nullish(),
  shipping_address: restAddress.nullish(),
  shipping_lines: z.array(z.object({ title: text })).nullish(),
  line_items: z.array(
    z.object({
      ...restId,
      name: z.string(),
      sku: text,
      quantity: z.number().int(),
      current_quantity: z.number().int().nullish(),
    }),
  ),
});
export type RestOrder = z.infer<typeof restOrder>;

/** The field at fault in a delivery's body, as `line_items.0.quantity`. */
export class DeliveryBodyError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

function idOf(record: { id?: number | null; admin_graphql_api_id?: string | null }, field: string) {
  if (record.admin_graphql_api_id) return numericId(record.admin_graphql_api_id);
  if (record.id != null && Number.isSafeInteger(record.id)) return String(record.id);
  throw new DeliveryBodyError(field, 'needs admin_graphql_api_id or an exact id');
}

function optionalIdOf(record: { id?: number | null; admin_graphql_api_id?: string | null }) {
  try {
    return idOf(record, 'id');
  } catch {
    return null;
  }
}

/** The order a delivery's body carries; a DeliveryBodyError names the field it cannot be read by. */
export function orderOfDelivery(body: unknown): ShopOrder {
  const parsed = restOrder.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new DeliveryBodyError(issue.path.join('.') || 'body', issue.message);
  }
  const order = parsed.data;
  const address = order.shipping_address;
  return {
    shopOrderId: idOf(order, 'id'),
    orderNumber: order.name,
    orderCreatedAt: new Date(order.created_at),
    // A guest's order has no customer; one without an id read exactly is kept without it.
    customerShopId: order.customer ? optionalIdOf(order.customer) : null,
    email: order.email || order.contact_email || order.customer?.email || null,
    firstName: address?.first_name ?? order.customer?.first_name ?? null,
    lastName: address?.last_name ?? order.customer?.last_name ?? null,
    phone: address?.phone ?? order.phone ?? order.customer?.phone ?? null,
    address1: address?.address1 ?? null,
    address2: address?.address2 ?? null,
    city: address?.city ?? null,
    zip: address?.zip ?? null,
    province: address?.province ?? null,
    country: address?.country_code ?? null,
    shippingMethod: order.shipping_lines?.[0]?.title ?? null,
    notes: order.note ?? null,
    cancelled: !!order.cancelled_at,
    shopUpdatedAt: order.updated_at ? new Date(order.updated_at) : null,
    initialStatus: shopInitialStatus({
      cancelled: !!order.cancelled_at,
      financialStatus: order.financial_status,
      fulfillmentStatus: order.fulfillment_status,
    }),
    lines: linesOrderedNow(
      order.line_items.map((item, i) => {
        const id = idOf(item, `line_items.${i}.id`);
        return {
          lineKey: `li:${id}`,
          position: i + 1,
          sku: item.sku?.trim() || null,
          name: item.name,
          quantity: unitsOrderedNow(item.quantity, item.current_quantity),
          row: 0,
          shopLineItemId: id,
        };
      }),
    ),
  };
}
