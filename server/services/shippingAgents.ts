import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { orders, pickupOrders, poLines, shippingAgents } from '../db/schema';
import type { Hold } from '../../domain/deletionHolds';
import { openOrders, pickupOrderLines, pickupOrdersToBeSent, purchaseOrderLines } from './deletionHolds';
import { notificationColumns, notificationOf } from './masterRecords';
import type { EntityHooks, HookContext } from '../entities/entityService';

/**
 * What shipping agents add to their generated service (domain/entities/shippingAgents.ts):
 * the notification e-mail's columns and record parts, and what a deletion waits for: pickup
 * orders not yet shipped, and orders and suppliers' lines that chose the agent.
 */
export const shippingAgentHooks = ({ timeZone }: HookContext): EntityHooks => ({
  holdsOf: async (tx: Tx, id: string): Promise<Hold[]> => [
    await pickupOrderLines(tx, eq(pickupOrders.shippingAgentId, id)),
    await openOrders(tx, eq(orders.shippingAgentId, id)),
    await purchaseOrderLines(tx, 'sentPurchaseOrderLines', eq(poLines.shippingAgentId, id)),
  ],
  // Deactivated, it collects nothing more: its Ready goods wait for another agent (issue 28 item 5).
  strandsOf: async (tx: Tx, id: string): Promise<Hold[]> => [
    await openOrders(tx, and(eq(orders.shippingAgentId, id), eq(orders.status, 'Ready')), 'readyOrders'),
    await purchaseOrderLines(
      tx,
      'readyPurchaseOrderLines',
      and(eq(poLines.shippingAgentId, id), eq(poLines.status, 'Ready')),
    ),
    await pickupOrdersToBeSent(tx, eq(pickupOrders.shippingAgentId, id)),
  ],
  columnsOf: (body) => ({
    ...notificationColumns(body as unknown as Parameters<typeof notificationColumns>[0]),
  }),
  recordOf: (row, now) => ({
    ...notificationOf(row as unknown as Parameters<typeof notificationOf>[0], now, timeZone),
    deleted_at: (row.deletedAt as Date | null)?.toISOString() ?? null,
  }),
});

/** What other screens may pick from: only activated agents (spec 001 section 4). */
export const ACTIVE_AGENTS = eq(shippingAgents.activated, true);
