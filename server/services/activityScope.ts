import { getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { activity, orderLines, orders, poAssignments, poLines, purchaseOrders } from '../db/schema';
import type { Viewer } from '../../domain/access';
import { ownerOf } from '../../domain/owners';
import { ownedBy } from './ownerScope';
import { supplierViewPurchaseOrderIds } from './purchasing/supplierView';
import { warehouseOrderIds } from './warehouseOrders/list';

/** The activity of one table's records whose ids `ids` (a subquery of uuids) selects. */
const recordsOf = (table: PgTable, ids: SQL) =>
  sql`(${activity.resource} = ${getTableName(table)} and ${activity.recordId} in (select s.id::text from (${ids}) as s (id)))`;

/**
 * A supplier's Purchase Orders (the supplier view): its sent POs, their assign orders and lines,
 * and the order lines those lines buy or dropship. The order itself is not shown there, only
 * some of its fields on each row (number, deadline, the customer's address on a dropship), so
 * its record's changes stay the Admin's.
 */
function supplierViewRecords(viewer: Viewer): SQL[] {
  const pos = supplierViewPurchaseOrderIds(viewer);
  const assignments = sql`select ${poAssignments.id} from ${poAssignments} where ${poAssignments.purchaseOrderId} in (${pos})`;
  const ofLines = (column: typeof poLines.id | typeof poLines.orderLineId) =>
    sql`select ${column} from ${poLines} where ${poLines.poAssignmentId} in (${assignments}) and ${column} is not null`;
  return [
    recordsOf(purchaseOrders, pos),
    recordsOf(poAssignments, assignments),
    recordsOf(poLines, ofLines(poLines.id)),
    recordsOf(orderLines, ofLines(poLines.orderLineId)),
  ];
}

/**
 * A warehouse's Warehouse Orders: the orders its list holds and their lines (the order's page
 * shows them all). Purchase and pickup orders are on no screen of a Warehouse user.
 */
function warehouseOrdersRecords(viewer: Viewer): SQL[] {
  // Both name the order in activity's order column (server/db/activityTables.ts).
  const ofOrders = inArray(activity.resource, [getTableName(orders), getTableName(orderLines)]);
  return [sql`(${ofOrders} and ${activity.orderId} in (${warehouseOrderIds(viewer)}))`];
}

/**
 * What a viewer reads of activity: an Admin everything; a Supplier or Warehouse user the
 * records its own screens show it. Those its supplier or warehouse owns by a column fixed when
 * the record is written (the owner columns, server/db/activityTables.ts); and those its screens
 * show by a rule a later write changes (a PO is its supplier's to see once sent, an order is in
 * a warehouse's list while it ships some of it), asked when read, by the rule of the screen's
 * own list, so Activity never shows more than the screen nor less.
 */
export function activityVisibleTo(viewer: Viewer): SQL | undefined {
  const confined = ownerOf(viewer);
  if (!confined) return undefined;
  if (confined.id === null) return sql`false`;
  const owned = ownedBy(viewer, { supplier: activity.supplierId, warehouse: activity.warehouseId });
  const shown = confined.kind === 'supplier' ? supplierViewRecords(viewer) : warehouseOrdersRecords(viewer);
  return or(owned, ...shown);
}
