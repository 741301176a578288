import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import { recipientOf, type ManualCustomer } from '../../../domain/purchaseOrders';
import { rowsById } from '../scheduledOrders/orderRecordParts';

/**
 * How a refusal names a PUO's assignment, by id: its order's number, or the recipient typed in
 * for a product added by hand (a PUO has several assignments; the banner says which refused).
 */
export async function assignmentNames(
  tx: Tx,
  assignments: readonly { id: string; orderId: string | null; customer: unknown }[],
): Promise<Map<string, string>> {
  const orderRows = await rowsById(
    tx,
    orders,
    assignments.map((a) => a.orderId),
  );
  const nameOf = (a: (typeof assignments)[number]) =>
    a.orderId
      ? orderRows.get(a.orderId)?.orderNumber
      : recipientOf({ sentTo: 'Customer', customer: a.customer as ManualCustomer | null }).name;
  const named = assignments.map((a) => [a.id, nameOf(a)] as const);
  return new Map(named.filter((entry): entry is readonly [string, string] => !!entry[1]));
}
