import { z } from 'zod';
import { PICKUP_FROM } from '../values';
import {
  assignmentTargetFields,
  lineProductFields,
  orderRefFields,
  placeAddressRecord as address,
  scheduledOrderFields,
  text,
} from './assignmentRecordParts';

/** Response shapes of the pickup-order calls (spec 000 section 3: Pickup order, Assignment). */
const measure = z.number().nullable();

export const puoLineRecord = z.object({
  _id: z.string(),
  product_id: z
    .object({
      ...lineProductFields,
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
  ...assignmentTargetFields,
  order_id: z.object(orderRefFields).nullable(),
  trackingId: text,
  agentName: text,
  trackingURL: text,
  status: z.string(),
  products: z.array(puoLineRecord),
  total_weight: z.number(),
  created_at: z.string(),
});

export const pickupOrderRecord = z.object({
  ...scheduledOrderFields,
  pickupOrderNumber: z.string(),
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
  assign_orders: z.array(puoAssignmentRecord),
});

export type PuoLineRecord = z.infer<typeof puoLineRecord>;
export type PuoAssignmentRecord = z.infer<typeof puoAssignmentRecord>;
export type PickupOrderRecord = z.infer<typeof pickupOrderRecord>;
