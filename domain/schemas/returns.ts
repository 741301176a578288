import { z } from 'zod';
import { RETURN_CONDITIONS, RETURN_STATES } from '../returns';
import { SHIPPER_KINDS } from '../values';
import { id, requiredText, wholeNumber } from './fields';
import { batchBody } from './batch';

/** Request bodies and records of the return calls (issue 32 item 2; docs/api.md "Returns"). */
export const openReturnBody = z.object({
  orderId: id('orderId'),
  lines: z
    .array(
      z.object({
        lineId: id('lineId'),
        // Whole and at least 1: checked with the rest of the line's rules (domain/returns.ts returnProblems).
        quantity: z.number({ error: 'quantity must be a number' }),
      }),
      { error: 'lines must be a list of { lineId, quantity }' },
    )
    .max(500, 'At most 500 lines per return'),
  reason: requiredText('Reason', 1000),
  expectedDays: wholeNumber('Expected days', 1, 365).optional(),
});
export type OpenReturnBody = z.infer<typeof openReturnBody>;

const condition = z.enum(RETURN_CONDITIONS, { error: 'Choose resaleable or damaged' });

export const receiveReturnBody = z.object({ id: id('id'), condition });
export const receiveReturnsBatchBody = batchBody({ condition });
export const refundReturnBody = z.object({ id: id('id') });
export const returnIdQuery = z.object({ id: id('id') });

export const returnLineRecord = z.object({
  _id: z.string(),
  lineId: z.string(),
  sku: z.string().nullable(),
  name: z.string(),
  quantity: z.number(),
});

export const returnRecord = z.object({
  _id: z.string(),
  return_number: z.string(),
  order: z.object({ _id: z.string(), order_number: z.string() }),
  shipper: z.object({ kind: z.enum(SHIPPER_KINDS), _id: z.string(), name: z.string() }),
  state: z.enum(RETURN_STATES),
  reason: z.string(),
  condition: z.enum(RETURN_CONDITIONS).nullable(),
  expected_days: z.number(),
  opened_at: z.string(),
  received_at: z.string().nullable(),
  refunded_at: z.string().nullable(),
  opened_by: z.string().nullable(),
  received_by: z.string().nullable(),
  units: z.number(),
  lines: z.array(returnLineRecord).optional(),
});
export type ReturnRecord = z.infer<typeof returnRecord>;

export const returnsAnswer = z.object({ msg: z.string(), doc: z.array(returnRecord), count: z.number() });
export const openReturnAnswer = z.object({ msg: z.string(), doc: z.array(returnRecord) });
