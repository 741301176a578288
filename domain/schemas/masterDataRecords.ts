import { z } from 'zod';
import { SHIPPING_TYPES } from '../values';
import { LANGUAGES } from '../preferences';

/**
 * Warehouses, suppliers and shipping agents as the server answers them (docs/api.md, Master
 * data). The server's response schemas and the browser's record types both come from here.
 */

export const addressRecord = z.object({
  street_name: z.string(),
  street_number: z.string(),
  city: z.string(),
  country: z.string(),
});
export const zipAddressRecord = addressRecord.extend({ zipCode: z.string() });
export const pickupTimesRecord = z.object({
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
});

/** The notification e-mail of suppliers and shipping agents; the schedule as 'days,time' and its label. */
export const notificationRecord = {
  notification_schedule: z.string(),
  schedule_label: z.string(),
  email_subject: z.string(),
  customeEmail: z.string(),
  imgName: z.string().nullable(),
  email_language: z.enum(LANGUAGES),
};

const measure = z.number().nullable();

export const warehouseRecord = z.object({
  _id: z.string(),
  name: z.string(),
  contact_person: z.string(),
  email: z.string(),
  contact_phone: z.string(),
  activated: z.boolean(),
  address: zipAddressRecord,
  pickup_times: pickupTimesRecord,
  criteria: z.object({
    min_weight: measure,
    max_weight: measure,
    min_length: measure,
    max_length: measure,
    min_width: measure,
    max_width: measure,
    min_height: measure,
    max_height: measure,
    min_LWH: measure,
    max_LWH: measure,
    shipping_type: z.enum(SHIPPING_TYPES),
  }),
  createdAt: z.string(),
  /** The last save, sent back by an edit (domain/staleEdit.ts). */
  updatedAt: z.string(),
});
export type WarehouseRecord = z.infer<typeof warehouseRecord>;

export const supplierRecord = z.object({
  _id: z.string(),
  name: z.string(),
  contact_person: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  activated: z.boolean(),
  address: zipAddressRecord,
  pickup_times: pickupTimesRecord,
  dropShipping_available: z.boolean(),
  ...notificationRecord,
  createdAt: z.string(),
  /** The last save, sent back by an edit (domain/staleEdit.ts). */
  updatedAt: z.string(),
});
export type SupplierRecord = z.infer<typeof supplierRecord>;

export const shippingAgentRecord = z.object({
  _id: z.string(),
  name: z.string(),
  contact_person: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  trackingURL: z.string(),
  activated: z.boolean(),
  deleted_at: z.string().nullable(),
  address: addressRecord,
  ...notificationRecord,
  createdAt: z.string(),
  /** The last save, sent back by an edit (domain/staleEdit.ts). */
  updatedAt: z.string(),
});
export type ShippingAgentRecord = z.infer<typeof shippingAgentRecord>;
