import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderLines, orders, poAssignments, poLines, purchaseOrders } from '../../db/schema';
import type { ParcelOfShipper, Shipper } from '../../../domain/returns';
import { parcelsOfOrder } from '../parcels/parcelsOfOrder';

/**
 * What of an order has shipped, and who shipped it, for returns: its parcels (issue 32 item 1,
 * parcelsOfOrder), and before them each line that was Shipped before parcels were recorded, in
 * no parcel, whole (shippedBeforeParcels). Everything about returns reads what shipped through here.
 */
export async function shippedParcels(db: DbOrTx, orderId: string): Promise<ParcelOfShipper[]> {
  const parcels = await parcelsOfOrder(db, orderId);
  const inParcels = new Set(parcels.flatMap((parcel) => parcel.lines.map((line) => line.lineId)));
  const before = (await shippedBeforeParcels(db, orderId)).filter(
    (parcel) => !parcel.lines.some((line) => inParcels.has(line.lineId)),
  );
  return [...before, ...parcels];
}

/**
 * Lines Shipped before parcels were recorded, each whole as one parcel: a dropshipped line
 * (direct to the customer) was shipped by the supplier of the purchase order that carries it (the
 * line's own supplier if no PO names it); any other by the order's warehouse.
 */
async function shippedBeforeParcels(db: DbOrTx, orderId: string): Promise<ParcelOfShipper[]> {
  const rows = await db
    .select({
      lineId: orderLines.id,
      quantity: orderLines.quantity,
      directToCustomer: orderLines.directToCustomer,
      lineSupplierId: orderLines.supplierId,
      warehouseId: orders.assignedWarehouseId,
      poSupplierId: purchaseOrders.supplierId,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(poLines, eq(poLines.orderLineId, orderLines.id))
    .leftJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .leftJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.status, 'Shipped')))
    .orderBy(asc(orderLines.position));
  const parcels: ParcelOfShipper[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.lineId)) continue;
    seen.add(row.lineId);
    const supplierId = row.poSupplierId ?? row.lineSupplierId;
    const shipper: Shipper | null = row.directToCustomer
      ? supplierId
        ? { kind: 'supplier', supplierId }
        : null
      : row.warehouseId
        ? { kind: 'warehouse', warehouseId: row.warehouseId }
        : null;
    if (shipper) parcels.push({ shipper, lines: [{ lineId: row.lineId, quantity: row.quantity }] });
  }
  return parcels;
}
