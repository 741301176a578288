import { z } from 'zod';
import { entity as warehouse } from '../entities/warehouses';
import { docAnswer } from './records';
import { id, optionalText } from './fields';
import { CRITERIA, criteriaProblems, type Criteria } from './masterData';

const { shape } = warehouse.body;
const bounds = Object.fromEntries(
  CRITERIA.flatMap((name) => [`min_${name}`, `max_${name}`]).map((key) => [
    key,
    shape[key as keyof Criteria],
  ]),
) as Pick<typeof shape, keyof Criteria>;

/**
 * What routing reads of the warehouse form, checked as the add and edit calls check it; the
 * other fields may be sent (the whole form) and are not needed, so a half-filled form can be
 * tried. The name only labels the warehouse in the answer.
 */
const routingFields = z
  .object({
    name: optionalText(200),
    country: shape.country,
    shipping_type: shape.shipping_type,
    ...bounds,
  })
  .superRefine((value, ctx) => {
    for (const problem of criteriaProblems(value as Criteria))
      ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

/**
 * POST /preview-warehouse-change (docs/api.md): a warehouse change tried before it is saved.
 * The change is the warehouse form as the add or edit call would send it (with `id` for an
 * edit), or an activation change (`id` and `activated`).
 */
export const warehouseChangeBody = z
  .object({
    id: id('id').optional(),
    warehouse: routingFields.optional(),
    activated: z.boolean().optional(),
  })
  .superRefine((change, ctx) => {
    if (!change.warehouse === (change.activated === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['warehouse'],
        message: 'Send the warehouse form, or an activation change (id and activated), not both',
      });
    else if (change.activated !== undefined && !change.id)
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'An activation change names its warehouse' });
  });

export type WarehouseChange = z.infer<typeof warehouseChangeBody>;

/** A warehouse as the preview names it; `id` null for the warehouse being added. */
const warehouseRef = z.object({ id: z.string().nullable(), name: z.string() });

/** An order routed differently; `from` or `to` null when the order is (or would be) problematic. */
const shift = z.object({
  order_id: z.string(),
  order_number: z.string(),
  /** The order's shop, only when several shops are configured (else null). */
  shop: z.string().nullable(),
  from: warehouseRef.nullable(),
  to: warehouseRef.nullable(),
});

/** How many orders, and the first of them (at most PREVIEW_LISTED, oldest first). */
const counted = z.object({ count: z.number(), orders: z.array(shift) });

export const PREVIEW_DAYS = 30;
export const PREVIEW_LISTED = 100;

export const routingPreviewRecord = z.object({
  days: z.number(),
  /** The first instant of the window: orders created since then are tried. */
  since: z.string(),
  recent: z.object({
    /** The orders of the window that routing decided (routed or made problematic). */
    orders: z.number(),
    moved: counted,
    /** The moved orders per route, the busiest first. */
    moves: z.array(z.object({ from: warehouseRef, to: warehouseRef, count: z.number() })),
    solved: counted,
    created: counted,
  }),
  waiting: z.object({
    /** Problematic orders no one has decided yet, of any date. */
    orders: z.number(),
    routed_on_save: counted,
  }),
});

export type RoutingPreviewRecord = z.infer<typeof routingPreviewRecord>;

export const routingPreviewAnswer = docAnswer(routingPreviewRecord);
