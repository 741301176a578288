import { z } from 'zod';
import {
  assignmentTargetFields,
  lineProductFields,
  orderRefFields,
  scheduledOrderFields,
  text,
} from './assignmentRecordParts';

/** Response shapes of the purchase-order calls and the supplier view (spec 000 section 3). */

export const poLineRecord = z.object({
  _id: z.string(),
  product_id: z.object(lineProductFields).nullable(),
  total_quantity: z.number(),
  status: z.string(),
  estimated_shipping_date: text,
  shipping_agent: z
    .object({ _id: z.string(), name: z.string(), activated: z.boolean(), deleted_at: text })
    .nullable(),
  trackingId: text,
  agentName: text,
  trackingURL: text,
  order_line_id: text,
});

export const assignOrderRecord = z.object({
  _id: z.string(),
  poNumber: z.string(),
  purchase_order_id: z.string(),
  ...assignmentTargetFields,
  order_id: z.object({ ...orderRefFields, deadline_date: text }).nullable(),
  products: z.array(poLineRecord),
  status: z.string(),
  notes: text,
  invoice_number: text,
  created_at: z.string(),
});

export const purchaseOrderRecord = z.object({
  ...scheduledOrderFields,
  poNumber: z.string(),
  assigned_to: z.object({ _id: z.string(), name: z.string() }),
  assign_orders: z.array(assignOrderRecord),
});

export const supplierOrderRecord = assignOrderRecord.extend({
  schedule_time: z.string(),
  assigned_to: z.object({ _id: z.string(), name: z.string() }),
  deadline_date: text,
  line_status: z.string(),
});

export type PoLineRecord = z.infer<typeof poLineRecord>;
export type AssignOrderRecord = z.infer<typeof assignOrderRecord>;
export type PurchaseOrderRecord = z.infer<typeof purchaseOrderRecord>;
export type SupplierOrderRecord = z.infer<typeof supplierOrderRecord>;
