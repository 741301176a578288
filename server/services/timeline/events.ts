import { warehouseIdsToName, type OrderEventKind, type WarehouseNames } from '../../../domain/orderEvents';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderEvents, users, warehouses } from '../../db/schema';
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

/** The names of these warehouses, deleted ones included: an event may name one deleted since. */
async function warehouseNames(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(inArray(warehouses.id, [...ids]));
  return new Map(rows.map((w) => [w.id, w.name]));
}

/**
 * The detail with the names of the warehouses it names (those it does not keep yet), read unless
 * `known` (the caller's own read of them in this transaction) has them all.
 */
async function withWarehouseNames<T extends { detail: Record<string, unknown> }>(
  db: DbOrTx,
  rows: T[],
  known?: ReadonlyMap<string, string>,
): Promise<T[]> {
  const ids = [...new Set(rows.flatMap((row) => warehouseIdsToName(row.detail)))];
  const names = known && ids.every((id) => known.has(id)) ? known : await warehouseNames(db, ids);
  return rows.map((row) => {
    const ids = warehouseIdsToName(row.detail).filter((id) => names.has(id));
    if (!ids.length) return row;
    const kept: WarehouseNames = Object.fromEntries(ids.map((id) => [id, names.get(id)!]));
    return { ...row, detail: { ...row.detail, warehouseNames: kept } };
  });
}

/**
 * Appends to the timelines, in the order given (the seq column keeps it). An event naming
 * warehouses by id keeps their names as they are now (one read for the whole batch, none when
 * `warehouseNames` holds every warehouse named: the caller read them in this transaction).
 */
export async function recordEvents(
  db: DbOrTx,
  events: readonly OrderEvent[],
  warehouseNames?: ReadonlyMap<string, string>,
): Promise<void> {
  const rows = events.map((e) => ({
    orderId: e.orderId,
    kind: e.kind,
    detail: e.detail ?? {},
    userId: e.userId,
    ...(e.at ? { createdAt: e.at } : {}),
  }));
  await bulkInsert(db, orderEvents, await withWarehouseNames(db, rows, warehouseNames));
}

/**
 * An order's timeline, oldest first, each event with who did it (null: the system). An event
 * written before events kept warehouse names is given them from the warehouses table.
 */
export async function orderTimeline(db: DbOrTx, orderId: string) {
  const rows = await db
    .select({ event: orderEvents, email: users.email })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.seq));
  const events = rows.map(({ event, email }) => ({
    _id: event.id,
    kind: event.kind,
    detail: event.detail as Record<string, unknown>,
    at: event.createdAt.toISOString(),
    user: email ? { email } : null,
  }));
  return withWarehouseNames(db, events);
}
