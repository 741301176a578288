import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { orderLines, orders } from '../../db/schema';
import {
  ORDER_STATUSES,
  ORDER_TAGS,
  tagStatus,
  type OrderStatus,
  type OrderTag,
} from '../../../domain/orderStatus';
import { ownedBy } from '../ownerScope';
import type { ListSpec } from '../listQuery';
import { NEWEST_FIRST } from '../orderRecords/records';
import type { SortKey, WAREHOUSE_ORDER_SORTS } from '../../../domain/listSorts';
import type { Viewer } from '../../../domain/access';

/**
 * The orders a warehouse ships itself (DESIGN.md section 4 step 7), as the order keeps it
 * (`ships_from_warehouse`, from its lines by migration 0034's trigger): one order's by its row,
 * a whole list's from orders_ships_idx (orders_ships_warehouse_idx for one warehouse) in the
 * list's own order.
 */
export const shipsFromWarehouse = sql`${orders.shipsFromWarehouse}`;

/**
 * Of a Hybrid order's lines the warehouse ships (not those its suppliers send the customer),
 * the least advanced among `upTo`, by its place there; null if none. A scalar subquery, which
 * PostgreSQL asks per row (one index probe): an EXISTS it may turn into a hash of every order
 * line when its estimate of Hybrid rows is off (PGlite has no autovacuum to keep statistics).
 */
const leastWarehouseLineOf = (upTo: readonly OrderStatus[]) => {
  const place = sql.join(
    upTo.map((s, i) => sql`when ${s} then ${sql.raw(String(i))}`),
    sql` `,
  );
  return sql`(select min(case ${orderLines.status} ${place} end) from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.directToCustomer} = false and ${inArray(orderLines.status, [...upTo])})`;
};

/**
 * The row's status as its badge shows it (domain/readiness.ts warehouseOrderStateOf): the least
 * advanced of the warehouse's own live lines. That is orders.status, except for a Hybrid order,
 * whose dropshipped lines may lag behind: its orders.status is then less advanced, never more.
 * So two arms, each narrowed by an index (docs/decisions.md "Warehouse Orders' status"): other
 * orders by `orders.status` (orders_status_idx), Hybrid ones by `orders.status IN (up to the
 * status)` (orders_hybrid_status_idx), and only those few ask their lines.
 */
function warehouseStatusIs(status: OrderStatus): SQL {
  const upTo = ORDER_STATUSES.slice(0, ORDER_STATUSES.indexOf(status) + 1);
  const hybridIs = sql`${leastWarehouseLineOf(upTo)} = ${sql.raw(String(upTo.length - 1))}`;
  return sql`((not ${orders.isHybrid} and ${orders.status} = ${status}) or (${orders.isHybrid} and ${inArray(orders.status, upTo)} and ${hybridIs}))`;
}

/** Filter Shipped, Pending, Ready (spec 000 section 2), and Preparation as every order list. */
const tags = Object.fromEntries(
  ORDER_TAGS.map((tag) => [tag, warehouseStatusIs(tagStatus(tag as OrderTag))]),
) as Record<OrderTag, SQL>;

/** Sortable: the order lists' columns but Status, which is the warehouse's lines' (above), not a column. */
const sorts = {
  order_created_at: orders.orderCreatedAt,
  order_number: orders.orderNumber,
  'shipping_address.city': sql`lower(${orders.shippingCity})`,
} satisfies Record<SortKey<typeof WAREHOUSE_ORDER_SORTS>, unknown>;

export const warehouseOrderList: ListSpec<OrderTag> = {
  table: orders,
  searchColumn: orders.searchText,
  tags,
  always: shipsFromWarehouse,
  sorts,
  order: NEWEST_FIRST,
};

/**
 * Whose orders a request may list: a Warehouse user its own warehouse, from the session,
 * whatever the request says; an Admin all, or the warehouse it names.
 */
export function warehouseScope(user: Viewer, requested: string | undefined | null): SQL | undefined {
  // An order is owned by its warehouse (domain/owners.ts): a Warehouse account without a
  // warehouse, or a Supplier, reaches none.
  const own = ownedBy(user, { warehouse: orders.assignedWarehouseId });
  if (own) return own;
  return requested ? eq(orders.assignedWarehouseId, requested) : undefined;
}

/**
 * The ids of the orders a viewer's Warehouse Orders list holds (its own warehouse's, for a
 * Warehouse user), as a subquery: Activity lets a warehouse read their records by it.
 */
export const warehouseOrderIds = (viewer: Viewer): SQL =>
  sql`select ${orders.id} from ${orders} where ${and(shipsFromWarehouse, warehouseScope(viewer, null))}`;
