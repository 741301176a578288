import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderLines, orders } from '../db/schema';
import { OrdersService } from '../services/orders/ordersService';
import { DEMO_ADMIN_EMAIL, demoUser } from './demoUsers';
import { asDemoOrders, shopifyExportRows } from './shopifyExport';
import { demoPacks, demoProducts } from './data';

/**
 * Demo orders in every state the order screens show: imported like a real export, routed by
 * the real rules, then moved on by the real services (so the timeline tells how).
 */
export async function seedDemoOrders(db: Database, now = new Date()): Promise<void> {
  const user = await demoUser(db, DEMO_ADMIN_EMAIL);
  if (!user) return;
  const service = new OrdersService(db);
  const start = new Date(now.getTime() - 6 * 24 * 60 * 60 * 1000);
  const rows = shopifyExportRows({
    orders: 60,
    skus: demoProducts.map((p) => p.internalSku),
    packSkus: demoPacks.map((p) => p.internalSku),
    unknownSkuRate: 0.04,
    firstNumber: 1001,
    seed: 2026,
    start,
  });
  // A few orders the shop already cancelled or fulfilled.
  rows.filter((r) => r.Name === '#1003' && r.Id).forEach((r) => (r['Cancelled at'] = r['Created at']));
  rows.filter((r) => r.Name === '#1004' && r.Id).forEach((r) => (r['Fulfillment Status'] = 'fulfilled'));
  // Ten storage benches to France: too heavy for Berlin, abroad for Hamburg, over
  // Antwerp's 200 kg: no warehouse fits.
  const heavy = shopifyExportRows({
    orders: 1,
    skus: ['DS-AL-002'],
    firstNumber: 1061,
    seed: 7,
    start: now,
    country: 'FR',
  });
  heavy.forEach((r) => (r['Lineitem quantity'] = '10'));
  await service.importRows(asDemoOrders([...rows, ...heavy]), 1, user);

  const all = await db.select().from(orders).orderBy(asc(orders.orderNumber));
  const withLines = await Promise.all(
    all.map(async (order) => ({
      order,
      lines: await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)),
    })),
  );
  const settled = withLines.filter(({ order }) => !order.problematic && order.status === 'Pending');
  const toBuy = settled.filter(({ lines }) => lines.some((l) => l.fulfilment === 'buy'));
  const fromStock = settled.filter(({ lines }) => lines.every((l) => l.fulfilment === 'stock'));

  // Settle one problematic order of the "several warehouses fit" kind by choosing a warehouse.
  const several = withLines.find(({ order }) => order.problemReason === 'several-warehouses-fit');
  if (several) await service.assignWarehouse(several.order.id, several.order.warehouseList[0], user);

  // Consolidate some orders and unconsolidate others (where every supplier dropships).
  for (const { order } of toBuy.slice(0, 4)) await service.consolidate(order.id, true, user);
  for (const { order } of toBuy.slice(4, 10)) await service.consolidate(order.id, false, user);

  // Preparation, a refunded line, notes and an invoice number.
  for (const { order } of fromStock.slice(0, 2)) await service.changeStatus(order.id, 'Preparation', user);
  const refund = toBuy.find(({ lines }) => lines.length > 1) ?? toBuy[10];
  if (refund) await service.changeProductStatus(refund.order.id, refund.lines[0].id, 'Refund', user);
  const noted = settled[0];
  if (noted) {
    await service.addNotes(noted.order.id, 'Customer asked for delivery after 5 pm.', user);
    await service.addInvoiceNumber(noted.order.id, 'INV-2026-0042', user);
  }
  // Warehouse steps (agent, date, Ready, shipping info): server/demo/warehouseOrders.ts.
}
