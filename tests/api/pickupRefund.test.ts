import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { pickupCalls, twoLinesReadyOnPickup, type PuoRecord as Puo } from './pickupCalls';
import {
  orderEvents,
  orderLines,
  orders,
  poLines,
  puoLines,
  stock,
  stockMovements,
  users,
} from '../../server/db/schema';
import { REFUND_RETURN_REASON } from '../../domain/refund';
import { addWarehouseOrderToPickupOrder } from '../../server/flows/joinPickupOrder';
import { makeAgent, makeProduct, makeRoutedOrder, makeSupplier, makeWarehouse } from './purchasingFixtures';

/**
 * A PUO product's Refund (/change-puo-product-status) is the order line's refund, the one the
 * Master Dashboard's Refund makes (DESIGN.md section 4, "A refund gives back what it took").
 */
let ctx: TestContext;
let admin: string;
let adminId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
  const [user] = await ctx.handle.db.select().from(users).where(eq(users.role, 'Admin'));
  adminId = user.id;
});

const { api, puoOf: findPuo } = pickupCalls(() => ({ ctx, admin }));
/** The agent's PUO on a list (undefined at run time when it has none, which some tests assert). */
const puoOf = async (agentId: string, which: 'to-be-sent' | 'sent') => (await findPuo(agentId, which))!;
const db = () => ctx.handle.db;

const puoLineOf = (puo: Puo, orderLineId: string) =>
  puo.assign_orders.flatMap((a) => a.products).find((p) => p.order_line_id === orderLineId)!;

/** What a refund may change: the order, its lines, its PO lines, its timeline, stock. */
async function snapshot(orderId: string) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, orderId));
  const ids = lines.map((l) => l.id);
  return {
    status: order.status,
    lines: lines.map((l) => [l.id, l.status]).sort(),
    poLines: (await db().select().from(poLines).where(inArray(poLines.orderLineId, ids)))
      .map((l) => [l.id, l.status])
      .sort(),
    puoLines: (await db().select().from(puoLines).where(inArray(puoLines.orderLineId, ids)))
      .map((l) => [l.id, l.status])
      .sort(),
    events: (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).length,
    movements: (await db().select().from(stockMovements).where(eq(stockMovements.orderId, orderId))).length,
  };
}

/** A Ready warehouse order of one stock line, in its agent's to-be-sent PUO from the warehouse. */
async function readyAtWarehouse(quantity = 1) {
  const supplier = await makeSupplier(ctx);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const agent = await makeAgent(ctx);
  const { order, lines } = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.id, quantity },
  ]);
  await db()
    .update(orderLines)
    .set({ fulfilment: 'stock', status: 'Ready' })
    .where(eq(orderLines.id, lines[0].id));
  await db()
    .update(orders)
    .set({ status: 'Ready', shippingAgentId: agent.id })
    .where(eq(orders.id, order.id));
  const joined = await db().transaction((tx) =>
    addWarehouseOrderToPickupOrder.run(tx, {
      orderId: order.id,
      warehouseId: warehouse.id,
      shippingAgentId: agent.id,
      userId: null,
    }),
  );
  return { order, lines, agent, joined, warehouse, product };
}

/**
 * A two-line order bought from one supplier: its PO sent, both lines Ready with one agent, so one
 * assignment on that agent's PUO (to the warehouse if consolidated, else to the customer), sent.
 */
async function twoLinesOnSentPuo({
  consolidated,
  quantities = [1, 1],
}: {
  consolidated: boolean;
  quantities?: [number, number];
}) {
  const { order, lines, agent } = await twoLinesReadyOnPickup(ctx, api, { consolidated, quantities });
  const toSend = await puoOf(agent.id, 'to-be-sent');
  expect(toSend.assign_orders).toHaveLength(1);
  expect((await api('/pickup-order-sent-now', { id: toSend._id })).statusCode).toBe(200);
  const assignment = async () => (await puoOf(agent.id, 'sent')).assign_orders[0];
  return { order, lines, agent, puoId: toSend._id, assignment };
}

describe('Refund of a PUO product', () => {
  it('refunds the order line: Refund, its sent PO line Refund, the order follows its other line, the timeline says who; twice is 409', async () => {
    // A dropshipped two-line order: PO sent, both lines Ready with the agent, the PUO sent.
    const { order, lines, agent, puoId } = await twoLinesOnSentPuo({
      consolidated: false,
      quantities: [1, 2],
    });
    const line = puoLineOf(await puoOf(agent.id, 'sent'), lines[0].id);
    const before = await snapshot(order.id);
    expect(before.status).toBe('Awaiting Pickup');

    const body = { puoId, productUniqueId: line._id, status: 'Refund' };
    const refund = await api('/change-puo-product-status', body);
    expect(refund.statusCode, refund.body).toBe(200);

    const after = await snapshot(order.id);
    const refunded = (await db().select().from(orderLines).where(eq(orderLines.orderId, order.id))).map(
      (l) => [l.id, l.status],
    );
    expect(new Map(refunded as [string, string][])).toEqual(
      new Map([
        [lines[0].id, 'Refund'],
        [lines[1].id, 'Awaiting Pickup'],
      ]),
    );
    const [poLine] = await db().select().from(poLines).where(eq(poLines.orderLineId, lines[0].id));
    expect(poLine.status).toBe('Refund');
    // The order follows its live line (domain/orderStatus.ts orderStatusOf).
    expect(after.status).toBe('Awaiting Pickup');
    expect(puoLineOf(await puoOf(agent.id, 'sent'), lines[0].id).status).toBe('Refund');
    expect(puoLineOf(await puoOf(agent.id, 'sent'), lines[1].id).status).toBe('Awaiting Pickup');
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    const refundEvent = events.find((e) => e.kind === 'refunded')!;
    expect(refundEvent).toMatchObject({ userId: adminId, detail: { orderStatus: 'Awaiting Pickup' } });
    expect(refundEvent.createdAt).toBeInstanceOf(Date);

    const again = await api('/change-puo-product-status', body);
    expect(again.statusCode).toBe(409);
    expect(await snapshot(order.id)).toEqual(after);

    // Refunding the other line too: every line refunded, the order reads Refund.
    const other = puoLineOf(await puoOf(agent.id, 'sent'), lines[1].id);
    expect(
      (await api('/change-puo-product-status', { ...body, productUniqueId: other._id })).statusCode,
    ).toBe(200);
    expect((await snapshot(order.id)).status).toBe('Refund');
  });

  it('from a warehouse: the units go back to its stock, once, with an Add naming the order', async () => {
    const { order, lines, agent, joined, warehouse, product } = await readyAtWarehouse(2);
    expect((await api('/pickup-order-sent-now', { id: joined.pickupOrderId })).statusCode).toBe(200);
    const line = puoLineOf(await puoOf(agent.id, 'sent'), lines[0].id);
    const body = { puoId: joined.pickupOrderId, productUniqueId: line._id, status: 'Refund' };
    expect((await api('/change-puo-product-status', body)).statusCode).toBe(200);

    const units = async () =>
      (
        await db()
          .select()
          .from(stock)
          .where(and(eq(stock.warehouseId, warehouse.id), eq(stock.productId, product.id)))
      )[0]?.totalUnits;
    expect(await units()).toBe(2);
    const movements = await db().select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
    expect(movements).toMatchObject([
      { action: 'Add', delta: 2, reason: REFUND_RETURN_REASON, userId: adminId },
    ]);
    expect((await snapshot(order.id)).status).toBe('Refund');

    expect((await api('/change-puo-product-status', body)).statusCode).toBe(409);
    expect(await units()).toBe(2);
  });
});

describe('the assignment follows its lines after a refund on a sent PUO', () => {
  for (const via of ['the Master Dashboard', 'the PUO product'] as const)
    it(`refunding the last open line through ${via}, the others Shipped, makes the assignment Shipped`, async () => {
      const s = await twoLinesOnSentPuo({ consolidated: true });
      const [first, last] = (await s.assignment()).products;
      const shipped = await api('/change-puo-product-status', {
        puoId: s.puoId,
        productUniqueId: first._id,
        status: 'Shipped',
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
      expect((await s.assignment()).status).toBe('Awaiting Pickup');

      const refund =
        via === 'the Master Dashboard'
          ? await api('/change-order-product-status', {
              orderId: s.order.id,
              productUniqueId: last.order_line_id,
              status: 'Refund',
            })
          : await api('/change-puo-product-status', {
              puoId: s.puoId,
              productUniqueId: last._id,
              status: 'Refund',
            });
      expect(refund.statusCode, refund.body).toBe(200);
      const after = await s.assignment();
      expect(after.products.map((p) => p.status).sort()).toEqual(['Refund', 'Shipped']);
      expect(after.status).toBe('Shipped');
    });

  it('refunding the only open line, nothing Shipped yet, leaves the assignment Awaiting Pickup', async () => {
    const s = await twoLinesOnSentPuo({ consolidated: true });
    const [first] = (await s.assignment()).products;
    const body = { puoId: s.puoId, productUniqueId: first._id, status: 'Refund' };
    expect((await api('/change-puo-product-status', body)).statusCode).toBe(200);
    expect((await s.assignment()).status).toBe('Awaiting Pickup');
  });
});

describe('a line no longer to collect leaves its to-be-sent PUO', () => {
  const kindsOf = async (orderId: string) =>
    (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.kind);

  it("the Master Dashboard's Refund: the line leaves, the emptied PUO disappears, the timeline says so", async () => {
    const s = await readyAtWarehouse();
    expect(await puoOf(s.agent.id, 'to-be-sent')).toBeDefined();
    const refund = await api('/change-order-product-status', {
      orderId: s.order.id,
      productUniqueId: s.lines[0].id,
      status: 'Refund',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await db().select().from(puoLines).where(eq(puoLines.orderLineId, s.lines[0].id))).toEqual([]);
    expect(await puoOf(s.agent.id, 'to-be-sent')).toBeUndefined();
    expect(await kindsOf(s.order.id)).toContain('pickup-order-left');
  });

  it('on a sent PUO the refunded line stays and reads Refund', async () => {
    const s = await readyAtWarehouse();
    expect((await api('/pickup-order-sent-now', { id: s.joined.pickupOrderId })).statusCode).toBe(200);
    const refund = await api('/change-order-product-status', {
      orderId: s.order.id,
      productUniqueId: s.lines[0].id,
      status: 'Refund',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(puoLineOf(await puoOf(s.agent.id, 'sent'), s.lines[0].id).status).toBe('Refund');
    expect(await kindsOf(s.order.id)).not.toContain('pickup-order-left');
  });

  it('the warehouse ships the order itself before the PUO is sent: the agent is no longer asked to collect it', async () => {
    const s = await readyAtWarehouse();
    const info = await api('/add-tracking-id-to-warehouse-orders', {
      orderId: s.order.id,
      trackingId: '777',
      agentName: 'Own van',
      trackingURL: 'https://track.test/777',
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(await puoOf(s.agent.id, 'to-be-sent')).toBeUndefined();
    const [order] = await db().select().from(orders).where(eq(orders.id, s.order.id));
    expect(order).toMatchObject({ status: 'Shipped', trackingId: '777' });
    expect(await kindsOf(s.order.id)).toContain('pickup-order-left');
  });
});
