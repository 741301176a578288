import { z } from 'zod';
import { NOTIFICATION_STATUSES, PICKUP_FROM, SENT_TO } from '../values';

/**
 * Response shapes of the pickup-order calls (spec 000 sections 3 and 7; docs/api.md "Pickup
 * orders"): GET /get-pickup-orders-to-be-sent and /get-pickup-orders-sent answer
 * `{msg, pickupOrders: [PickupOrder], count}`. The documented field names are kept; the rest
 * mirrors the purchase-order records (domain/schemas/purchasingRecords.ts).
 */
const text = z.string().nullable();

const address = z.object({
  street_number: z.string(),
  street_name: z.string(),
  city: z.string(),
  country: z.string(),
  zipCode: z.string(),
});

/** One product line of an assignment: what the agent collects. */
export const puoLineRecord = z.object({
  /** The PUO line; sent as productUniqueId to /change-puo-product-status. */
  _id: z.string(),
  product_id: z
    .object({
      _id: z.string(),
      internal_sku: z.string(),
      supplier_sku: z.string(),
      supplier_product_name: z.string(),
      internal_product_name: z.string(),
      weight: z.number().nullable(),
      length: z.number().nullable(),
      width: z.number().nullable(),
      height: z.number().nullable(),
    })
    .nullable(),
  total_quantity: z.number(),
  /** Awaiting Pickup until sent and then Shipped or Refund; lists show an unknown one by sent_to. */
  status: z.string(),
  /** The order line it moves; null for a product added by hand. */
  order_line_id: text,
  /** The shop's line item id ("shop line item id"), sent as shopifyLineItemId. */
  shopify_line_item_id: text,
});

/** An assignment (assign order) of a PUO: the goods of one order going to one place. */
export const puoAssignmentRecord = z.object({
  _id: z.string(),
  pickupOrderNumber: z.string(),
  pickup_order_id: z.string(),
  sent_to: z.enum(SENT_TO),
  /** The warehouse the goods go to (sent_to Warehouse). */
  sent_to_id: z.object({ _id: z.string(), name: z.string(), email: z.string(), address }).nullable(),
  order_id: z
    .object({
      _id: z.string(),
      order_number: z.string(),
      shipping_type: text,
      customer: z.object({ first_name: text, last_name: text, email: text, phone: text }),
      shipping_address: z.object({
        address1: text,
        address2: text,
        city: text,
        zip: text,
        province: text,
        country: text,
      }),
    })
    .nullable(),
  /** 'Manual' for a product added by hand. */
  order_number: z.string(),
  /** The typed-in recipient of a product added by hand for a customer. */
  customer: z
    .object({
      firstName: z.string(),
      lastName: z.string(),
      email: text.optional(),
      phone: text.optional(),
      address1: z.string(),
      city: z.string(),
      country: z.string(),
      province: z.string(),
      zip: z.string(),
    })
    .nullable(),
  /** "Address to be sent" and "Name" as the lists show them, whichever the target. */
  recipient: z.object({ name: z.string(), address: z.string(), city: z.string() }),
  trackingId: text,
  agentName: text,
  trackingURL: text,
  /** Awaiting Pickup or Shipped. */
  status: z.string(),
  products: z.array(puoLineRecord),
  created_at: z.string(),
});

export const pickupOrderRecord = z.object({
  _id: z.string(),
  created_at: z.string(),
  /** ISO instant; the dialog chooses it as 'date T time'. */
  schedule_time: z.string(),
  sent_at: text,
  pickupOrderNumber: z.string(),
  pickupFrom: z.enum(PICKUP_FROM),
  /** The place the goods are collected: the warehouse or the supplier. */
  pickupId: z.object({ _id: z.string(), name: z.string(), address }),
  /** The shipping agent. */
  assigned_to: z.object({
    _id: z.string(),
    name: z.string(),
    address: z.object({
      street_number: z.string(),
      street_name: z.string(),
      city: z.string(),
      country: z.string(),
    }),
    trackingURL: text,
  }),
  notification_status: z.enum(NOTIFICATION_STATUSES),
  assign_orders: z.array(puoAssignmentRecord),
});

export const pickupOrderList = z.object({
  msg: z.string(),
  pickupOrders: z.array(pickupOrderRecord),
  count: z.number(),
});

export type PuoLineRecord = z.infer<typeof puoLineRecord>;
export type PuoAssignmentRecord = z.infer<typeof puoAssignmentRecord>;
export type PickupOrderRecord = z.infer<typeof pickupOrderRecord>;
export type PickupOrderList = z.infer<typeof pickupOrderList>;
