import type { Database } from '../../db/client';
import type { ImportedOrder } from '../../../domain/shopifyOrders';
import { importOrders, type ImportOrdersInput, type IntakeResult } from '../../flows/importOrders';

export type { IntakeResult };

/**
 * Order intake for every way orders arrive (the file import, the shop sync, the webhooks, the
 * daily count): the flow importOrders (server/flows/importOrders.ts) in a transaction of its own.
 * It declares no after-commit effect: nothing waits for the commit.
 */
export async function intakeOrders(
  db: Database,
  imported: readonly ImportedOrder[],
  options: Omit<ImportOrdersInput, 'orders'>,
): Promise<IntakeResult> {
  if (imported.length === 0) return { imported: 0, unchanged: 0, problematic: 0, orderIds: [] };
  return db.transaction((tx) => importOrders.run(tx, { ...options, orders: imported }));
}
