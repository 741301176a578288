import { eq, inArray } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { orders, pickupOrders, poAssignments, purchaseOrders } from '../db/schema';
import { supplierRowLabel } from '../../domain/batch';

/**
 * What a person knows each row of a batch by (docs/api.md "Acting on selected rows"): the
 * answer names a row by it, so the browser needs no copy of the row (after a reload, say).
 * Read once per batch, before it acts, so a deleted record is still named.
 */
export type RowLabels = (db: Database, ids: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/** Labels from one column of the rows' own table (an order's number, a PO's number). */
export const labelsFrom =
  (idColumn: AnyPgColumn, labelColumn: AnyPgColumn): RowLabels =>
  async (db, ids) => {
    if (!ids.length) return new Map();
    const rows = await db
      .select({ id: idColumn, label: labelColumn })
      .from(idColumn.table)
      .where(inArray(idColumn, [...ids]));
    return new Map(rows.map((row) => [String(row.id), String(row.label ?? '')]));
  };

/** Orders (Master Dashboard, Consolidate, Warehouse Orders): the order number. */
export const orderLabels = labelsFrom(orders.id, orders.orderNumber);

/** Sent pickup orders: the PUO number. */
export const pickupOrderLabels = labelsFrom(pickupOrders.id, pickupOrders.pickupOrderNumber);

/** The supplier view's rows (assign orders): the PO number and the order's number. */
export const supplierRowLabels: RowLabels = async (db, ids) => {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: poAssignments.id, poNumber: purchaseOrders.poNumber, orderNumber: orders.orderNumber })
    .from(poAssignments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
    .leftJoin(orders, eq(orders.id, poAssignments.orderId))
    .where(inArray(poAssignments.id, [...ids]));
  return new Map(rows.map((row) => [row.id, supplierRowLabel(row.poNumber, row.orderNumber)]));
};
