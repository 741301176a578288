import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderLines, orders, products, shippingAgents, suppliers, warehouses } from '../db/schema';
import { loadConfig } from '../config';
import { routeOfSupplierLine } from '../../domain/pickupOrders';
import type { ManualCustomer } from '../../domain/purchaseOrders';
import { DEMO_ADMIN_EMAIL, demoUser } from './demoUsers';
import { addWarehouseOrderToPickupOrder, joinPickupOrder } from '../flows/joinPickupOrder';
import { PickupOrdersService } from '../services/pickups/pickupOrdersService';
import { NO_EFFECTS } from '../flows/flow';

export const CUSTOMER: ManualCustomer = {
  firstName: 'Marta',
  lastName: 'Nowak',
  email: 'marta.nowak@example.com',
  phone: '+48 22 555 0101',
  address1: 'ul. Marszałkowska 10',
  city: 'Warszawa',
  country: 'PL',
  province: 'Mazowieckie',
  zip: '00590',
};

/**
 * Demo pickup orders in every state of /puo-to-be-sent and /puo-sent, made by the real services
 * (so stock movements and timelines tell how): to be sent from suppliers and from a warehouse;
 * sent and awaiting pickup; delivered to a warehouse (stock added) and to a customer (tracked);
 * a refunded product.
 */
export async function seedDemoPickupOrders(db: Database, now = new Date()): Promise<void> {
  const user = await demoUser(db, DEMO_ADMIN_EMAIL);
  if (!user) return;
  const clock = { now: () => now, timeZone: loadConfig(process.env).timeZone };
  const service = new PickupOrdersService(db, { clock, imagesDir: '', effects: NO_EFFECTS });
  const agents = await db
    .select()
    .from(shippingAgents)
    .where(and(eq(shippingAgents.activated, true), isNull(shippingAgents.deletedAt)))
    .orderBy(asc(shippingAgents.name));
  const ss = await db.select().from(suppliers).orderBy(asc(suppliers.name));
  const ws = await db.select().from(warehouses).orderBy(asc(warehouses.name));
  const ps = await db
    .select()
    .from(products)
    .where(eq(products.isPack, false))
    .orderBy(asc(products.internalSku));
  if (agents.length < 2 || ss.length < 3 || ws.length < 2) return;
  const productOf = (supplierId: string, n = 0) => ps.filter((p) => p.supplierId === supplierId)[n] ?? null;

  /** A product added by hand, as 'Add Product' does: to a warehouse or the demo customer. */
  const manual = async (
    agent: number,
    supplier: number,
    to: { warehouse: number } | 'customer',
    units: number,
    n = 0,
  ) => {
    const product = productOf(ss[supplier].id, n);
    if (!product) return null;
    return db.transaction((tx) =>
      joinPickupOrder.run(tx, {
        shippingAgentId: agents[agent].id,
        route: routeOfSupplierLine({
          supplierId: ss[supplier].id,
          orderId: null,
          sentTo: to === 'customer' ? 'Customer' : 'Warehouse',
          warehouseId: to === 'customer' ? null : ws[to.warehouse].id,
          customer: to === 'customer' ? CUSTOMER : null,
        }),
        lines: [
          { orderLineId: null, poLineId: null, productId: product.id, quantity: units, shopLineItemId: null },
        ],
        userId: user.id,
        clock,
      }),
    );
  };
  const tracking = (n: string) => ({
    trackingId: n,
    agentName: 'Royal Parcel Service',
    trackingURL: `https://track.royalparcel.example/?id=${n}`,
  });

  // To be sent, from suppliers.
  await manual(0, 0, { warehouse: 0 }, 5);
  await manual(0, 0, 'customer', 1);
  await manual(1, 1, { warehouse: 1 }, 12);

  // Sent, awaiting pickup.
  const awaiting = await manual(0, 2, { warehouse: 0 }, 4);
  await manual(0, 2, 'customer', 2);
  if (awaiting) await service.sendNow(awaiting.pickupOrderId, user);

  // Sent and delivered: to the warehouse (its stock grows) and to the customer (tracked).
  const delivered = await manual(1, 0, { warehouse: 0 }, 6);
  const toCustomer = await manual(1, 0, 'customer', 1);
  if (delivered && toCustomer) {
    await service.sendNow(delivered.pickupOrderId, user);
    await service.changeAssignmentStatus(delivered.pickupOrderId, delivered.assignOrderId, 'Shipped', user);
    await service.addShippingInfo(
      { id: toCustomer.pickupOrderId, assignOrderId: toCustomer.assignOrderId, ...tracking('5500123987') },
      user,
    );
  }

  // Sent, one product refunded and one delivered.
  const first = await manual(0, 1, { warehouse: 1 }, 3, 0);
  await manual(0, 1, { warehouse: 1 }, 2, 1);
  if (first) {
    await service.sendNow(first.pickupOrderId, user);
    // The PUO may also hold lines the demo suppliers made Ready: take this manual assignment.
    const assignment = (await service.get(first.pickupOrderId)).assign_orders.find(
      (x) => x._id === first.assignOrderId,
    )!;
    const [a, b] = assignment.products;
    await service.changeProductStatus(first.pickupOrderId, a._id, 'Refund', user);
    if (b) await service.changeProductStatus(first.pickupOrderId, b._id, 'Shipped', user);
  }

  // The last two Pending orders served wholly from stock, made Ready (Warehouse Orders' demo keeps
  // to the others): one waits in a to-be-sent PUO from its warehouse, one is sent.
  const candidates = (
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'Pending'), eq(orders.problematic, false)))
      .orderBy(desc(orders.orderNumber))
  ).filter((o) => o.assignedWarehouseId);
  let made = 0;
  for (const order of candidates) {
    if (made === 2) break;
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    if (!lines.length || lines.some((l) => l.fulfilment !== 'stock')) continue;
    const agent = agents[made % agents.length];
    const joined = await db.transaction(async (tx) => {
      await tx.update(orderLines).set({ status: 'Ready' }).where(eq(orderLines.orderId, order.id));
      await tx
        .update(orders)
        .set({ status: 'Ready', shippingAgentId: agent.id })
        .where(eq(orders.id, order.id));
      return addWarehouseOrderToPickupOrder.run(tx, {
        orderId: order.id,
        warehouseId: order.assignedWarehouseId!,
        shippingAgentId: agent.id,
        userId: user.id,
        clock,
      });
    });
    if (made === 1) await service.sendNow(joined.pickupOrderId, user);
    made++;
  }
}
