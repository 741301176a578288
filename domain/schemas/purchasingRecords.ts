import { z } from 'zod';
import { shopAddressRecord } from './orderRecords';

/** Response shapes of the purchase-order calls and the supplier view (spec 000 section 3). */
const text = z.string().nullable();

export const poLineRecord = z.object({
  _id: z.string(),
  product_id: z
    .object({
      _id: z.string(),
      internal_sku: z.string(),
      supplier_sku: z.string(),
      supplier_product_name: z.string(),
      internal_product_name: z.string(),
    })
    .nullable(),
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

const address = z.object({
  street_number: z.string(),
  street_name: z.string(),
  city: z.string(),
  country: z.string(),
  zipCode: z.string(),
});

export const assignOrderRecord = z.object({
  _id: z.string(),
  poNumber: z.string(),
  purchase_order_id: z.string(),
  sent_to: z.enum(['Warehouse', 'Customer']),
  sent_to_id: z.object({ _id: z.string(), name: z.string(), email: z.string(), address }).nullable(),
  order_id: z
    .object({
      _id: z.string(),
      order_number: z.string(),
      deadline_date: text,
      shipping_type: text,
      customer: z.object({ first_name: text, last_name: text, email: text, phone: text }),
      shipping_address: shopAddressRecord,
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
  products: z.array(poLineRecord),
  status: z.string(),
  notes: text,
  invoice_number: text,
  created_at: z.string(),
});

export const purchaseOrderRecord = z.object({
  _id: z.string(),
  created_at: z.string(),
  schedule_time: z.string(),
  sent_at: text,
  poNumber: z.string(),
  notification_status: z.enum(['to_be_sent', 'sent']),
  assigned_to: z.object({ _id: z.string(), name: z.string() }),
  assign_orders: z.array(assignOrderRecord),
  /** TZ_OPERATOR: the zone in which schedule times are chosen (the schedule dialog's times). */
  time_zone: z.string(),
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
