import { orderStatusOf, type OrderStatus } from './orderStatus';
import { isLive, REFUNDED } from './liveLine';

/** What a refund needs to know of the line it refunds. */
export interface RefundedLine {
  /** How the line was served: from the warehouse's stock, bought, or not yet decided (null). */
  fulfilment: 'stock' | 'buy' | null;
  /** The line's status before the refund. */
  status: OrderStatus;
  productId: string | null;
  quantity: number;
}

/**
 * The units a refund gives back to the warehouse's stock (issue 8 item 4): a line served from
 * stock that has not shipped still sits in the warehouse, so its units return; once shipped
 * they have left, and a bought line never came out of stock. Zero means nothing moves.
 */
export function stockReturnedOnRefund(line: RefundedLine): number {
  if (line.fulfilment !== 'stock' || !line.productId) return 0;
  if (line.status === 'Shipped' || line.status === 'Refund') return 0;
  return line.quantity;
}

/** The reason written on the Add movement of a refund, beside the order it names. */
export const REFUND_RETURN_REASON = 'Refunded before shipping';

/**
 * The Refund of a whole order (the Master Dashboard's batch): every line not refunded yet, in
 * the order's line order, as the single Refund of each would do them one after the other. Each
 * with the order's status once that line is refunded (what its timeline entry says); the last
 * one's is the order's. None when every line was refunded already.
 */
export function refundEveryLine<L extends { status: OrderStatus }>(
  lines: readonly L[],
): { line: L; orderStatus: OrderStatus }[] {
  const statuses = lines.map((l) => l.status);
  return lines.flatMap((line, i) => {
    if (!isLive(line)) return [];
    statuses[i] = REFUNDED;
    return [{ line, orderStatus: orderStatusOf(statuses) }];
  });
}
