import type { OrderEventKind } from '../../../domain/orderEvents';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderEvents, users } from '../../db/schema';
import { bulkInsert } from '../../db/bulkInsert';

export type { OrderEventKind };

export interface OrderEvent {
  orderId: string;
  kind: OrderEventKind;
  detail?: Record<string, unknown>;
  /** null: the system (import, sync, routing). */
  userId: string | null;
  at?: Date;
}

/** Appends to the timelines, in the order given (the seq column keeps it). */
export async function recordEvents(db: DbOrTx, events: readonly OrderEvent[]): Promise<void> {
  const rows = events.map((e) => ({
    orderId: e.orderId,
    kind: e.kind,
    detail: e.detail ?? {},
    userId: e.userId,
    ...(e.at ? { createdAt: e.at } : {}),
  }));
  await bulkInsert(db, orderEvents, rows);
}

/** An order's timeline, oldest first, each event with who did it (null: the system). */
export async function orderTimeline(db: DbOrTx, orderId: string) {
  const rows = await db
    .select({ event: orderEvents, email: users.email })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.seq));
  return rows.map(({ event, email }) => ({
    _id: event.id,
    kind: event.kind,
    detail: event.detail as Record<string, unknown>,
    at: event.createdAt.toISOString(),
    user: email ? { email } : null,
  }));
}
