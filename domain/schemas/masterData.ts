import { z } from 'zod';
import { LIMITS } from '../limits';
import { parseSchedule, SCHEDULE_DAYS } from '../schedule';
import { DEFAULT_SHIPPING_TYPE, SHIPPING_TYPES } from '../values';
import {
  bool,
  id,
  numericText,
  optionalMeasure,
  optionalText,
  optionalTime,
  requiredEmail,
  requiredMeasure,
  requiredText,
  requiredUrl,
  time,
  wholeNumber,
} from './fields';

/**
 * Request bodies of spec 001 section 7, with the rules of section 5. The server validates with
 * them; the forms show the same messages. Field names are the documented payload names.
 */

export { DEFAULT_SHIPPING_TYPE, SHIPPING_TYPES, type ShippingType } from '../values';

export const CRITERIA = ['weight', 'length', 'width', 'height', 'LWH'] as const;

const address = {
  street_name: requiredText('Street name'),
  street_number: requiredText('Street number', 40),
  city: requiredText('City', 100),
  country: requiredText('Country', 100),
};

const criteria = {
  min_weight: optionalMeasure('Minimum weight', LIMITS.weightKg),
  max_weight: optionalMeasure('Maximum weight', LIMITS.weightKg),
  min_length: optionalMeasure('Minimum length', LIMITS.metres),
  max_length: optionalMeasure('Maximum length', LIMITS.metres),
  min_width: optionalMeasure('Minimum width', LIMITS.metres),
  max_width: optionalMeasure('Maximum width', LIMITS.metres),
  min_height: optionalMeasure('Minimum height', LIMITS.metres),
  max_height: optionalMeasure('Maximum height', LIMITS.metres),
  min_LWH: optionalMeasure('Minimum L+W+H', LIMITS.lwhMetres),
  max_LWH: optionalMeasure('Maximum L+W+H', LIMITS.lwhMetres),
};

export type Criteria = { [K in keyof typeof criteria]: number | null };

/** A minimum above its maximum can never match an order: say so on the maximum field. */
export function criteriaProblems(value: Criteria): { field: string; message: string }[] {
  return CRITERIA.flatMap((name) => {
    const min = value[`min_${name}` as keyof Criteria];
    const max = value[`max_${name}` as keyof Criteria];
    return min !== null && max !== null && min > max
      ? [
          {
            field: `max_${name}`,
            message: `Maximum ${name === 'LWH' ? 'L+W+H' : name} must not be less than the minimum`,
          },
        ]
      : [];
  });
}

/**
 * A pickup window ends after it starts (times are zero-padded HH:MM, so text order is time
 * order); an empty window would never allow a pickup. Said on the end field.
 */
export function pickupWindowProblem(
  start: string | null,
  end: string | null,
): { field: string; message: string }[] {
  return start && end && end <= start
    ? [{ field: 'endTime', message: 'Pickup end time must be after the pickup start time' }]
    : [];
}

export const warehouseBody = z
  .object({
    name: requiredText('Name'),
    contact_person: requiredText('Contact person'),
    contact_email: requiredEmail('Email'),
    contact_phone: requiredText('Phone', 40),
    ...address,
    zipCode: numericText('Zip code', 12),
    startTime: time('Pickup start time'),
    endTime: time('Pickup end time'),
    ...criteria,
    shipping_type: z
      .enum(SHIPPING_TYPES, { error: 'Shipping type is not one of the offered values' })
      .default(DEFAULT_SHIPPING_TYPE),
  })
  .superRefine((value, ctx) => {
    for (const problem of [
      ...criteriaProblems(value),
      ...pickupWindowProblem(value.startTime, value.endTime),
    ])
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type WarehouseBody = z.infer<typeof warehouseBody>;

/** "days,time", day 1 to 30 and a 24-hour time. */
export const notificationSchedule = requiredText('Notification schedule', 20).refine(
  (text) => parseSchedule(text) !== null,
  `Notification schedule must be a day from ${SCHEDULE_DAYS.min} to ${SCHEDULE_DAYS.max} and a 24-hour time`,
);

const notificationEmail = {
  notification_schedule: notificationSchedule,
  email_subject: requiredText('Email subject', 300),
  customeEmail: z
    .string()
    .max(100_000)
    .nullish()
    .transform((v) => v ?? ''),
  imgName: optionalText(200),
};

export const supplierBody = z
  .object({
    name: requiredText('Name'),
    contact_person: requiredText('Contact person'),
    contact_email: requiredEmail('Email'),
    contact_phone: requiredText('Phone', 40),
    ...address,
    zipCode: requiredText('Zip code', 20),
    startTime: optionalTime('Pickup start time'),
    endTime: optionalTime('Pickup end time'),
    dropShipping_available: bool.default(true),
    ...notificationEmail,
  })
  .superRefine((value, ctx) => {
    for (const problem of pickupWindowProblem(value.startTime, value.endTime))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type SupplierBody = z.infer<typeof supplierBody>;

export const shippingAgentBody = z.object({
  name: requiredText('Name'),
  contact_person: requiredText('Contact person'),
  contact_email: requiredEmail('Email'),
  contact_phone: numericText('Phone', 30),
  trackingURL: requiredUrl('Tracking URL'),
  ...address,
  ...notificationEmail,
});
export type ShippingAgentBody = z.infer<typeof shippingAgentBody>;

/** Edit bodies: the id plus the add fields. Locked fields may be sent but not changed. */
export const withId = <T extends z.ZodTypeAny>(body: T) => z.intersection(z.object({ id: id('id') }), body);

export const statusBody = z.object({ id: id('id'), status: bool });
export const idBody = z.object({ id: id('id') });

export const productBody = z.object({
  internal_sku: requiredText('Internal SKU', 100),
  supplier_sku: requiredText('Supplier SKU', 100),
  internal_product_name: requiredText('Internal product name', 300),
  supplier_product_name: requiredText('Supplier product name', 300),
  units: requiredMeasure('Units', LIMITS.units),
  units_include: requiredMeasure('Units per box', LIMITS.units),
  weight: requiredMeasure('Weight', LIMITS.weightKg),
  length: requiredMeasure('Length', LIMITS.metres),
  width: requiredMeasure('Width', LIMITS.metres),
  height: requiredMeasure('Height', LIMITS.metres),
  supplierId: id('Supplier'),
});
export type ProductBody = z.infer<typeof productBody>;

export const packBody = z.object({
  internal_product_name: requiredText('Internal product name', 300),
  internal_sku: requiredText('Internal SKU', 100),
  selected_products: z
    .array(id('Product'), { error: 'Choose the products of the pack' })
    .min(1, 'Choose at least one product'),
});
export type PackBody = z.infer<typeof packBody>;

export const addStockBody = z.object({
  warehouse_id: id('Warehouse'),
  product_id: id('Product'),
  units: wholeNumber('Units', 1, LIMITS.units),
});

export const removeStockBody = z.object({
  warehouse_id: id('Warehouse'),
  product_id: id('Product'),
  units: wholeNumber('Units to remove', 0, LIMITS.units),
});
