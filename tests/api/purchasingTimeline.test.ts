import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestContext } from './helpers';
import { makeAgent, makeProduct, makeRoutedOrder, makeWarehouse } from './purchasingFixtures';

/** Purchasing on the order's timeline (DESIGN.md section 4 step 9): what, who and when. */
let ctx: TestContext;
let admin: { email: string; token: string };
let supplier: { email: string; token: string; supplierId: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const adminUser = await createUser(ctx, 'Admin');
  admin = { email: adminUser.email, token: await login(ctx, adminUser.email) };
  const supplierUser = await createUser(ctx, 'Supplier');
  supplier = {
    email: supplierUser.email,
    token: await login(ctx, supplierUser.email),
    supplierId: supplierUser.supplierId!,
  };
});

const api = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin.token) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    payload: payload as object,
    headers: { 'x-auth-token': token },
  });

type Event = { kind: string; detail: Record<string, unknown>; at: string; user: { email: string } | null };
async function timeline(orderId: string): Promise<Event[]> {
  const res = await api('GET', `/get-order-events?orderId=${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().doc;
}

async function decidedOrder(consolidated: boolean) {
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.supplierId);
  const made = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.supplierId, quantity: 3 },
  ]);
  const res = await api('POST', '/consolidate-order', { orderId: made.order.id, consolidated });
  expect(res.statusCode, res.body).toBe(200);
  return { ...made, product };
}

const openPo = async () =>
  (await api('GET', '/get-supplier-orders-to-be-sent?limit=30'))
    .json()
    .supplierOrders.find(
      (p: { assigned_to: { _id: string } }) => p.assigned_to._id === supplier.supplierId,
    ) as { _id: string; poNumber: string; schedule_time: string };

describe('the order timeline shows purchasing', () => {
  it('joining a PO, sending it, and each supplier change, with who and when', async () => {
    const started = Date.now() - 1000;
    const { order, product } = await decidedOrder(false);
    const po = await openPo();
    expect((await api('POST', '/supplier-order-sent-now', { id: po._id })).statusCode).toBe(200);

    const rows = (await api('GET', '/get-purchase-orders?limit=30', undefined, supplier.token)).json()
      .supplierOrders;
    const lineId = rows.find((r: { order_id: { _id: string } }) => r.order_id._id === order.id).products[0]
      ._id;
    const agent = await makeAgent(ctx, { name: 'Timeline Couriers' });
    const steps: [string, object][] = [
      ['/add-shipping-agent-to-product', { shippingAgentId: agent.id }],
      ['/update-estimated-shipping-date', { estimatedDate: '2026-12-03' }],
      ['/change-product-status', { status: 'Preparation' }],
      ['/change-product-status', { status: 'Ready' }],
      [
        '/add-tracking-id-to-supplier-orders',
        { trackingId: 777, agentName: 'Timeline Couriers', trackingURL: 'https://t.test/777' },
      ],
    ];
    for (const [url, body] of steps) {
      const res = await api('POST', url, { productId: lineId, ...body }, supplier.token);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }

    const events = (await timeline(order.id)).filter((e) =>
      [
        'purchase-order-joined',
        'purchase-order-sent',
        'shipping-agent',
        'estimated-shipping-date',
        'status-changed',
        'tracking',
        'shop-fulfilment-not-sent',
      ].includes(e.kind),
    );
    expect(events.map((e) => [e.kind, e.user?.email ?? null])).toEqual([
      ['purchase-order-joined', admin.email],
      ['purchase-order-sent', admin.email],
      ['shipping-agent', supplier.email],
      ['estimated-shipping-date', supplier.email],
      ['status-changed', supplier.email],
      ['status-changed', supplier.email],
      ['tracking', supplier.email],
      ['shop-fulfilment-not-sent', supplier.email],
    ]);
    const times = events.map((e) => Date.parse(e.at));
    expect(times.every((t) => t >= started && t <= Date.now() + 1000)).toBe(true);
    expect([...times].sort((a, b) => a - b)).toEqual(times);

    const [joined, sent, agentSet, dateSet, preparation, ready, tracking] = events;
    expect(joined.detail).toMatchObject({ poNumber: po.poNumber, lines: 1, sentTo: ['Customer'] });
    expect(sent.detail).toMatchObject({ poNumber: po.poNumber, to: expect.stringContaining('@') });
    const onLine = { poNumber: po.poNumber, sku: product.internalSku, by: 'Supplier' };
    expect(agentSet.detail).toMatchObject({ ...onLine, agentName: 'Timeline Couriers' });
    expect(dateSet.detail).toMatchObject({ ...onLine, estimatedDate: '2026-12-03' });
    expect(preparation.detail).toMatchObject({ ...onLine, from: 'Pending', to: 'Preparation' });
    expect(ready.detail).toMatchObject({ ...onLine, from: 'Preparation', to: 'Ready' });
    expect(tracking.detail).toMatchObject({ ...onLine, trackingId: '777', agentName: 'Timeline Couriers' });
  });

  it('a PO sent by the scheduler shows the system as who sent it', async () => {
    const { order } = await decidedOrder(true);
    const po = await openPo();
    ctx.clock.advanceMinutes((Date.parse(po.schedule_time) - ctx.clock.now().getTime()) / 60_000 + 1);
    expect(await ctx.services.purchaseOrders.sendDue()).toBeGreaterThanOrEqual(1);
    admin.token = await login(ctx, admin.email); // days went by: the session has expired
    const sent = (await timeline(order.id)).find((e) => e.kind === 'purchase-order-sent')!;
    expect(sent.user).toBeNull();
    expect(sent.detail).toMatchObject({ poNumber: po.poNumber });
  });
});
