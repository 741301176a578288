import { z } from 'zod';
import { ATTENTION_REASONS } from '../attention';
import { ORDER_TAGS } from '../orderStatus';
import { DUE_TAGS } from '../scheduledOrders';
import { shopStateRecord } from './channels';

const counts = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);

/** The overview as GET /get-overview answers it (server/services/overview). */
export const overviewRecord = z.object({
  statuses: counts(ORDER_TAGS).nullable(),
  attention: counts(ATTENTION_REASONS),
  days: z
    .array(
      z.object({
        day: z.string(),
        imported: z.number().int(),
        shipped: z.number().int(),
        late: z.number().int(),
      }),
    )
    .nullable(),
  /** To-be-sent purchase and pickup orders per due tag (the Admin's; null for the others). */
  due: z.object({ purchaseOrders: counts(DUE_TAGS), pickupOrders: counts(DUE_TAGS) }).nullable(),
  /** Each configured shop's state (the Admin's; null for the others). */
  shops: z.array(shopStateRecord).nullable(),
  /**
   * The tiles whose count is the estimate (past 10,000, as the lists count them): the screen
   * says "about". Absent: every count exact.
   */
  estimated: z
    .object({ statuses: z.array(z.enum(ORDER_TAGS)), attention: z.array(z.enum(ATTENTION_REASONS)) })
    .optional(),
});
export type OverviewRecord = z.infer<typeof overviewRecord>;
