import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';

interface NamedAssignment {
  id: string;
  orderId: string | null;
  customer: unknown;
}

/**
 * How a refusal names a PUO's assignment, by id: its order's number, or the recipient typed in
 * for a product added by hand (a PUO has several assignments; the banner says which refused).
 */
export async function assignmentNames(
  tx: Tx,
  assignments: readonly NamedAssignment[],
): Promise<Map<string, string>> {
  const orderIds = assignments.flatMap((a) => (a.orderId ? [a.orderId] : []));
  const numbers = new Map(
    orderIds.length
      ? (
          await tx
            .select({ id: orders.id, number: orders.orderNumber })
            .from(orders)
            .where(inArray(orders.id, orderIds))
        ).map((o) => [o.id, o.number])
      : [],
  );
  const names = new Map<string, string>();
  for (const a of assignments) {
    const typedIn = a.customer as { firstName?: string; lastName?: string } | null;
    const name = a.orderId
      ? numbers.get(a.orderId)
      : [typedIn?.firstName, typedIn?.lastName].filter(Boolean).join(' ');
    if (name) names.set(a.id, name);
  }
  return names;
}
