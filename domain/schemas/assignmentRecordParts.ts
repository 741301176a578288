import { z } from 'zod';
import { NOTIFICATION_STATUSES, SENT_TO } from '../values';
import { shopAddressRecord } from './orderRecords';

/**
 * Record parts purchase orders and pickup orders answer alike (spec 000 section 3): the order
 * itself, where an assignment goes, for whom, and a line's product.
 */
export const text = z.string().nullable();

/** A warehouse's, supplier's or agent's address. */
export const placeAddressRecord = z.object({
  street_number: z.string(),
  street_name: z.string(),
  city: z.string(),
  country: z.string(),
  zipCode: z.string(),
});

/** A line's product, as the lists name it. */
export const lineProductFields = {
  _id: z.string(),
  internal_sku: z.string(),
  supplier_sku: z.string(),
  supplier_product_name: z.string(),
  internal_product_name: z.string(),
};

/** What every assignment says of where it goes and for whom. */
export const assignmentTargetFields = {
  sent_to: z.enum(SENT_TO),
  sent_to_id: z
    .object({ _id: z.string(), name: z.string(), email: z.string(), address: placeAddressRecord })
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
};

/** The order an assignment serves. */
export const orderRefFields = {
  _id: z.string(),
  order_number: z.string(),
  /** The shop it came from, given when more than one shop is configured; else null. */
  shop: z.string().nullish(),
  shipping_type: text,
  customer: z.object({ first_name: text, last_name: text, email: text, phone: text }),
  shipping_address: shopAddressRecord,
};

/** A scheduled order's own fields. */
export const scheduledOrderFields = {
  _id: z.string(),
  created_at: z.string(),
  schedule_time: z.string(),
  sent_at: text,
  notification_status: z.enum(NOTIFICATION_STATUSES),
  /** TZ_OPERATOR: the zone in which schedule times are chosen (the schedule dialog's times). */
  time_zone: z.string(),
};
