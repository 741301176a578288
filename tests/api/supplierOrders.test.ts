import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderEvents, orders, poLines, shippingAgents } from '../../server/db/schema';
import { AGENT_INACTIVE, AGENT_MISSING } from '../../domain/readiness';
import {
  makeAgent,
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  orderLinesOf,
  supplierToken,
} from './purchasingFixtures';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
});

const api = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    payload: payload as object,
    headers: { 'x-auth-token': token },
  });
const db = () => ctx.handle.db;

type Row = {
  _id: string;
  poNumber: string;
  sent_to: string;
  order_id: { _id: string } | null;
  assigned_to: { _id: string };
  line_status: string;
  products: {
    _id: string;
    status: string;
    trackingId: string | null;
    estimated_shipping_date: string | null;
  }[];
};

/** A supplier with an account and a sent PO: one warehouse-bound and one customer-bound order. */
async function supplierWithSentPo() {
  const supplier = await makeSupplier(ctx);
  const token = await supplierToken(ctx, supplier.id);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const toWarehouse = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.id, quantity: 2 },
  ]);
  const toCustomer = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.id, quantity: 1 },
  ]);
  await api('POST', '/consolidate-order', { orderId: toWarehouse.order.id, consolidated: true });
  await api('POST', '/consolidate-order', { orderId: toCustomer.order.id, consolidated: false });
  const list = (await api('GET', '/get-supplier-orders-to-be-sent?limit=30')).json();
  const po = list.supplierOrders.find(
    (p: { assigned_to: { _id: string } }) => p.assigned_to._id === supplier.id,
  );
  expect((await api('POST', '/supplier-order-sent-now', { id: po._id })).statusCode).toBe(200);
  return { supplier, token, warehouse, product, toWarehouse, toCustomer, po };
}

const listFor = async (token: string, query = '') => {
  const res = await api('GET', `/get-purchase-orders?limit=30${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { count: number; supplierOrders: Row[] };
};

let a: Awaited<ReturnType<typeof supplierWithSentPo>>;
let b: Awaited<ReturnType<typeof supplierWithSentPo>>;
beforeAll(async () => {
  a = await supplierWithSentPo();
  b = await supplierWithSentPo();
});

const rowOf = async (token: string, orderId: string) =>
  (await listFor(token)).supplierOrders.find((r) => r.order_id?._id === orderId)!;

describe('GET /get-purchase-orders', () => {
  it('shows a supplier its own lines of sent POs only, answering {count, supplierOrders}', async () => {
    // A PO still to be sent is not shown.
    const more = await makeRoutedOrder(ctx, a.warehouse.id, [
      { productId: a.product.id, supplierId: a.supplier.id, quantity: 5 },
    ]);
    await api('POST', '/consolidate-order', { orderId: more.order.id, consolidated: true });

    const list = await listFor(a.token);
    expect(list.count).toBe(2);
    expect(list.supplierOrders.every((r) => r.assigned_to._id === a.supplier.id)).toBe(true);
    expect(list.supplierOrders.map((r) => r.sent_to).sort()).toEqual(['Customer', 'Warehouse']);
    expect(list.supplierOrders.every((r) => r.poNumber === a.po.poNumber)).toBe(true);
  });

  it('shows an Admin every supplier’s lines on the same call', async () => {
    const list = await listFor(admin);
    const suppliers = new Set(list.supplierOrders.map((r) => r.assigned_to._id));
    expect(suppliers).toContain(a.supplier.id);
    expect(suppliers).toContain(b.supplier.id);
  });

  it('searches and filters by line status', async () => {
    expect((await listFor(a.token, `&search=${a.po.poNumber}`)).count).toBe(2);
    expect((await listFor(a.token, `&search=${b.po.poNumber}`)).count).toBe(0);
    expect((await listFor(a.token, `&search=${a.toCustomer.order.orderNumber.slice(1)}`)).count).toBe(1);
    expect((await listFor(a.token, '&tagText=pending&isTag=true')).count).toBe(2);
    expect((await listFor(a.token, '&tagText=shipped&isTag=true')).count).toBe(0);
    const bad = await api('GET', '/get-purchase-orders?tagText=lost&isTag=true', undefined, a.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('tagText');
  });

  it('is closed to Warehouse accounts', async () => {
    const res = await api('GET', '/get-purchase-orders', undefined, await tokenFor(ctx, 'Warehouse'));
    expect(res.statusCode).toBe(403);
  });
});

describe('a supplier’s work on its lines', () => {
  it('answers 404 for another supplier’s line and changes nothing', async () => {
    const theirs = (await rowOf(b.token, b.toCustomer.order.id)).products[0];
    const agent = await makeAgent(ctx);
    for (const [url, body] of [
      ['/add-shipping-agent-to-product', { shippingAgentId: agent.id }],
      ['/update-estimated-shipping-date', { estimatedDate: '2026-12-01' }],
      ['/change-product-status', { status: 'Preparation' }],
      [
        '/add-tracking-id-to-supplier-orders',
        { trackingId: 5, agentName: 'X', trackingURL: 'https://t.test/5' },
      ],
    ] as const) {
      const res = await api('POST', url, { productId: theirs._id, ...body }, a.token);
      expect(res.statusCode, url).toBe(404);
    }
    const [line] = await db().select().from(poLines).where(eq(poLines.id, theirs._id));
    expect(line).toMatchObject({
      status: 'Pending',
      shippingAgentId: null,
      estimatedShippingDate: null,
      trackingId: null,
    });
  });

  it('answers 400 naming the field for bad input', async () => {
    const mine = (await rowOf(a.token, a.toWarehouse.order.id)).products[0];
    const disabled = await makeAgent(ctx, { activated: false });
    const cases: [string, object, string][] = [
      [
        '/update-estimated-shipping-date',
        { productId: mine._id, estimatedDate: '2026-02-30' },
        'estimatedDate',
      ],
      ['/update-estimated-shipping-date', { productId: mine._id }, 'estimatedDate'],
      [
        '/add-shipping-agent-to-product',
        { productId: mine._id, shippingAgentId: disabled.id },
        'shippingAgentId',
      ],
      ['/add-shipping-agent-to-product', { productId: mine._id, shippingAgentId: 'x' }, 'shippingAgentId'],
      ['/change-product-status', { productId: mine._id, status: 'Shipped' }, 'status'],
      ['/change-product-status', { status: 'Pending' }, 'productId'],
      [
        '/add-tracking-id-to-supplier-orders',
        { productId: mine._id, trackingId: 'abc', agentName: 'DHL', trackingURL: 'https://t.test' },
        'trackingId',
      ],
      [
        '/add-tracking-id-to-supplier-orders',
        { productId: mine._id, trackingId: 1, agentName: 'DHL', trackingURL: 'not a url' },
        'trackingURL',
      ],
    ];
    for (const [url, body, field] of cases) {
      const res = await api('POST', url, body, a.token);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('Ready needs an active agent and is irreversible', async () => {
    const row = await rowOf(a.token, a.toWarehouse.order.id);
    const line = row.products[0];
    const change = (status: string) =>
      api('POST', '/change-product-status', { productId: line._id, assignOrderId: row._id, status }, a.token);
    const missing = await change('Ready');
    expect(missing.statusCode).toBe(409);
    expect(missing.json().msg).toBe(AGENT_MISSING);

    const agent = await makeAgent(ctx);
    const set = await api(
      'POST',
      '/add-shipping-agent-to-product',
      { productId: line._id, shippingAgentId: agent.id },
      a.token,
    );
    expect(set.statusCode, set.body).toBe(200);
    await db().update(shippingAgents).set({ activated: false }).where(eq(shippingAgents.id, agent.id));
    const inactive = await change('Ready');
    expect(inactive.statusCode).toBe(409);
    expect(inactive.json().msg).toBe(AGENT_INACTIVE);
    await db().update(shippingAgents).set({ activated: true }).where(eq(shippingAgents.id, agent.id));

    expect((await change('Preparation')).statusCode).toBe(200);
    const date = await api(
      'POST',
      '/update-estimated-shipping-date',
      { productId: line._id, estimatedDate: '2026-12-01T00:00:00.000Z' },
      a.token,
    );
    expect(date.statusCode).toBe(200);
    expect((await change('Ready')).statusCode).toBe(200);
    expect((await change('Ready')).statusCode).toBe(409);
    expect((await change('Pending')).statusCode).toBe(409);
    const agentAgain = await api(
      'POST',
      '/add-shipping-agent-to-product',
      { productId: line._id, shippingAgentId: agent.id },
      a.token,
    );
    expect(agentAgain.statusCode).toBe(409);

    const after = (await rowOf(a.token, a.toWarehouse.order.id)).products[0];
    expect(after).toMatchObject({ status: 'Ready', estimated_shipping_date: '2026-12-01' });
    // A warehouse-bound line's order status stays the warehouse's business.
    expect((await orderLinesOf(ctx, a.toWarehouse.order.id))[0].status).toBe('Pending');
    const kinds = (
      await db().select().from(orderEvents).where(eq(orderEvents.orderId, a.toWarehouse.order.id))
    ).map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'shipping-agent',
        'estimated-shipping-date',
        'status-changed',
        'purchase-order-sent',
      ]),
    );
  });

  it('a wrong assignOrderId answers 404', async () => {
    const row = await rowOf(a.token, a.toWarehouse.order.id);
    const other = await rowOf(a.token, a.toCustomer.order.id);
    const res = await api(
      'POST',
      '/change-product-status',
      { productId: row.products[0]._id, assignOrderId: other._id, status: 'Preparation' },
      a.token,
    );
    expect(res.statusCode).toBe(404);
  });

  it('shipping info is added once; a customer-bound line and its order become Shipped', async () => {
    const row = await rowOf(a.token, a.toCustomer.order.id);
    const info = { trackingId: '123456', agentName: 'DHL', trackingURL: 'https://track.test/123456' };
    const first = await api(
      'POST',
      '/add-tracking-id-to-supplier-orders',
      { productUniqueId: row.products[0]._id, poNumber: row.poNumber, ...info },
      a.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    const again = await api(
      'POST',
      '/add-tracking-id-to-supplier-orders',
      { productId: row.products[0]._id, ...info, trackingId: 9 },
      a.token,
    );
    expect(again.statusCode).toBe(409);
    const after = (await rowOf(a.token, a.toCustomer.order.id)).products[0];
    expect(after).toMatchObject({ status: 'Shipped', trackingId: '123456' });
    expect((await orderLinesOf(ctx, a.toCustomer.order.id))[0].status).toBe('Shipped');
    const [order] = await db().select().from(orders).where(eq(orders.id, a.toCustomer.order.id));
    expect(order.status).toBe('Shipped');
    expect((await listFor(a.token, '&tagText=shipped&isTag=true')).count).toBe(1);
  });
});
