import type { OrderEventKind } from '../../../domain/orderEvents';
import type { DbOrTx } from '../../db/client';
import { orderEvents } from '../../db/schema';
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
