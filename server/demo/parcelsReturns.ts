import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { returnable } from '../../domain/returns';
import { NO_EFFECTS } from '../flows/flow';
import type { SignedInUser } from '../services/auth';
import { orderLinesWithShippers, type ParcelOrderLine } from '../services/parcels/parcelRecords';
import { ParcelsService } from '../services/parcels/parcelsService';
import { ReturnsService } from '../services/returns/returnsService';
import { returnsOfOrder } from '../services/returns/returnRows';
import { shippedParcels } from '../services/returns/shippedParcels';
import { DEMO_ADMIN_EMAIL, demoUser } from './demoUsers';

const DHL = (trackingId: string) => ({
  agentName: 'DHL Express',
  trackingId,
  trackingURL: `https://www.dhl.com/track?tracking-id=${trackingId}`,
});

/**
 * Demo parcels and returns (issue 32), made by the real services as the demo accounts: a Ready
 * order of the demo warehouse that has sent part of its goods in a first parcel ("1 of 2
 * shipped"), and two returns of an order the warehouse shipped (in its Returns list): one open,
 * one received and waiting for the Admin's refund.
 */
export async function seedDemoParcelsAndReturns(db: Database): Promise<void> {
  const admin = await demoUser(db, DEMO_ADMIN_EMAIL);
  const warehouse = await demoUser(db, 'warehouse@demo.test');
  if (!admin || !warehouse?.warehouseId) return;
  const parcels = new ParcelsService(db, NO_EFFECTS);
  const ready = await readyOrders(db, warehouse);
  const partly = ready.find(({ lines }) => units(lines) >= 2);
  if (partly) {
    const [first, ...others] = partly.lines;
    const half = others.length ? first.quantity : Math.floor(first.quantity / 2);
    await parcels.add(warehouse, {
      orderId: partly.id,
      lines: [{ lineId: first.id, quantity: half }],
      ...DHL('JD014600006281450'),
    });
  }

  const shipped = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.assignedWarehouseId, warehouse.warehouseId), eq(orders.status, 'Shipped')))
    .orderBy(asc(orders.orderNumber));
  const service = new ReturnsService(db, NO_EFFECTS);
  const opened: string[] = [];
  for (const reason of [
    'Wrong size, the customer wants a refund',
    'The customer changed their mind, unopened',
  ]) {
    for (const { id } of shipped) {
      // What the demo warehouse itself shipped and may still be returned, so the return goes back to it.
      const parcels = (await shippedParcels(db, id)).filter(
        (p) => p.shipper.kind === 'warehouse' && p.shipper.warehouseId === warehouse.warehouseId,
      );
      const [line] = returnable(parcels, await returnsOfOrder(db, id)).keys();
      if (!line) continue;
      const answer = await service.open(
        { orderId: id, lines: [{ lineId: line, quantity: 1 }], reason },
        admin,
      );
      opened.push(...answer.doc.map((r) => r._id));
      break;
    }
  }
  // The second is back at the warehouse, resaleable: the Admin may refund it.
  if (opened[1]) await service.receive(opened[1], 'resaleable', warehouse);
}

const units = (lines: readonly ParcelOrderLine[]) => lines.reduce((sum, l) => sum + l.quantity, 0);

/** The demo warehouse's Ready orders without tracking, with the lines it ships. */
async function readyOrders(db: Database, warehouse: SignedInUser) {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.assignedWarehouseId, warehouse.warehouseId!),
        eq(orders.status, 'Ready'),
        isNull(orders.trackingId),
        ne(orders.orderNumber, 'Manual'),
      ),
    )
    .orderBy(asc(orders.orderNumber));
  const found = [];
  for (const { id } of rows) {
    const lines = (await orderLinesWithShippers(db, id)).filter(
      (l) => l.warehouseId === warehouse.warehouseId && l.status === 'Ready',
    );
    if (lines.length) found.push({ id, lines });
  }
  return found;
}
