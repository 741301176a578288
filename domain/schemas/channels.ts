import { z } from 'zod';
import { RECONCILIATION_OUTCOMES } from '../values';

const when = z.string().nullable();

/** One daily count as the Channels page lists it (shop_reconciliations). */
export const reconciliationRecord = z.object({
  id: z.string(),
  shop: z.string(),
  windowFrom: z.string(),
  windowTo: z.string(),
  shopCount: z.number().int().nullable(),
  shopCountExact: z.boolean(),
  productCountBefore: z.number().int().nullable(),
  productCountAfter: z.number().int().nullable(),
  fetched: z.number().int(),
  /** Null while it runs. */
  outcome: z.enum(RECONCILIATION_OUTCOMES).nullable(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: when,
});
export type ReconciliationRecord = z.infer<typeof reconciliationRecord>;

/**
 * A configured shop's state, as the overview and the Channels page show it: whether it answers
 * now, today's orders here against the shop's count, and its last webhook, sweep and count.
 */
export const shopStateRecord = z.object({
  kind: z.string(),
  shop: z.string(),
  up: z.boolean(),
  /** Why the shop did not answer (up false). */
  error: z.string().nullable(),
  today: z.object({ received: z.number().int(), shopCount: z.number().int().nullable() }),
  lastWebhookAt: when,
  lastSweep: z.object({ at: when, error: z.string().nullable() }),
  lastReconciliation: reconciliationRecord.nullable(),
});
export type ShopStateRecord = z.infer<typeof shopStateRecord>;

/** GET /shops: a configured shop by its name and kind, as the pickers offer it (no shop is asked). */
export const shopRecord = z.object({ kind: z.string(), shop: z.string() });
export type ShopRecord = z.infer<typeof shopRecord>;

/** GET /channels: each configured shop with its counts, newest first. */
export const channelRecord = shopStateRecord.extend({ history: z.array(reconciliationRecord) });
export type ChannelRecord = z.infer<typeof channelRecord>;
