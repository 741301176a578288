import { z } from 'zod';
import { LIMITS } from '../limits';
import { parseSchedule, SCHEDULE_DAYS } from '../schedule';
import { readAt } from '../staleEdit';
import { bool, id, requiredText, wholeNumber } from './fields';

/**
 * Request bodies of spec 001 section 7, with the rules of section 5, that are not an entity's
 * (warehouses, suppliers, shipping agents, products and packs are declared in domain/entities/). The server
 * validates with them; the forms show the same messages. Field names are the documented names.
 */

export { DEFAULT_SHIPPING_TYPE, SHIPPING_TYPES, type ShippingType } from '../values';

export const CRITERIA = ['weight', 'length', 'width', 'height', 'LWH'] as const;

/** The warehouse's selection criteria as sent: min_weight ... max_LWH, each a number or not set. */
export type Criteria = Record<`${'min' | 'max'}_${(typeof CRITERIA)[number]}`, number | null>;

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

/** "days,time", day 1 to 30 and a 24-hour time. */
export const notificationSchedule = requiredText('Notification schedule', 20).refine(
  (text) => parseSchedule(text) !== null,
  `Notification schedule must be a day from ${SCHEDULE_DAYS.min} to ${SCHEDULE_DAYS.max} and a 24-hour time`,
);

/** Edit bodies: the id (under `key`) plus the add fields. Locked fields may be sent but not changed. */
/**
 * An edit's body: the record's id under `key`, the add's fields, and (optional) the `updatedAt`
 * of the record as the editor read it, refused when older than the stored one (domain/staleEdit.ts).
 */
export const editBody = <T extends z.ZodTypeAny>(body: T, key = 'id') =>
  z.intersection(z.object({ [key]: id(key), updatedAt: readAt }), body);

export const statusBody = z.object({ id: id('id'), status: bool });
export const idBody = z.object({ id: id('id') });

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
