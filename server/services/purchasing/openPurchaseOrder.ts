import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { purchaseOrders, suppliers } from '../../db/schema';
import { inList } from '../../db/bulkInsert';
import { formatPoNumber } from '../../../domain/purchaseOrders';
import { poScheduleTime } from '../../../domain/purchaseSchedule';
import type { SendClock } from '../scheduledOrders/sendOnce';

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

/** New POs per insert statement: a few parameters each, well under PostgreSQL's limit. */
const INSERT_CHUNK = 1000;

/**
 * The supplier's open (to-be-sent) PO, locked for this transaction; made when there is none.
 * A unique index allows one open PO per supplier: of two transactions making one at once,
 * one inserts and the other waits, then finds it. Locking the row serialises joining with
 * sending: a PO sent meanwhile no longer matches 'to_be_sent', and a new one is made.
 */
export async function openPurchaseOrder(
  tx: Tx,
  supplierId: string,
  clock: SendClock,
): Promise<PurchaseOrderRow> {
  return (await openPurchaseOrders(tx, [supplierId], clock)).get(supplierId)!;
}

/**
 * openPurchaseOrder for many suppliers in a few statements (buying many orders at once). New
 * POs are numbered in the order the suppliers are given, as one call per supplier would.
 * Rows are locked in id order, the order every writer of several POs takes (send now of a page,
 * the batch's send, lines leaving them): two of them over the same POs wait for each other
 * rather than deadlock. New ones are inserted in supplier id order.
 */
export async function openPurchaseOrders(
  tx: Tx,
  supplierIds: readonly string[],
  clock: SendClock,
): Promise<Map<string, PurchaseOrderRow>> {
  const open = new Map<string, PurchaseOrderRow>();
  let wanted = [...new Set(supplierIds)];
  for (let attempt = 0; attempt < 5 && wanted.length; attempt++) {
    const locked = await tx
      .select()
      .from(purchaseOrders)
      .where(
        and(inList(purchaseOrders.supplierId, wanted), eq(purchaseOrders.notificationStatus, 'to_be_sent')),
      )
      .orderBy(asc(purchaseOrders.id))
      .for('update');
    for (const po of locked) open.set(po.supplierId, po);
    const missing = wanted.filter((id) => !open.has(id));
    if (!missing.length) return open;
    for (const po of await makePurchaseOrders(tx, missing, clock)) open.set(po.supplierId, po);
    // A supplier whose insert met another transaction's new PO: found (and locked) next round.
    wanted = missing.filter((id) => !open.has(id));
  }
  if (wanted.length) throw new Error(`Could not open a purchase order for supplier ${wanted[0]}`);
  return open;
}

/** Inserts one to-be-sent PO per supplier, skipping those another transaction opened meanwhile. */
async function makePurchaseOrders(
  tx: Tx,
  supplierIds: readonly string[],
  clock: SendClock,
): Promise<PurchaseOrderRow[]> {
  const schedules = new Map(
    (
      await tx
        .select({ id: suppliers.id, days: suppliers.notificationDays, time: suppliers.notificationTime })
        .from(suppliers)
        .where(inList(suppliers.id, supplierIds))
    ).map((s) => [s.id, s]),
  );
  const unknown = supplierIds.find((id) => !schedules.has(id));
  if (unknown) throw new Error(`No supplier ${unknown}`);
  const numbers = (
    (await tx.execute(
      sql`select nextval('po_number_seq')::int as n from generate_series(1, ${supplierIds.length}::int)`,
    )) as unknown as { rows: { n: number }[] }
  ).rows
    .map((r) => Number(r.n))
    .sort((a, b) => a - b);
  const now = clock.now();
  const values = supplierIds.map((supplierId, k) => {
    const s = schedules.get(supplierId)!;
    return {
      supplierId,
      poNumber: formatPoNumber(numbers[k]),
      scheduleTime: poScheduleTime(
        now,
        { notificationDays: s.days, notificationTime: s.time },
        clock.timeZone,
      ),
    };
  });
  // Inserted in supplier id order: two batches meeting on the unique index wait in one order.
  values.sort((a, b) => (a.supplierId < b.supplierId ? -1 : a.supplierId > b.supplierId ? 1 : 0));
  const made: PurchaseOrderRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_CHUNK)
    made.push(
      ...(await tx
        .insert(purchaseOrders)
        .values(values.slice(i, i + INSERT_CHUNK))
        .onConflictDoNothing()
        .returning()),
    );
  return made;
}
