import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { purchaseOrders, suppliers } from '../../db/schema';
import { formatPoNumber } from '../../../domain/purchaseOrders';
import { poScheduleTime } from '../../../domain/purchaseSchedule';

export interface PurchasingClock {
  now: () => Date;
  /** TZ_OPERATOR: "today" and the schedule time of new POs are read in it. */
  timeZone: string;
}

export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;

/**
 * The supplier's open (to-be-sent) PO, locked for this transaction; made when there is none.
 * A unique index allows one open PO per supplier: of two transactions making one at once,
 * one inserts and the other waits, then finds it. Locking the row serialises joining with
 * sending: a PO sent meanwhile no longer matches 'to_be_sent', and a new one is made.
 */
export async function openPurchaseOrder(
  tx: Tx,
  supplierId: string,
  clock: PurchasingClock,
): Promise<PurchaseOrderRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [open] = await tx
      .select()
      .from(purchaseOrders)
      .where(
        and(eq(purchaseOrders.supplierId, supplierId), eq(purchaseOrders.notificationStatus, 'to_be_sent')),
      )
      .for('update');
    if (open) return open;
    const [supplier] = await tx
      .select({ days: suppliers.notificationDays, time: suppliers.notificationTime })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId));
    if (!supplier) throw new Error(`No supplier ${supplierId}`);
    const result = (await tx.execute(sql`select nextval('po_number_seq')::int as n`)) as unknown as {
      rows: { n: number }[];
    };
    const n = result.rows[0].n;
    const [made] = await tx
      .insert(purchaseOrders)
      .values({
        supplierId,
        poNumber: formatPoNumber(Number(n)),
        scheduleTime: poScheduleTime(
          clock.now(),
          { notificationDays: supplier.days, notificationTime: supplier.time },
          clock.timeZone,
        ),
      })
      .onConflictDoNothing()
      .returning();
    if (made) return made;
  }
  throw new Error(`Could not open a purchase order for supplier ${supplierId}`);
}
