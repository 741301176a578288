import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { pickupOrders, purchaseOrders } from '../../db/schema';
import { queueEmail, type OutgoingEmail } from '../mail';
import { recordEvents, type OrderEventKind } from '../timeline/events';
import { ids } from './orderRecordParts';
import { emailSettings, type ScheduledEmailContent } from './scheduledEmail';
import type { Sendable, SendContext } from './sendOnce';

type ScheduledTable = typeof purchaseOrders | typeof pickupOrders;

/** Whom an order is e-mailed to: the supplier or the shipping agent, in its own words. */
export type EmailRecipient = ScheduledEmailContent['recipient'] & { name: string };

/** A record that names the orders its assignments serve. */
interface RecordWithOrders {
  assign_orders: { order_id: { _id: string } | null }[];
}

/** What sending one kind of scheduled order means: all but the mechanism, which is shared. */
export interface SendingKind<T extends ScheduledTable, R extends RecordWithOrders> {
  /** For logs: 'purchase orders', 'pickup orders'. */
  name: string;
  table: T;
  records: (tx: Tx, rows: T['$inferSelect'][]) => Promise<R[]>;
  recipient: (tx: Tx, row: T['$inferSelect']) => Promise<EmailRecipient>;
  email: (
    record: R,
    recipient: EmailRecipient,
    settings: Pick<ScheduledEmailContent, 'from' | 'signature'>,
  ) => OutgoingEmail;
  /** The event on each served order's timeline, and what it records. */
  event: OrderEventKind;
  eventDetail: (row: T['$inferSelect'], recipient: EmailRecipient) => Record<string, unknown>;
  /** What else follows sending, before the e-mail is written (a pickup order's line statuses). */
  whenSent?: (tx: Tx, row: T['$inferSelect'], context: SendContext) => Promise<void>;
  /** When a row is held rather than sent (sendOnce.ts Sendable.held). */
  held?: Sendable['held'];
}

/**
 * A kind's delivery once its order has moved to sent (sendOnce.ts), in the same transaction:
 * what else follows, the e-mail to the outbox, and an event on each served order's timeline.
 */
export function scheduledSending<T extends ScheduledTable, R extends RecordWithOrders>(
  kind: SendingKind<T, R>,
): Sendable {
  // Both tables have the same scheduling columns; drizzle types a union of tables poorly.
  const table = kind.table as typeof purchaseOrders;
  return {
    name: kind.name,
    table: kind.table,
    held: kind.held,
    async deliver(tx: Tx, id: string, context: SendContext) {
      const [row] = (await tx.select().from(table).where(eq(table.id, id))) as T['$inferSelect'][];
      await kind.whenSent?.(tx, row, context);
      const [record] = await kind.records(tx, [row]);
      const recipient = await kind.recipient(tx, row);
      await queueEmail(tx, kind.email(record, recipient, await emailSettings(tx, context.imagesDir)));
      await recordEvents(
        tx,
        ids(record.assign_orders.map((a) => a.order_id?._id ?? null)).map((orderId) => ({
          orderId,
          kind: kind.event,
          userId: context.userId,
          detail: kind.eventDetail(row, recipient),
        })),
      );
    },
  };
}
