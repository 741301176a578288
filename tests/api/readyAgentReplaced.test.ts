import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, login, tokenFor, type TestContext } from './helpers';
import { makeAgent, makeSupplier, makeProduct, supplierToken } from './purchasingFixtures';
import { orderLines, orders, outbox, pickupOrders, poLines } from '../../server/db/schema';
import { PUO_AGENT_INACTIVE } from '../../domain/pickupOrders';
import { pickupCalls, twoLinesReadyOnPickup } from './pickupCalls';

/**
 * Issue 28 item 5: a Ready item whose shipping agent went inactive is no dead end. Whoever sets
 * its agent (its warehouse, its supplier, the Admin) replaces it with an active one, in their
 * scope; the item leaves the old agent's pickup order not yet sent for the new agent's; its
 * Needs attention row goes. And what deactivating or deleting a record strands is read first.
 */
let ctx: TestContext;
let admin: string;
let staff: string;
let warehouseId: string;
let otherStaff: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
  const account = await createUser(ctx, 'Warehouse');
  staff = await login(ctx, account.email);
  warehouseId = account.warehouseId!;
  otherStaff = await login(ctx, (await createUser(ctx, 'Warehouse')).email);
});

const { api, puoOf } = pickupCalls(() => ({ ctx, admin }));
const db = () => ctx.handle.db;
const deactivate = async (agentId: string) =>
  expect((await api('/status-shipping-agent', { id: agentId, status: true })).statusCode).toBe(200);
const attention = async (recordId: string) =>
  (
    (await api('/get-attention?tagText=ready-without-agent&isTag=true&limit=500')).json().doc as {
      record_id: string;
    }[]
  ).find((r) => r.record_id === recordId);

let k = 0;
/** An order of the warehouse from its stock, with `agentId`, made Ready by its staff: on the agent's PUO. */
async function readyWarehouseOrder(agentId: string) {
  k++;
  const supplier = await makeSupplier(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const [order] = await db()
    .insert(orders)
    .values({
      orderNumber: `#R${8000 + k}`,
      orderCreatedAt: new Date(Date.UTC(2026, 10, 1, 10, k)),
      source: 'import',
      assignedWarehouseId: warehouseId,
      customerFirstName: 'Grace',
      customerLastName: `Hopper${k}`,
      customerEmail: `grace${k}@customer.test`,
      shippingAddress1: '1 Cobol Way',
      shippingCity: 'Arlington',
      shippingZip: '22201',
      shippingCountry: 'US',
      searchText: `#r${8000 + k}`,
    })
    .returning();
  await db()
    .insert(orderLines)
    .values({
      orderId: order.id,
      position: 1,
      lineKey: `${order.id}-0`,
      productId: product.id,
      supplierId: supplier.id,
      sku: 'SKU-0',
      name: 'Line 0',
      quantity: 2,
      fulfilment: 'stock',
    });
  const set = await api(
    '/add-shipping-agent-to-warehouse-order',
    { orderId: order.id, shippingAgentId: agentId },
    staff,
  );
  expect(set.statusCode, set.body).toBe(200);
  const ready = await api('/update-warehouse-order-status', { id: order.id, status: 'Ready' }, staff);
  expect(ready.statusCode, ready.body).toBe(200);
  return order;
}

const carries = (puo: Awaited<ReturnType<typeof puoOf>>, orderId: string) =>
  !!puo?.assign_orders.some(
    (a) => (a as unknown as { order_id: { _id: string } | null }).order_id?._id === orderId,
  );

describe('the agent of a Ready warehouse order whose agent went inactive', () => {
  it('is refused while the agent is active, then replaced by its warehouse, moving the order to the new agent', async () => {
    const [old, next] = [await makeAgent(ctx), await makeAgent(ctx)];
    const order = await readyWarehouseOrder(old.id);
    expect(carries(await puoOf(old.id, 'to-be-sent'), order.id)).toBe(true);
    const early = await api(
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: next.id },
      staff,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('The shipping agent of a Ready order cannot change any more');

    await deactivate(old.id);
    expect(await attention(order.id)).toMatchObject({ fix: 'set-agent' });
    // Another warehouse's staff does not reach it; an inactive agent is no replacement.
    const foreign = await api(
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: next.id },
      otherStaff,
    );
    expect(foreign.statusCode).toBe(404);
    const inactive = await makeAgent(ctx, { activated: false });
    const toInactive = await api(
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: inactive.id },
      staff,
    );
    expect(toInactive.statusCode).toBe(400);

    const replaced = await api(
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: next.id },
      staff,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const [row] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ shippingAgentId: next.id, status: 'Ready' });
    // The old agent's emptied PUO is gone; the new agent's PUO from the warehouse carries it.
    expect(await puoOf(old.id, 'to-be-sent')).toBeUndefined();
    expect(
      (await db().select().from(pickupOrders).where(eq(pickupOrders.shippingAgentId, old.id))).length,
    ).toBe(0);
    expect(carries(await puoOf(next.id, 'to-be-sent'), order.id)).toBe(true);
    expect(await attention(order.id)).toBeUndefined();
    // Replaced once: now its agent is active, Ready is irreversible again.
    const third = await makeAgent(ctx);
    const again = await api(
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: third.id },
      staff,
    );
    expect(again.statusCode).toBe(409);
    const events = (await api(`/get-warehouse-order-events?orderId=${order.id}`, undefined, staff)).json()
      .doc as {
      kind: string;
      detail: { reason?: string };
    }[];
    expect(events.some((e) => e.kind === 'pickup-order-left' && e.detail.reason === 'agent-replaced')).toBe(
      true,
    );
  });

  it('is replaced by the Admin too, the order leaving only the old PUO and keeping the others there', async () => {
    const [old, next] = [await makeAgent(ctx), await makeAgent(ctx)];
    const [first, second] = [await readyWarehouseOrder(old.id), await readyWarehouseOrder(old.id)];
    await deactivate(old.id);
    const batch = await api('/add-shipping-agent-to-warehouse-order-batch', {
      ids: [first.id],
      shippingAgentId: next.id,
    });
    expect(batch.json(), batch.body).toMatchObject({ done: 1, refused: 0 });
    const oldPuo = await puoOf(old.id, 'to-be-sent');
    expect(carries(oldPuo, first.id)).toBe(false);
    expect(carries(oldPuo, second.id)).toBe(true);
    expect(carries(await puoOf(next.id, 'to-be-sent'), first.id)).toBe(true);
  });
});

describe('a pickup order not yet sent whose agent was deactivated', () => {
  const mailsTo = async (address: string) =>
    (await db().select().from(outbox).where(eq(outbox.toAddress, address))).length;

  it('is held: neither Send now, its batch twin nor the schedule e-mails the agent; once its order takes another agent, that agent’s is sent', async () => {
    const [old, next] = [await makeAgent(ctx), await makeAgent(ctx)];
    const order = await readyWarehouseOrder(old.id);
    const puo = (await puoOf(old.id, 'to-be-sent'))!;
    await deactivate(old.id);

    const now = await api('/pickup-order-sent-now', { id: puo._id });
    expect(now.statusCode).toBe(409);
    expect(now.json().msg).toBe(PUO_AGENT_INACTIVE);
    const batch = await api('/pickup-order-sent-now-batch', { ids: [puo._id] });
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toMatchObject({ done: 0, refused: 1 });
    expect(batch.json().rows[0]).toMatchObject({
      id: puo._id,
      outcome: 'refused',
      reason: PUO_AGENT_INACTIVE,
    });
    // Due: the schedule passes it by, and sends what else is due.
    await db()
      .update(pickupOrders)
      .set({ scheduleTime: new Date(Date.now() - 86_400_000) })
      .where(eq(pickupOrders.id, puo._id));
    await ctx.services.scheduledSending.sendDue();
    const [held] = await db().select().from(pickupOrders).where(eq(pickupOrders.id, puo._id));
    expect(held.notificationStatus).toBe('to_be_sent');
    expect(await mailsTo(old.contactEmail)).toBe(0);

    // Its Ready order takes another agent: that agent's pickup order goes out.
    const replaced = await api(
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: next.id },
      staff,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    const nextPuo = (await puoOf(next.id, 'to-be-sent'))!;
    expect((await api('/pickup-order-sent-now', { id: nextPuo._id })).statusCode).toBe(200);
    expect(await mailsTo(next.contactEmail)).toBe(1);
    expect(await mailsTo(old.contactEmail)).toBe(0);
  });

  it('is sent again once its agent is activated again', async () => {
    const agent = await makeAgent(ctx);
    await readyWarehouseOrder(agent.id);
    const puo = (await puoOf(agent.id, 'to-be-sent'))!;
    await deactivate(agent.id);
    expect((await api('/pickup-order-sent-now', { id: puo._id })).statusCode).toBe(409);
    expect((await api('/status-shipping-agent', { id: agent.id, status: false })).statusCode).toBe(200);
    expect((await api('/pickup-order-sent-now', { id: puo._id })).statusCode).toBe(200);
    expect(await mailsTo(agent.contactEmail)).toBe(1);
  });
});

describe('the agent of a Ready PO line whose agent went inactive', () => {
  it('is replaced by its supplier and by the Admin, never by another supplier; each line moves to the new agent', async () => {
    const {
      token,
      agent: old,
      poLineOf,
      lines,
    } = await twoLinesReadyOnPickup(ctx, api, { consolidated: false });
    const next = await makeAgent(ctx);
    const [l1, l2] = [(await poLineOf(lines[0].id)).id, (await poLineOf(lines[1].id)).id];
    const early = await api(
      '/add-shipping-agent-to-product',
      { productId: l1, shippingAgentId: next.id },
      token,
    );
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toBe('The shipping agent of a Ready line cannot change any more');

    await deactivate(old.id);
    const other = await supplierToken(ctx, (await makeSupplier(ctx)).id);
    expect(
      (await api('/add-shipping-agent-to-product', { productId: l1, shippingAgentId: next.id }, other))
        .statusCode,
    ).toBe(404);

    const bySupplier = await api(
      '/add-shipping-agent-to-product',
      { productId: l1, shippingAgentId: next.id },
      token,
    );
    expect(bySupplier.statusCode, bySupplier.body).toBe(200);
    const lineIdsOf = (puo: Awaited<ReturnType<typeof puoOf>>) =>
      (puo?.assign_orders ?? []).flatMap((a) => a.products.map((p) => p.order_line_id));
    expect(lineIdsOf(await puoOf(old.id, 'to-be-sent'))).toEqual([lines[1].id]);
    expect(lineIdsOf(await puoOf(next.id, 'to-be-sent'))).toEqual([lines[0].id]);

    const byAdmin = await api('/add-shipping-agent-to-product', { productId: l2, shippingAgentId: next.id });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(await puoOf(old.id, 'to-be-sent')).toBeUndefined();
    expect(lineIdsOf(await puoOf(next.id, 'to-be-sent')).sort()).toEqual([lines[0].id, lines[1].id].sort());
    const stored = await db().select().from(poLines).where(eq(poLines.shippingAgentId, next.id));
    expect(stored.map((l) => l.status)).toEqual(['Ready', 'Ready']);
  });

  it('is refused once its pickup order was sent: that pickup is under way', async () => {
    const {
      token,
      agent: old,
      poLineOf,
      lines,
    } = await twoLinesReadyOnPickup(ctx, api, { consolidated: false });
    const puo = await puoOf(old.id, 'to-be-sent');
    expect((await api('/pickup-order-sent-now', { id: puo!._id })).statusCode).toBe(200);
    await deactivate(old.id);
    const next = await makeAgent(ctx);
    const refused = await api(
      '/add-shipping-agent-to-product',
      { productId: (await poLineOf(lines[0].id)).id, shippingAgentId: next.id },
      token,
    );
    expect(refused.statusCode).toBe(409);
  });
});

describe('what deactivating or deleting a record strands, read before it is confirmed', () => {
  it('counts the Ready work and pickups to be sent of agents, warehouses and suppliers', async () => {
    const { agent, supplier, order } = await twoLinesReadyOnPickup(ctx, api, { consolidated: false });
    const idle = await makeAgent(ctx);
    const res = await api('/delete-shipping-agent-open-work', { ids: [idle.id, agent.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { id: idle.id, name: idle.name, work: [] },
      {
        id: agent.id,
        name: agent.name,
        work: expect.arrayContaining([
          { kind: 'readyPurchaseOrderLines', count: 2, refs: [expect.stringMatching(/^PO-/)] },
          { kind: 'pickupOrdersToBeSent', count: 1, refs: [expect.stringMatching(/^PUO-/)] },
        ]),
      },
    ]);
    const ofSupplier = (await api('/delete_supplier-open-work', { ids: [supplier.id] })).json().rows[0];
    expect(ofSupplier.work.map((w: { kind: string }) => w.kind)).toEqual(
      expect.arrayContaining(['readyPurchaseOrderLines', 'pickupOrdersToBeSent', 'products']),
    );

    const wAgent = await makeAgent(ctx);
    const ready = await readyWarehouseOrder(wAgent.id);
    const ofAgent = (await api('/delete-shipping-agent-open-work', { ids: [wAgent.id] })).json().rows[0];
    expect(ofAgent.work[0]).toEqual({ kind: 'readyOrders', count: 1, refs: [ready.orderNumber] });
    const ofWarehouse = (await api('/delete_warehouse-open-work', { ids: [warehouseId] })).json().rows[0];
    expect(ofWarehouse.work).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'readyOrders' }),
        expect.objectContaining({ kind: 'pickupOrdersToBeSent' }),
      ]),
    );
    expect(order.id).toBeTruthy();
  });

  it('is the Admin’s, asks for valid ids and leaves out unknown records', async () => {
    expect((await api('/delete-shipping-agent-open-work', { ids: [] })).statusCode).toBe(400);
    const bad = await api('/delete-shipping-agent-open-work', { ids: ['nope'] });
    expect(bad.statusCode).toBe(400);
    const unknown = await api('/delete-shipping-agent-open-work', {
      ids: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.json().rows).toEqual([]);
    expect(
      (await api('/delete-shipping-agent-open-work', { ids: [(await makeAgent(ctx)).id] }, staff)).statusCode,
    ).toBe(403);
  });
});
