import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { returns } from '../db/schema';
import { mayMove, type ReturnCondition } from '../../domain/returns';
import { say } from '../../domain/texts/answers';
import { conflict } from '../http/errors';
import type { SignedInUser } from '../services/auth';
import { defineFlow } from './flow';
import { recordEvents } from '../services/timeline/events';
import { returnAllToStock } from '../services/orders/stockReturn';
import { linesOfReturns, lockReturn, type ReturnRow } from '../services/returns/returnRows';

/**
 * Whoever a return goes to receives it (issue 32 item 2), in the caller's transaction: the Admin,
 * or the warehouse or supplier it goes to (another's is a 404). At a warehouse, resaleable units
 * go back into that warehouse's stock with one Add movement per line naming the return; damaged
 * ones are written off: the return keeps its condition and the timeline says how many, and no
 * stock moves. A supplier's return records the condition alike but moves no stock: the goods go
 * back to the supplier's own stock, which the product does not keep. Receiving twice, or a
 * refunded return, is a 409 (domain/returns.ts mayMove).
 */
export const receiveReturn = defineFlow({
  name: 'a return is received',
  after: [],
  async run(tx: Tx, { id, condition, user }: { id: string; condition: ReturnCondition; user: SignedInUser }) {
    const row = await lockReturn(tx, id, user);
    assertMayReceive(row);
    const lines = await linesOfReturns(tx, [row.id]);
    const units = lines.reduce((sum, l) => sum + l.quantity, 0);
    if (row.shipperKind === 'warehouse' && row.warehouseId && condition === 'resaleable')
      await returnAllToStock(
        tx,
        lines.flatMap((l) =>
          l.productId
            ? [
                {
                  warehouseId: row.warehouseId!,
                  productId: l.productId,
                  units: l.quantity,
                  orderId: row.orderId,
                  userId: user.id,
                  reason: `Return ${row.returnNumber} received resaleable`,
                },
              ]
            : [],
        ),
      );
    const now = new Date();
    await tx
      .update(returns)
      .set({ state: 'received', condition, receivedAt: now, receivedBy: user.id, updatedAt: now })
      .where(eq(returns.id, row.id));
    await recordEvents(tx, [
      {
        orderId: row.orderId,
        kind: 'return-received',
        userId: user.id,
        detail: {
          returnId: row.id,
          returnNumber: row.returnNumber,
          condition,
          units,
          // Damaged units at a warehouse are written off: said here, with no stock movement.
          writtenOff: condition === 'damaged' ? units : 0,
        },
      },
    ]);
  },
});

/** Guard: only an open return is received; a received or refunded one says so (409). */
function assertMayReceive(row: ReturnRow) {
  if (mayMove(row.state, 'received')) return;
  throw conflict(say(row.state === 'refunded' ? 'returnAlreadyRefunded' : 'returnAlreadyReceived'));
}
