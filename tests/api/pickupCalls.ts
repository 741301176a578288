import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { poLines } from '../../server/db/schema';
import type { TestContext } from './helpers';
import {
  makeAgent,
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  supplierToken,
} from './purchasingFixtures';

/** A PUO record as the PUO lists answer it, as far as the pickup tests read it. */
export type PuoRecord = {
  _id: string;
  assigned_to: { _id: string };
  assign_orders: {
    _id: string;
    status: string;
    products: { _id: string; status: string; order_line_id: string }[];
  }[];
};

/**
 * The admin API as the pickup tests call it (GET for '/get-…', else POST, the Admin's token unless
 * another is given), and an agent's PUO on either list. The context is read when a call is made,
 * since the app starts in beforeAll.
 */
export function pickupCalls(current: () => { ctx: TestContext; admin: string }) {
  const api = (url: string, payload?: unknown, token?: string) =>
    current().ctx.app.inject({
      method: url.startsWith('/get-') ? 'GET' : 'POST',
      url: `/backend/api/admin${url}`,
      payload: payload as object,
      headers: { 'x-auth-token': token ?? current().admin },
    });
  const puoOf = async (agentId: string, which: 'to-be-sent' | 'sent') =>
    ((await api(`/get-pickup-orders-${which}?limit=30`)).json().pickupOrders as PuoRecord[]).find(
      (p) => p.assigned_to._id === agentId,
    );
  return { api, puoOf };
}

/**
 * A two-line order bought from one supplier, routed, consolidated or not, its PO sent, and both
 * lines set Ready with one agent by the supplier: so both are on that agent's to-be-sent PUO, in
 * one assignment (to the warehouse if consolidated, else to the customer).
 */
export async function twoLinesReadyOnPickup(
  ctx: TestContext,
  api: ReturnType<typeof pickupCalls>['api'],
  { consolidated, quantities = [1, 1] }: { consolidated: boolean; quantities?: [number, number] },
) {
  const supplier = await makeSupplier(ctx);
  const token = await supplierToken(ctx, supplier.id);
  const warehouse = await makeWarehouse(ctx);
  const [p1, p2] = [await makeProduct(ctx, supplier.id), await makeProduct(ctx, supplier.id)];
  const agent = await makeAgent(ctx);
  const { order, lines } = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: p1.id, supplierId: supplier.id, quantity: quantities[0] },
    { productId: p2.id, supplierId: supplier.id, quantity: quantities[1] },
  ]);
  expect((await api('/consolidate-order', { orderId: order.id, consolidated })).statusCode).toBe(200);
  const pos = (await api('/get-supplier-orders-to-be-sent?limit=30')).json().supplierOrders as {
    _id: string;
    assigned_to: { _id: string };
  }[];
  const po = pos.find((p) => p.assigned_to._id === supplier.id)!;
  expect((await api('/supplier-order-sent-now', { id: po._id })).statusCode).toBe(200);
  /** The supplier's PO line of an order line: the productId of the supplier's calls. */
  const poLineOf = async (orderLineId: string) =>
    (await ctx.handle.db.select().from(poLines).where(eq(poLines.orderLineId, orderLineId)))[0];
  for (const line of lines) {
    const productId = (await poLineOf(line.id)).id;
    const agentSet = await api(
      '/add-shipping-agent-to-product',
      { productId, shippingAgentId: agent.id },
      token,
    );
    expect(agentSet.statusCode, agentSet.body).toBe(200);
    const ready = await api('/change-product-status', { productId, status: 'Ready' }, token);
    expect(ready.statusCode, ready.body).toBe(200);
  }
  return { supplier, token, agent, order, lines, poLineOf };
}
