import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { orderLines, returnLines, returns } from '../../db/schema';
import type { SignedInUser } from '../auth';
import { ownedBy } from '../ownerScope';
import { notFound } from '../../http/errors';
import { say } from '../../../domain/texts/answers';

export type ReturnRow = typeof returns.$inferSelect;

/** The returns a user reaches: every one for an Admin, its own warehouse's or supplier's otherwise. */
export const returnsOf = (user: SignedInUser) =>
  ownedBy(user, { warehouse: returns.warehouseId, supplier: returns.supplierId });

/** A return under its row lock, if the user reaches it; another's is a 404, as one that does not exist. */
export async function lockReturn(tx: Tx, id: string, user: SignedInUser): Promise<ReturnRow> {
  const [row] = await tx
    .select()
    .from(returns)
    .where(and(eq(returns.id, id), returnsOf(user)))
    .for('update');
  if (!row) throw notFound(say('returnNotFound'));
  return row;
}

/** The lines of these returns with what each order line is (product, SKU, name, quantity, status). */
export function linesOfReturns(db: DbOrTx, returnIds: readonly string[]) {
  if (!returnIds.length) return Promise.resolve([]);
  return db
    .select({
      id: returnLines.id,
      returnId: returnLines.returnId,
      orderLineId: returnLines.orderLineId,
      quantity: returnLines.quantity,
      productId: orderLines.productId,
      sku: orderLines.sku,
      name: orderLines.name,
      lineQuantity: orderLines.quantity,
      lineStatus: orderLines.status,
    })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(inArray(returnLines.returnId, [...returnIds]))
    .orderBy(asc(returnLines.returnId), asc(orderLines.position));
}

/** Every return of an order with its lines (what earlier returns took), optionally only in some states. */
export async function returnsOfOrder(db: DbOrTx, orderId: string, states?: readonly string[]) {
  const rows = await db
    .select({ id: returns.id, state: returns.state })
    .from(returns)
    .where(
      and(
        eq(returns.orderId, orderId),
        states ? inArray(returns.state, [...states] as ReturnRow['state'][]) : undefined,
      ),
    );
  const lines = await linesOfReturns(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    state: r.state,
    lines: lines
      .filter((l) => l.returnId === r.id)
      .map((l) => ({ lineId: l.orderLineId, quantity: l.quantity })),
  }));
}
