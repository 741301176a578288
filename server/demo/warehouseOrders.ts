import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, shippingAgents, users } from '../db/schema';
import type { SignedInUser } from '../services/auth';
import { shipsFromWarehouse } from '../services/warehouseOrders/list';
import { WarehouseOrdersService } from '../services/warehouseOrders/warehouseOrdersService';

/**
 * The demo Warehouse account's orders in every state of Warehouse Orders, moved on by the real
 * service as that account (so the timeline names it): Pending without an agent, Pending with
 * a disabled agent, Preparation with an agent and date, Ready, and Shipped with tracking.
 */
export async function seedDemoWarehouseOrders(db: Database): Promise<void> {
  const [account] = await db.select().from(users).where(eq(users.email, 'warehouse@demo.test'));
  if (!account?.warehouseId) return;
  const user: SignedInUser = {
    id: account.id,
    email: account.email,
    role: 'Warehouse',
    warehouseId: account.warehouseId,
    supplierId: null,
    sessionId: '',
  };
  const own = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        shipsFromWarehouse,
        eq(orders.assignedWarehouseId, account.warehouseId),
        eq(orders.status, 'Pending'),
        // Served from stock only: every line is at the warehouse, so Ready is possible.
        sql`not exists (select 1 from order_lines l where l.order_id = ${orders.id} and l.fulfilment = 'buy')`,
      ),
    )
    .orderBy(asc(orders.orderNumber));
  const agents = await db.select().from(shippingAgents).orderBy(asc(shippingAgents.name));
  const active = agents.find((a) => a.activated && !a.deletedAt);
  const disabled = agents.find((a) => !a.activated);
  if (!active || own.length < 5) return;
  const service = new WarehouseOrdersService(db);
  const date = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [noAgent, disabledAgent, preparing, ready, shipped, ...rest] = own.map((o) => o.id);
  void noAgent; // stays Pending: "Shipping Agent is missing"
  if (disabled) {
    // Chosen while it was active, disabled since: "Shipping Agent is either disabled or deleted".
    await db.update(orders).set({ shippingAgentId: disabled.id }).where(eq(orders.id, disabledAgent));
  }
  await service.setShippingAgent(user, preparing, active.id);
  await service.setEstimatedDate(user, preparing, date(3));
  await service.setStatus(user, preparing, 'Preparation');
  for (const id of [ready, shipped]) {
    await service.setShippingAgent(user, id, active.id);
    await service.setEstimatedDate(user, id, date(1));
    await service.setStatus(user, id, 'Ready');
  }
  await service.addShippingInfo(user, shipped, {
    trackingId: '4401938273',
    agentName: active.name,
    trackingURL: `${active.trackingUrl ?? 'https://track.example/?id='}4401938273`,
  });
  if (rest[0]) await service.setShippingAgent(user, rest[0], active.id);
}
