import { z } from 'zod';
import { ATTENTION_FIXES, ATTENTION_MOVES, ATTENTION_REASONS } from '../attention';

/** A row of Needs attention as GET /get-attention answers it (server/services/attention). */
export const attentionRow = z.object({
  _id: z.string(),
  item_id: z.string(),
  reason: z.enum(ATTENTION_REASONS),
  move: z.enum(ATTENTION_MOVES),
  actor_name: z.string().nullable(),
  warehouse_id: z.string().nullable(),
  supplier_id: z.string().nullable(),
  agent_id: z.string().nullable(),
  record_kind: z.enum(['order', 'purchase-order', 'pickup-order', 'email', 'shop']),
  record_id: z.string(),
  record_number: z.string(),
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  /** The order's shop, given when more than one shop is configured (domain/orderNumberShown.ts). */
  order_shop: z.string().nullish(),
  line_id: z.string().nullable(),
  since: z.string(),
  fix: z.enum(ATTENTION_FIXES),
});
export type AttentionRecord = z.infer<typeof attentionRow>;
