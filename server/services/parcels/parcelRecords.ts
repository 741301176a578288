import { and, asc, eq, inArray } from 'drizzle-orm';
import { liveLine } from '../../db/liveLine';
import type { DbOrTx } from '../../db/client';
import {
  orderLines,
  orders,
  parcelLines,
  parcels,
  poAssignments,
  poLines,
  purchaseOrders,
} from '../../db/schema';
import { warehouseShipsLine, type LineShippers, type ParcelShipper } from '../../../domain/parcelScope';
import type { ParcelLine } from '../../../domain/parcelsShipped';

/** An order line as parcels read it: its live quantity and who ships it. */
export interface ParcelOrderLine extends LineShippers {
  id: string;
  sku: string | null;
  name: string;
  quantity: number;
  status: string;
  /** The product's supplier (the line's, whatever ships it). */
  productSupplierId: string | null;
}

export interface ParcelRecord {
  id: string;
  orderId: string;
  shipper: ParcelShipper;
  warehouseId: string | null;
  supplierId: string | null;
  agentName: string;
  trackingId: string;
  trackingUrl: string | null;
  createdBy: string | null;
  createdAt: Date;
  lines: ParcelLine[];
}

/**
 * The order's lines with who ships each: the order's warehouse for the lines of its warehouse
 * order, and the supplier of a sent purchase order that sends the line to the customer.
 */
export async function orderLinesWithShippers(db: DbOrTx, orderId: string): Promise<ParcelOrderLine[]> {
  const [order] = await db
    .select({ assignedWarehouseId: orders.assignedWarehouseId, consolidated: orders.consolidated })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return [];
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const dropshippers = lines.length
    ? await db
        .select({ orderLineId: poLines.orderLineId, supplierId: purchaseOrders.supplierId })
        .from(poLines)
        .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
        .where(
          and(
            inArray(
              poLines.orderLineId,
              lines.map((l) => l.id),
            ),
            eq(poAssignments.sentTo, 'Customer'),
            eq(purchaseOrders.notificationStatus, 'sent'),
          ),
        )
    : [];
  const supplierOf = new Map(dropshippers.map((d) => [d.orderLineId, d.supplierId]));
  return lines.map((line) => ({
    id: line.id,
    sku: line.sku,
    name: line.name,
    quantity: line.quantity,
    status: line.status,
    productSupplierId: line.supplierId,
    warehouseId: warehouseShipsLine(order, line) ? order.assignedWarehouseId : null,
    supplierId: supplierOf.get(line.id) ?? null,
  }));
}

/** Every parcel of the order, oldest first, with its lines. */
export async function parcelsOf(db: DbOrTx, orderId: string): Promise<ParcelRecord[]> {
  const rows = await db
    .select()
    .from(parcels)
    .where(eq(parcels.orderId, orderId))
    .orderBy(asc(parcels.createdAt), asc(parcels.id));
  if (!rows.length) return [];
  const lines = await db
    .select()
    .from(parcelLines)
    .where(
      inArray(
        parcelLines.parcelId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((row) => ({
    ...row,
    shipper: row.shipper as ParcelShipper,
    lines: lines
      .filter((l) => l.parcelId === row.id)
      .map((l) => ({ lineId: l.orderLineId, quantity: l.quantity })),
  }));
}

export interface NewParcel {
  orderId: string;
  shipper: ParcelShipper;
  warehouseId: string | null;
  supplierId: string | null;
  agentName: string;
  trackingId: string;
  trackingUrl: string | null;
  createdBy: string | null;
  lines: readonly ParcelLine[];
}

/** Records a parcel and its lines; answers its id. The caller has checked its lines. */
export async function recordParcel(tx: DbOrTx, parcel: NewParcel): Promise<string> {
  const { lines, ...row } = parcel;
  const [made] = await tx.insert(parcels).values(row).returning({ id: parcels.id });
  await tx
    .insert(parcelLines)
    .values(lines.map((l) => ({ parcelId: made.id, orderLineId: l.lineId, quantity: l.quantity })));
  return made.id;
}

/** The quantities a parcel holds, by order line id (what its shop fulfilment writes). */
export async function parcelQuantities(db: DbOrTx, parcelId: string): Promise<Map<string, number>> {
  const lines = await db.select().from(parcelLines).where(eq(parcelLines.parcelId, parcelId));
  return new Map(lines.map((l) => [l.orderLineId, l.quantity]));
}

/**
 * The live supplier lines that send these order lines straight to the customer on sent purchase
 * orders: the lines a supplier's parcel or Shipping Info is for. A query, to select from or to
 * read.
 */
export const customerBoundPoLines = (db: DbOrTx, orderLineIds: readonly string[]) =>
  db
    .select({ id: poLines.id })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
    .where(
      and(
        inArray(poLines.orderLineId, [...orderLineIds]),
        eq(poAssignments.sentTo, 'Customer'),
        eq(purchaseOrders.notificationStatus, 'sent'),
        liveLine(poLines.status),
      ),
    );
