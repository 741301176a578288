import { and, eq, or } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  orders,
  pickupOrders,
  poAssignments,
  purchaseOrders,
  puoAssignments,
  stock,
  warehouses,
} from '../db/schema';
import type { Hold } from '../../domain/deletionHolds';
import {
  openOrders,
  pickupOrderLines,
  pickupOrdersToBeSent,
  purchaseOrderLines,
  stockUnits,
} from './deletionHolds';
import { AuthService } from './auth';
import { Accounts, ACCOUNT_TAKEN } from './masterRecords';
import type { EntityHooks, HookContext } from '../entities/entityService';
import { routeWaitingOrders } from './routingPreview/routeOnSave';

type WarehouseRow = typeof warehouses.$inferSelect;

/**
 * What a warehouse's deletion waits for: orders assigned to it and not shipped, its stock,
 * goods bought for it and not yet shipped, and pickups from or to it.
 */
async function holdsOf(tx: Tx, id: string): Promise<Hold[]> {
  const toIt = eq(poAssignments.warehouseId, id);
  return [
    await openOrders(tx, eq(orders.assignedWarehouseId, id)),
    await stockUnits(tx, eq(stock.warehouseId, id)),
    await purchaseOrderLines(
      tx,
      'openPurchaseOrderLines',
      and(toIt, eq(purchaseOrders.notificationStatus, 'to_be_sent')),
    ),
    await purchaseOrderLines(
      tx,
      'sentPurchaseOrderLines',
      and(toIt, eq(purchaseOrders.notificationStatus, 'sent')),
    ),
    await pickupOrderLines(
      tx,
      or(eq(pickupOrders.pickupWarehouseId, id), eq(puoAssignments.warehouseId, id)),
    ),
  ];
}

/**
 * What warehouses add to their generated service (domain/entities/warehouses.ts): the
 * Warehouse account of each (spec 001; DESIGN.md section 3), opened with it for its contact
 * e-mail, its invitation sent once the add is committed, and closed when it is deleted; while
 * the warehouse is deactivated the account cannot sign in (AuthService checks the owner). Each
 * save (add, edit, activation) routes the waiting orders a warehouse now fits, in its
 * transaction, as the preview said (./routingPreview).
 */
export const warehouseHooks = ({ db, config, now, effects }: HookContext): EntityHooks => {
  const accounts = new Accounts(new AuthService(db, config, now), now);
  return {
    holdsOf,
    // Deactivated, its Ready orders and the pickups from it wait (issue 28 item 5).
    strandsOf: async (tx, id) => [
      await openOrders(
        tx,
        and(eq(orders.assignedWarehouseId, id), eq(orders.status, 'Ready')),
        'readyOrders',
      ),
      await pickupOrdersToBeSent(tx, eq(pickupOrders.pickupWarehouseId, id)),
    ],
    onAdd: async (tx, row, { userId }) => {
      await accounts.open(tx, { kind: 'warehouse', id: row.id as string }, row.email as string);
      await routeWaitingOrders(tx, { kind: 'added', before: null, after: row as WarehouseRow }, userId);
    },
    onEdit: async (tx, before, after, { userId }) => {
      await routeWaitingOrders(
        tx,
        { kind: 'edited', before: before as WarehouseRow, after: after as WarehouseRow },
        userId,
      );
    },
    onStatus: async (tx, before, after, userId) => {
      const kind = after.activated ? 'activated' : 'deactivated';
      await routeWaitingOrders(
        tx,
        { kind, before: before as WarehouseRow, after: after as WarehouseRow },
        userId,
      );
    },
    afterAdd: () => effects.wake('outbox'),
    onDelete: (tx, id) => accounts.close(tx, { kind: 'warehouse', id }),
    duplicates: { users_email_lower_key: ACCOUNT_TAKEN },
  };
};
