import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { pickupCalls, twoLinesReadyOnPickup } from './pickupCalls';
import { orderEvents, orderLines, orders, poLines } from '../../server/db/schema';

/**
 * One record per delivery (DESIGN.md section 4 steps 6 and 8): a dropshipped line that a pickup
 * order is to carry to the customer can be given its tracking by the supplier (its Shipping Info)
 * or by the Admin on the PUO assignment. Either way it is one delivery: the other side reads it,
 * nothing is shipped or told to the shop twice, and sending the PUO does not undo it.
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
});

const { api, puoOf } = pickupCalls(() => ({ ctx, admin }));
const db = () => ctx.handle.db;

const statusOf = async (orderLineId: string) =>
  (await db().select().from(orderLines).where(eq(orderLines.id, orderLineId)))[0].status;
const poLineOf = async (orderLineId: string) =>
  (await db().select().from(poLines).where(eq(poLines.orderLineId, orderLineId)))[0];
const eventsOf = async (orderId: string, kind: string) =>
  db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, kind)));
/** The order is not from the shop, so each time the shop would be told is one such event. */
const shopToldOf = (orderId: string) => eventsOf(orderId, 'shop-fulfilment-not-sent');

/** A dropshipped two-line order: its PO sent, both lines Ready with one agent, on its to-be-sent PUO. */
async function readyOnPickup() {
  const { order, lines, agent, token } = await twoLinesReadyOnPickup(ctx, api, {
    consolidated: false,
    quantities: [1, 2],
  });
  const supplierTracking = async (orderLineId: string, trackingId: string) =>
    api(
      '/add-tracking-id-to-supplier-orders',
      {
        productId: (await poLineOf(orderLineId)).id,
        trackingId,
        agentName: 'Supplier Post',
        trackingURL: `https://track.test/${trackingId}`,
      },
      token,
    );
  return { order, lines, agent, supplierTracking };
}

describe('the supplier ships a line a pickup order was to carry', () => {
  it('before the PUO is sent the line leaves it; sending does not undo Shipped; after, it reads Shipped there', async () => {
    const s = await readyOnPickup();
    const [first, second] = s.lines;
    const toSend = (await puoOf(s.agent.id, 'to-be-sent'))!;
    expect(toSend.assign_orders[0].products).toHaveLength(2);

    const tracked = await s.supplierTracking(first.id, '5001');
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(await statusOf(first.id)).toBe('Shipped');
    // The agent is no longer asked to collect it.
    const left = (await puoOf(s.agent.id, 'to-be-sent'))!;
    expect(left.assign_orders[0].products.map((p) => p.order_line_id)).toEqual([second.id]);
    const leaving = await eventsOf(s.order.id, 'pickup-order-left');
    expect(leaving.map((e) => (e.detail as { reason: string }).reason)).toEqual(['shipped-by-supplier']);

    expect((await api('/pickup-order-sent-now', { id: toSend._id })).statusCode).toBe(200);
    expect(await statusOf(first.id)).toBe('Shipped');
    expect((await poLineOf(first.id)).status).toBe('Shipped');
    expect(await statusOf(second.id)).toBe('Awaiting Pickup');

    // Now on a sent PUO: the supplier's tracking of the other line ships it there too.
    expect((await s.supplierTracking(second.id, '5002')).statusCode).toBe(200);
    const sent = (await puoOf(s.agent.id, 'sent'))!;
    expect(sent.assign_orders[0].products.map((p) => p.status)).toEqual(['Shipped']);
    expect(sent.assign_orders[0].status).toBe('Shipped');
    const [order] = await db().select().from(orders).where(eq(orders.id, s.order.id));
    expect(order.status).toBe('Shipped');

    // The assignment's own Shipping Info adds a tracking but tells the shop nothing more.
    const info = await api('/add-shipping-info-to-pickup-order', {
      id: sent._id,
      assignOrderId: sent.assign_orders[0]._id,
      trackingId: '5003',
      agentName: 'Royal Parcel',
      trackingURL: 'https://track.test/5003',
    });
    expect(info.statusCode, info.body).toBe(200);
    const told = await shopToldOf(s.order.id);
    expect(told.map((e) => (e.detail as { trackingNumber: string }).trackingNumber).sort()).toEqual([
      '5001',
      '5002',
    ]);
  });

  it("the PUO assignment's tracking first: the supplier's lines read it, and the supplier cannot add another", async () => {
    const s = await readyOnPickup();
    const puo = (await puoOf(s.agent.id, 'to-be-sent'))!;
    expect((await api('/pickup-order-sent-now', { id: puo._id })).statusCode).toBe(200);
    const info = await api('/add-shipping-info-to-pickup-order', {
      id: puo._id,
      assignOrderId: puo.assign_orders[0]._id,
      trackingId: '6001',
      agentName: 'Royal Parcel',
      trackingURL: 'https://track.test/6001',
    });
    expect(info.statusCode, info.body).toBe(200);
    for (const line of s.lines) {
      expect(await statusOf(line.id)).toBe('Shipped');
      expect(await poLineOf(line.id)).toMatchObject({
        status: 'Shipped',
        trackingId: '6001',
        agentName: 'Royal Parcel',
        trackingUrl: 'https://track.test/6001',
      });
    }
    const again = await s.supplierTracking(s.lines[0].id, '6002');
    expect(again.statusCode).toBe(409);
    expect((await poLineOf(s.lines[0].id)).trackingId).toBe('6001');
    const told = await shopToldOf(s.order.id);
    expect(told).toHaveLength(1);
    expect(told[0].detail).toMatchObject({ trackingNumber: '6001' });
  });
});
