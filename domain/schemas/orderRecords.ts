import { z } from 'zod';
import type { ShopAddress } from '../address';
import type { OrderEventKind } from '../orderEvents';
import { ORDER_STATUSES } from '../orderStatus';
import { SHOP_ADDRESS_FIELDS, SHOP_CHANGE_SOURCES, type ShopChange } from '../shopOrderChanges';
import { ARRIVALS, LINE_FULFILMENTS, ORDER_SOURCES } from '../values';
import { listAnswer } from './records';

/**
 * An order as the order calls answer it (docs/api.md "Orders"; spec 000 section 3). The keys
 * are the documented ones, spellings included (problemetic). The server's response schemas and
 * the browser's Order type both come from here.
 */

const text = z.string().nullable();
const measure = z.number().nullable();

export const shippingAgentRef = z.object({
  _id: z.string(),
  name: z.string(),
  activated: z.boolean(),
  deleted_at: text,
  trackingURL: text,
});

export const orderProductRecord = z.object({
  _id: z.string(),
  unique_id: z.string(),
  product_id: z
    .object({
      _id: z.string(),
      internal_sku: z.string(),
      supplier_sku: text,
      supplier_product_name: text,
      internal_product_name: z.string(),
      weight: measure,
      length: measure,
      width: measure,
      height: measure,
    })
    .nullable(),
  /** The shop's line title and SKU, kept when the SKU is unknown. */
  name: z.string(),
  sku: text,
  quantity: z.number(),
  /** The pack this line came from, when the shop sold a pack. */
  pack_sku: text,
  fulfilment: z.enum(LINE_FULFILMENTS).nullable(),
  direct_to_customer: z.boolean(),
  /** At the warehouse: served from its stock, or bought and its delivery to the warehouse Shipped. */
  at_warehouse: z.boolean(),
  status: z.enum(ORDER_STATUSES),
  supplier: z.object({ _id: z.string(), name: z.string(), dropShipping_available: z.boolean() }).nullable(),
  deadline_date: text,
  estimated_shipping_date: text,
  shipping_agent: shippingAgentRef.nullable(),
  shopify_order_id: text,
  shopify_line_item_id: text,
  /** The line's delivery to the customer when not the order's own Shipping Info: the supplier's or a pickup order's tracking. */
  tracking: z.object({ tracking_id: z.string(), agent_name: text, tracking_url: text }).nullable(),
  /** What its parcels hold of its live quantity (issue 32): "2 of 3 shipped" beside the status. */
  shipped: z.object({ shipped: z.number(), of: z.number(), complete: z.boolean() }).optional(),
});

/**
 * A line the shop sold without a SKU (domain/orderLines.ts CustomLine): shown, never routed,
 * bought or shipped by us.
 */
export const orderCustomLineRecord = z.object({
  unique_id: z.string(),
  name: z.string(),
  quantity: z.number(),
  shopify_line_item_id: text,
});

export const WAREHOUSE_CELL_KINDS = [
  'custom-only',
  'choose-warehouse',
  'hybrid',
  'dropshipped',
  'choose-consolidation',
  'warehouse',
  'refunded',
] as const;

/** An order's shipping address in the shop's field names (domain/address.ts ShopAddress). */
export const shopAddressRecord = z.object({
  address1: text,
  address2: text,
  city: text,
  zip: text,
  province: text,
  country: text,
}) satisfies z.ZodType<ShopAddress>;

/** One change the shop made (domain/shopOrderChanges.ts ShopChange). */
const shopChangeRecord = z.union([
  z.object({ field: z.enum(SHOP_ADDRESS_FIELDS), from: text, to: text }),
  z.object({
    field: z.literal('quantity'),
    line: z.string(),
    lineKey: z.string(),
    from: z.number(),
    to: z.number(),
  }),
  z.object({ field: z.enum(['cancelled', 'deleted']) }),
]) satisfies z.ZodType<ShopChange>;

/** What the shop changed after the order was sent, kept until the Admin resolves it. */
export const keptShopChangesRecord = z.object({
  at: z.string(),
  source: z.enum(SHOP_CHANGE_SOURCES),
  changes: z.array(shopChangeRecord),
});

export const orderRecord = z.object({
  _id: z.string(),
  order_id: text,
  order_number: z.string(),
  /** The shop it came from (its name), given when more than one shop is configured; else null. */
  shop: z.string().nullish(),
  order_created_at: z.string(),
  source: z.enum(ORDER_SOURCES),
  /** How it reached the product: webhook, sweep, reconciliation (the daily count), file or manual. */
  arrived_by: z.enum(ARRIVALS),
  /** Changed in the shop after it was sent and not resolved yet (Needs attention); else null. */
  shop_changes: keptShopChangesRecord.nullish(),
  status: z.enum(ORDER_STATUSES),
  problemetic: z.boolean(),
  problem_reason: text,
  role: z.literal('Supplier').nullable(),
  assigned_to: z
    .object({
      _id: z.string(),
      name: z.string(),
      address: z.object({
        street_number: text,
        street_name: text,
        city: text,
        country: text,
        zipCode: text,
      }),
    })
    .nullable(),
  warehouse_list: z.array(z.object({ _id: z.string(), name: z.string() })),
  warehouse_cell: z.enum(WAREHOUSE_CELL_KINDS),
  isHybrid: z.boolean(),
  consolidated: z.boolean().nullable(),
  isConsolidateOption: z.boolean(),
  direct_to_customer: z.boolean(),
  trackingId: text,
  agentName: text,
  trackingURL: text,
  shipping_agent: shippingAgentRef.nullable(),
  estimated_shipping_date: text,
  deadline_date: text,
  notes: text,
  invoice_number: text,
  shipping_type: text,
  customer: z.object({
    /** The shop's customer id (spec 000 section 3); null when unknown (orders imported from the CSV export). */
    cus_id: text,
    first_name: text,
    last_name: text,
    name: z.string(),
    email: text,
    phone: text,
  }),
  shipping_address: shopAddressRecord,
  products: z.array(orderProductRecord),
  /** Lines without a SKU (custom items, tips, gift cards), apart from the products. */
  custom_lines: z.array(orderCustomLineRecord),
});

/** One entry of an order's timeline (GET /get-order-events), oldest first. */
export const orderEventRecord = z.object({
  _id: z.string(),
  kind: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
  user: z.object({ email: z.string() }).nullable(),
});

/** The Master Dashboard page; the Consolidate screen's page also names its rows `orders`. */
export const orderListAnswer = listAnswer(orderRecord);
export const consolidationListAnswer = orderListAnswer.extend({ orders: z.array(orderRecord) });

export type OrderRecord = z.infer<typeof orderRecord>;
export type OrderProductRecord = z.infer<typeof orderProductRecord>;
export type ShippingAgentRef = z.infer<typeof shippingAgentRef>;
export type OrderEventRecord = z.infer<typeof orderEventRecord>;

/** A timeline entry as the browser reads it: its kind one of domain/orderEvents.ts's. */
export type OrderEvent = Omit<OrderEventRecord, 'kind'> & { kind: OrderEventKind };

/** An order as react-admin holds it: the dataProvider copies _id to id. */
export type Order = OrderRecord & { id?: string };
