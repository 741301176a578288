import type { Tx } from '../../db/client';
import type { pickupOrders, purchaseOrders } from '../../db/schema';
import { queueEmails, type OutgoingEmail } from '../mail';
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

/**
 * What sending one kind of scheduled order means: all but the mechanism, which is shared. Each
 * part takes the rows being sent together (one, or a batch of due ones) and reads or writes
 * each table once for them all.
 */
export interface SendingKind<T extends ScheduledTable, R extends RecordWithOrders> {
  /** For logs: 'purchase orders', 'pickup orders'. */
  name: string;
  table: T;
  /** The rows' records, in the order given. */
  records: (tx: Tx, rows: T['$inferSelect'][]) => Promise<R[]>;
  /** Each row's recipient, in the order given. */
  recipients: (tx: Tx, rows: T['$inferSelect'][]) => Promise<EmailRecipient[]>;
  email: (
    record: R,
    recipient: EmailRecipient,
    settings: Pick<ScheduledEmailContent, 'from' | 'signature'>,
  ) => OutgoingEmail;
  /** The event on each served order's timeline, and what it records. */
  event: OrderEventKind;
  eventDetail: (row: T['$inferSelect'], recipient: EmailRecipient) => Record<string, unknown>;
  /** What else follows sending, before the e-mails are written (a pickup order's line statuses). */
  whenSent?: (tx: Tx, rows: T['$inferSelect'][], context: SendContext) => Promise<void>;
  /** When a row is held rather than sent (sendOnce.ts Sendable.held). */
  held?: Sendable['held'];
}

/**
 * A kind's delivery once its orders have moved to sent (sendOnce.ts), in the same transaction:
 * what else follows, an e-mail per order to the outbox, and an event on each served order's
 * timeline; a handful of statements whether one order is sent or a batch of 500.
 */
export function scheduledSending<T extends ScheduledTable, R extends RecordWithOrders>(
  kind: SendingKind<T, R>,
): Sendable {
  return {
    name: kind.name,
    table: kind.table,
    held: kind.held,
    async deliver(tx: Tx, sent, context: SendContext) {
      const rows = sent as T['$inferSelect'][];
      if (!rows.length) return;
      await kind.whenSent?.(tx, rows, context);
      const records = await kind.records(tx, rows);
      const recipients = await kind.recipients(tx, rows);
      const settings = await emailSettings(tx, context.imagesDir);
      await queueEmails(
        tx,
        rows.map((_, i) => kind.email(records[i], recipients[i], settings)),
      );
      await recordEvents(
        tx,
        rows.flatMap((row, i) =>
          ids(records[i].assign_orders.map((a) => a.order_id?._id ?? null)).map((orderId) => ({
            orderId,
            kind: kind.event,
            userId: context.userId,
            detail: kind.eventDetail(row, recipients[i]),
          })),
        ),
      );
    },
  };
}
