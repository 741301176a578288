import { z } from 'zod';
import { NOTIFICATION_STATUSES, PICKUP_FROM, SENT_TO } from '../values';

/** Response shapes of the pickup-order calls (spec 000 section 3: Pickup order, Assignment). */
const text = z.string().nullable();
const measure = z.number().nullable();

const address = z.object({
  street_number: z.string(),
  street_name: z.string(),
  city: z.string(),
  country: z.string(),
  zipCode: z.string(),
});

export const puoLineRecord = z.object({
  _id: z.string(),
  product_id: z
    .object({
      _id: z.string(),
      internal_sku: z.string(),
      supplier_sku: z.string(),
      supplier_product_name: z.string(),
      internal_product_name: z.string(),
      weight: measure,
      length: measure,
      width: measure,
      height: measure,
    })
    .nullable(),
  total_quantity: z.number(),
  /** Ready while to be sent, Awaiting Pickup once sent, then Shipped or Refund. */
  status: z.string(),
  shopify_line_item_id: text,
  order_line_id: text,
  po_line_id: text,
});

export const puoAssignmentRecord = z.object({
  _id: z.string(),
  pickup_order_id: z.string(),
  pickupOrderNumber: z.string(),
  sent_to: z.enum(SENT_TO),
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
  order_number: z.string(),
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
  recipient: z.object({ name: z.string(), address: z.string(), city: z.string() }),
  trackingId: text,
  agentName: text,
  trackingURL: text,
  status: z.string(),
  products: z.array(puoLineRecord),
  total_weight: z.number(),
  created_at: z.string(),
});

export const pickupOrderRecord = z.object({
  _id: z.string(),
  created_at: z.string(),
  schedule_time: z.string(),
  sent_at: text,
  pickupOrderNumber: z.string(),
  /** TZ_OPERATOR: the zone the schedule is set in. */
  time_zone: z.string(),
  pickupFrom: z.enum(PICKUP_FROM),
  pickupId: z.object({ _id: z.string(), name: z.string(), address }).nullable(),
  assigned_to: z
    .object({
      _id: z.string(),
      name: z.string(),
      contact_email: z.string(),
      trackingURL: z.string(),
      activated: z.boolean(),
      deleted_at: text,
      address,
    })
    .nullable(),
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
