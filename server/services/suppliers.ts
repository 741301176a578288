import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { pickupOrders, poLines, purchaseOrders } from '../db/schema';
import type { Hold } from '../../domain/deletionHolds';
import { pickupOrderLines, pickupOrdersToBeSent, purchaseOrderLines } from './deletionHolds';
import { AuthService } from './auth';
import { Accounts, ACCOUNT_TAKEN, notificationColumns, notificationOf } from './masterRecords';
import type { EntityHooks, HookContext } from '../entities/entityService';

/**
 * What a supplier's deletion waits for, beside its live products (which the products'
 * declaration holds: server/entities/references.ts): lines of its POs not yet shipped (its
 * sign-in would close before they are Ready or tracked), and pickups at its address.
 */
async function holdsOf(tx: Tx, id: string): Promise<Hold[]> {
  const ofSupplier = eq(purchaseOrders.supplierId, id);
  return [
    await purchaseOrderLines(
      tx,
      'openPurchaseOrderLines',
      and(ofSupplier, eq(purchaseOrders.notificationStatus, 'to_be_sent')),
    ),
    await purchaseOrderLines(
      tx,
      'sentPurchaseOrderLines',
      and(ofSupplier, eq(purchaseOrders.notificationStatus, 'sent')),
    ),
    await pickupOrderLines(tx, eq(pickupOrders.pickupSupplierId, id)),
  ];
}

/**
 * What suppliers add to their generated service (domain/entities/suppliers.ts): the Supplier
 * account of each (spec 001; DESIGN.md section 3), opened with it, its sign-in e-mail following
 * a new contact e-mail, closed when it is deleted; and the notification e-mail's columns and
 * record parts.
 */
export const supplierHooks = ({ db, config, now, effects, timeZone }: HookContext): EntityHooks => {
  const accounts = new Accounts(new AuthService(db, config, now), now);
  const owner = (id: unknown) => ({ kind: 'supplier' as const, id: id as string });
  return {
    holdsOf,
    // Deactivated, its Ready lines and the pickups at its address wait (issue 28 item 5).
    strandsOf: async (tx, id) => [
      await purchaseOrderLines(
        tx,
        'readyPurchaseOrderLines',
        and(eq(purchaseOrders.supplierId, id), eq(poLines.status, 'Ready')),
      ),
      await pickupOrdersToBeSent(tx, eq(pickupOrders.pickupSupplierId, id)),
    ],
    onAdd: (tx, row) => accounts.open(tx, owner(row.id), row.contactEmail as string),
    afterAdd: () => effects.wake('outbox'),
    onEdit: async (tx, before, after) => {
      if (after.contactEmail !== before.contactEmail)
        await accounts.changeEmail(tx, owner(after.id), after.contactEmail as string);
    },
    onDelete: (tx, id) => accounts.close(tx, owner(id)),
    duplicates: { users_email_lower_key: ACCOUNT_TAKEN },
    columnsOf: (body) => ({
      ...notificationColumns(body as unknown as Parameters<typeof notificationColumns>[0]),
    }),
    recordOf: (row, at) =>
      notificationOf(row as unknown as Parameters<typeof notificationOf>[0], at, timeZone),
  };
};
