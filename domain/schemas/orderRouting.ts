import { z } from 'zod';
import { docAnswer } from './records';
import { SHIPPING_TYPES } from '../values';
import type { RoutingExplanation } from '../routingExplanation';

/**
 * GET /get-order-routing's answer (docs/api.md): why the order went where it went, as
 * domain/routingExplanation.ts builds it. `recomputed`: nothing was kept when the order was
 * routed (before explanations were kept), so it is rebuilt from its current lines and warehouses.
 */
const boundCriterion = z.enum(['weight', 'length', 'width', 'height', 'LWH']);
const unit = z.enum(['kg', 'm']);
const shippingType = z.enum(SHIPPING_TYPES);

const criterionCheck = z.union([
  z.object({ criterion: z.literal('activated'), passed: z.boolean() }),
  z.object({
    criterion: boundCriterion,
    bound: z.enum(['min', 'max']),
    limit: z.number(),
    value: z.number(),
    unit,
    passed: z.boolean(),
  }),
  z.object({
    criterion: z.literal('shippingType'),
    shippingType: z.string(),
    warehouseCountry: z.string(),
    destinationCountry: z.string().nullable(),
    implies: shippingType,
    passed: z.boolean(),
  }),
]);

const criterionChange = z.union([
  z.object({
    criterion: boundCriterion,
    bound: z.enum(['min', 'max']),
    from: z.number(),
    to: z.number(),
    unit,
  }),
  z.object({
    criterion: z.literal('shippingType'),
    from: z.string(),
    to: shippingType,
    implies: shippingType,
  }),
]);

const measures = {
  weight: z.number(),
  length: z.number(),
  width: z.number(),
  height: z.number(),
  lwh: z.number(),
};

export const routingExplanation = z.object({
  outcome: z.enum(['assigned', 'unknown-sku', 'no-warehouse-fits', 'several-warehouses-fit']),
  result: z.union([
    z.object({ kind: z.literal('assigned'), warehouseId: z.string() }),
    z.object({
      kind: z.literal('problematic'),
      reason: z.enum(['no-warehouse-fits', 'several-warehouses-fit', 'unknown-sku']),
      candidates: z.array(z.string()),
    }),
  ]),
  inputs: z.object({
    lines: z.array(
      z.object({
        sku: z.string().nullable(),
        known: z.boolean(),
        quantity: z.number(),
        ...measures,
        totalWeight: z.number(),
      }),
    ),
    parcel: z.object(measures),
    destinationCountry: z.string().nullable(),
    unknownSkus: z.array(z.string()),
  }),
  warehouses: z.array(
    z.object({
      id: z.string(),
      name: z.string().nullable(),
      activated: z.boolean(),
      country: z.string(),
      shippingType: z.string(),
      fits: z.boolean(),
      checks: z.array(criterionCheck),
      smallestChange: z.array(criterionChange).nullable(),
    }),
  ),
}) satisfies z.ZodType<RoutingExplanation>;

export const orderRoutingRecord = z.object({
  order_id: z.string(),
  recomputed: z.boolean(),
  /** When it was routed; null when recomputed. */
  routed_at: z.string().nullable(),
  explanation: routingExplanation,
});
export const orderRoutingAnswer = docAnswer(orderRoutingRecord);
export type OrderRoutingRecord = z.infer<typeof orderRoutingRecord>;
