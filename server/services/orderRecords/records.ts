import { shippedOfLine } from './lineShipped';
import { customerOf, shippingAddressOf } from './customerParts';
import { lineShipping } from '../../../domain/parcelsShipped';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { productsAddedSince } from './exportedOrders';
import { orderLines, orders, products, shippingAgents, suppliers, warehouses } from '../../db/schema';
import { ownOrder, type OwnDirection } from '../listQuery';
import type { OrderTerm } from '../pageBoundaries';
import { hasArrived } from './arrivals';
import { lineTracking } from './lineTracking';
import { warehouseCell } from '../../../domain/consolidation';
import type { OrderRecord } from '../../../domain/schemas/orderRecords';
import type { OrderStatus } from '../../../domain/orderStatus';
import { skuKey } from '../../../domain/sku';
import { isActive } from '../../../domain/activation';

export type { OrderRecord };

type OrderRow = typeof orders.$inferSelect;

/**
 * Orders as the API answers them (spec 000 section 3): documented keys such as _id,
 * order_number, problemetic, assigned_to, warehouse_list, products[]. Loads what a page of
 * orders refers to in a few queries, whatever the page size.
 */
export async function orderRecords(db: DbOrTx, rows: readonly OrderRow[]): Promise<OrderRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((o) => o.id);
  const lines = await db
    .select({
      line: orderLines,
      product: products,
      supplier: {
        id: suppliers.id,
        name: suppliers.name,
        dropShippingAvailable: suppliers.dropShippingAvailable,
      },
      arrived: hasArrived(orderLines.id),
      tracking: lineTracking(orderLines.id),
      shipped: shippedOfLine(orderLines.id),
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(suppliers, eq(suppliers.id, orderLines.supplierId))
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  // A line keeps its unknown SKU until its warehouse is chosen, which links it; a product added
  // since is found by that SKU, so the order's cell offers the choice once the product exists.
  const addedBySku = await productsAddedSince(
    db,
    lines.filter((l) => !l.product && l.line.sku).map((l) => l.line.sku!),
  );
  const warehouseIds = [
    ...new Set(
      rows.flatMap((o) => [o.assignedWarehouseId, ...o.warehouseList].filter((id): id is string => !!id)),
    ),
  ];
  const whs = warehouseIds.length
    ? await db.select().from(warehouses).where(inArray(warehouses.id, warehouseIds))
    : [];
  const warehouseById = new Map(whs.map((w) => [w.id, w]));
  const agentIds = [
    ...new Set(
      [...rows.map((o) => o.shippingAgentId), ...lines.map((l) => l.line.shippingAgentId)].filter(
        (id): id is string => !!id,
      ),
    ),
  ];
  const agents = agentIds.length
    ? await db.select().from(shippingAgents).where(inArray(shippingAgents.id, agentIds))
    : [];
  const agentById = new Map(agents.map((a) => [a.id, a]));
  const linesByOrder = new Map<string, typeof lines>();
  for (const l of lines) linesByOrder.set(l.line.orderId, [...(linesByOrder.get(l.line.orderId) ?? []), l]);

  const agentRecord = (id: string | null) => {
    const a = id ? agentById.get(id) : undefined;
    return a
      ? {
          _id: a.id,
          name: a.name,
          activated: isActive(a),
          deleted_at: a.deletedAt?.toISOString() ?? null,
          trackingURL: a.trackingUrl,
        }
      : null;
  };

  return rows.map((o) => {
    const own = linesByOrder.get(o.id) ?? [];
    const assigned = o.assignedWarehouseId ? warehouseById.get(o.assignedWarehouseId) : undefined;
    const cellOrder = {
      consolidated: o.consolidated,
      problematic: o.problematic,
      isHybrid: o.isHybrid,
      warehouseName: assigned?.name ?? null,
      customLines: o.customLines.length,
      lines: own.map(({ line, supplier }) => ({
        fulfilment: line.fulfilment,
        status: line.status,
        supplierAllowsDropshipping: !!supplier?.dropShippingAvailable,
      })),
    };
    const cell = warehouseCell(cellOrder);
    return {
      _id: o.id,
      order_id: o.shopOrderId,
      order_number: o.orderNumber,
      shop: o.shop,
      order_created_at: o.orderCreatedAt.toISOString(),
      source: o.source,
      arrived_by: o.arrivedBy,
      shop_changes:
        o.shopChanges && !o.shopChanges.resolvedAt
          ? { at: o.shopChanges.at, source: o.shopChanges.source, changes: o.shopChanges.changes }
          : null,
      status: o.status as OrderStatus,
      problemetic: o.problematic,
      problem_reason: o.problemReason,
      role: o.consolidated === false && !o.isHybrid ? ('Supplier' as const) : null,
      assigned_to: assigned
        ? {
            _id: assigned.id,
            name: assigned.name,
            address: {
              street_number: assigned.streetNumber,
              street_name: assigned.streetName,
              city: assigned.city,
              country: assigned.country,
              zipCode: assigned.zipCode,
            },
          }
        : null,
      warehouse_list: o.warehouseList.map((id) => ({ _id: id, name: warehouseById.get(id)?.name ?? '' })),
      warehouse_cell: cell.kind,
      isHybrid: o.isHybrid,
      consolidated: o.consolidated,
      isConsolidateOption: cell.kind === 'choose-consolidation',
      direct_to_customer: own.some((l) => l.line.directToCustomer),
      trackingId: o.trackingId,
      agentName: o.agentName,
      trackingURL: o.trackingUrl,
      shipping_agent: agentRecord(o.shippingAgentId),
      estimated_shipping_date: o.estimatedShippingDate,
      deadline_date: o.deadlineDate,
      notes: o.notes,
      invoice_number: o.invoiceNumber,
      shipping_type: o.shippingType,
      customer: customerOf(o),
      shipping_address: shippingAddressOf(o),
      products: own.map(({ line, product: linked, supplier, arrived, tracking, shipped }) => {
        const product = linked ?? (line.sku ? addedBySku.get(skuKey(line.sku)) : undefined);
        return {
          _id: line.id,
          unique_id: line.id,
          product_id: product
            ? {
                _id: product.id,
                internal_sku: product.internalSku,
                supplier_sku: product.supplierSku,
                supplier_product_name: product.supplierProductName,
                internal_product_name: product.internalProductName,
                weight: product.weight,
                length: product.length,
                width: product.width,
                height: product.height,
              }
            : null,
          name: line.name,
          sku: line.sku,
          quantity: line.quantity,
          pack_sku: line.packSku,
          fulfilment: line.fulfilment,
          direct_to_customer: line.directToCustomer,
          // Served from stock, or bought and delivered to the warehouse (domain/readiness.ts).
          at_warehouse: line.fulfilment === 'stock' || (line.fulfilment === 'buy' && arrived),
          status: line.status as OrderStatus,
          supplier: supplier?.id
            ? {
                _id: supplier.id,
                name: supplier.name,
                dropShipping_available: supplier.dropShippingAvailable,
              }
            : null,
          deadline_date: o.deadlineDate,
          estimated_shipping_date: line.estimatedShippingDate,
          shipping_agent: agentRecord(line.shippingAgentId),
          shopify_order_id: o.shopOrderId,
          shopify_line_item_id: line.shopLineItemId,
          tracking: line.fulfilment === 'buy' ? tracking : null,
          // "2 of 3 shipped": what its parcels hold of its live quantity.
          shipped: lineShipping(line, [{ lines: [{ lineId: line.id, quantity: shipped }] }]),
        };
      }),
      custom_lines: o.customLines.map((line) => ({
        unique_id: `${o.id}/${line.lineKey}`,
        name: line.name,
        quantity: line.quantity,
        shopify_line_item_id: line.shopLineItemId,
      })),
    };
  });
}

export async function orderRecord(db: DbOrTx, id: string): Promise<OrderRecord | undefined> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id)));
  return (await orderRecords(db, rows))[0];
}

/** The orders `where` selects, newest first, `limit` of them after the first `skip` (the lists' and exports' order). */
/**
 * Newest first; `sorted` (the list query's sort, listQuery.ts sortTerms) before that when given,
 * and then the order's time and id in the sort's `direction` (ownOrder), as the indexes hold them.
 */
/** The order lists' own order: newest first, the id breaking ties. */
export const NEWEST_FIRST: readonly OrderTerm[] = [
  [orders.orderCreatedAt, 'desc'],
  [orders.id, 'desc'],
];

export const newestOrders = (
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  skip: number,
  sorted: readonly SQL[] = [],
  direction?: OwnDirection,
) =>
  db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...sorted, ...ownOrder(direction, NEWEST_FIRST))
    .limit(limit)
    .offset(skip);
