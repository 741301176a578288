import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { noJobs } from '../../server/jobs';
import {
  orderEvents,
  orderLines,
  orders,
  outbox,
  pickupOrders,
  puoLines,
  settings,
  shippingAgents,
  stock,
  stockMovements,
} from '../../server/db/schema';
import { wallClock } from '../../domain/purchaseSchedule';
import { arrivedLineIds } from '../../server/services/orderRecords/arrivals';
import { addWarehouseOrderToPickupOrder } from '../../server/flows/joinPickupOrder';
import { TransitionError } from '../../domain/orderStatus';
import {
  GRACE,
  makeAgent,
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  orderLinesOf,
  supplierToken,
} from './purchasingFixtures';

const TZ = 'Europe/Berlin';
let ctx: TestContext;
let admin: string;
/** How often the shop fulfilment job was woken. */
let fulfilmentKicks = 0;
beforeAll(async () => {
  ctx = await createTestApp({
    config: { timeZone: TZ },
    jobs: { ...noJobs, kickShopFulfilments: () => void fulfilmentKicks++ },
  });
  admin = await tokenFor(ctx, 'Admin');
  await ctx.handle.db
    .insert(settings)
    .values({ id: 1, sendFromEmail: 'buyer@shop.test' })
    .onConflictDoUpdate({ target: settings.id, set: { sendFromEmail: 'buyer@shop.test' } });
});

const api = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    payload: payload as object,
    headers: { 'x-auth-token': token },
  });
const db = () => ctx.handle.db;

type Line = { _id: string; status: string; total_quantity: number; order_line_id: string | null };
type Assignment = {
  _id: string;
  sent_to: string;
  order_number: string;
  order_id: { _id: string } | null;
  sent_to_id: { _id: string } | null;
  trackingId: string | null;
  status: string;
  total_weight: number;
  products: Line[];
};
type Puo = {
  _id: string;
  pickupOrderNumber: string;
  pickupFrom: string;
  pickupId: { _id: string; name: string } | null;
  schedule_time: string;
  notification_status: string;
  assigned_to: { _id: string; contact_email: string };
  assign_orders: Assignment[];
};

async function list(
  which: 'to-be-sent' | 'sent',
  query = '',
): Promise<{ pickupOrders: Puo[]; count: number }> {
  const res = await api('GET', `/get-pickup-orders-${which}?limit=30${query}`);
  expect(res.statusCode, res.body).toBe(200);
  // Each PUO names the operator's zone, which the schedule dialog reads its times in.
  for (const puo of res.json().pickupOrders) expect(puo.time_zone).toBe(TZ);
  return res.json();
}
const puoOf = async (agentId: string, placeId: string, which: 'to-be-sent' | 'sent' = 'to-be-sent') =>
  (await list(which)).pickupOrders.find((p) => p.assigned_to._id === agentId && p.pickupId?._id === placeId);

/**
 * A sent PO to a supplier with a consolidated order (to the warehouse) and an unconsolidated one
 * (to the customer); the supplier sets the agent on both lines and marks them Ready.
 */
async function readyLines() {
  const supplier = await makeSupplier(ctx);
  const token = await supplierToken(ctx, supplier.id);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const agent = await makeAgent(ctx, { notificationDays: 1, notificationTime: '10:00' });
  const toWarehouse = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.id, quantity: 2 },
  ]);
  const toCustomer = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.id, quantity: 1 },
  ]);
  await api('POST', '/consolidate-order', { orderId: toWarehouse.order.id, consolidated: true });
  await api('POST', '/consolidate-order', { orderId: toCustomer.order.id, consolidated: false });
  const pos = (await api('GET', '/get-supplier-orders-to-be-sent?limit=30')).json();
  const po = pos.supplierOrders.find(
    (p: { assigned_to: { _id: string } }) => p.assigned_to._id === supplier.id,
  );
  expect((await api('POST', '/supplier-order-sent-now', { id: po._id })).statusCode).toBe(200);
  const rows = (await api('GET', '/get-purchase-orders?limit=30', undefined, token)).json()
    .supplierOrders as {
    products: { _id: string }[];
  }[];
  for (const row of rows) {
    const productId = row.products[0]._id;
    const agentSet = await api(
      'POST',
      '/add-shipping-agent-to-product',
      { productId, shippingAgentId: agent.id },
      token,
    );
    expect(agentSet.statusCode, agentSet.body).toBe(200);
    const ready = await api('POST', '/change-product-status', { productId, status: 'Ready' }, token);
    expect(ready.statusCode, ready.body).toBe(200);
  }
  const puo = (await puoOf(agent.id, supplier.id))!;
  const assignment = (sentTo: string) => puo.assign_orders.find((a) => a.sent_to === sentTo)!;
  return { supplier, token, warehouse, product, agent, toWarehouse, toCustomer, puo, assignment };
}

type Scene = Awaited<ReturnType<typeof readyLines>>;
/** A typed-in customer for Add Product to a customer. */

const send = (id: string) => api('POST', '/pickup-order-sent-now?limit=10&offset=1', { id });

/** readyLines' PUO with a manual line of `units` to the warehouse added by hand, then sent. */
async function sentWithManualLine(units: number) {
  const t = await readyLines();
  const added = await api('POST', '/add-manual-product-to-pickup-order', {
    id: t.puo._id,
    supplierId: t.supplier.id,
    warehouseId: t.warehouse.id,
    productId: t.product.id,
    quantity: units,
  });
  expect(added.statusCode, added.body).toBe(200);
  await send(t.puo._id);
  return t;
}

describe('PUOs are made as goods become ready', () => {
  let s: Scene;
  beforeAll(async () => {
    s = await readyLines();
  });

  it('joins the agent’s open PUO at the supplier: to the warehouse and to the customer, scheduled from the agent', async () => {
    expect(s.puo.pickupFrom).toBe('Supplier');
    expect(s.puo.pickupOrderNumber).toMatch(/^PUO-\d{6}$/);
    expect(s.puo.notification_status).toBe('to_be_sent');
    expect(s.puo.assign_orders).toHaveLength(2);
    const w = s.assignment('Warehouse');
    expect(w.order_id?._id).toBe(s.toWarehouse.order.id);
    expect(w.sent_to_id?._id).toBe(s.warehouse.id);
    expect(w.products).toMatchObject([
      { status: 'Ready', total_quantity: 2, order_line_id: s.toWarehouse.lines[0].id },
    ]);
    expect(w.total_weight).toBe(2);
    expect(s.assignment('Customer').order_id?._id).toBe(s.toCustomer.order.id);
    // The agent's notification_schedule "1,10:00" in the operator's zone.
    const at = new Date(s.puo.schedule_time);
    expect(wallClock(at, TZ).time).toBe('10:00');
    expect(at.getTime()).toBeGreaterThan(Date.now());
    const joined = await db()
      .select()
      .from(orderEvents)
      .where(
        and(eq(orderEvents.orderId, s.toCustomer.order.id), eq(orderEvents.kind, 'pickup-order-joined')),
      );
    expect(joined).toHaveLength(1);
    expect(joined[0].detail).toMatchObject({
      pickupOrderNumber: s.puo.pickupOrderNumber,
      sentTo: 'Customer',
    });
  });

  it('one PUO per agent and pickup place: another order’s line joins it in its own assignment', async () => {
    const more = await makeRoutedOrder(ctx, s.warehouse.id, [
      { productId: s.product.id, supplierId: s.supplier.id, quantity: 4 },
    ]);
    await api('POST', '/consolidate-order', { orderId: more.order.id, consolidated: true });
    const pos = (await api('GET', '/get-supplier-orders-to-be-sent?limit=30')).json();
    const po = pos.supplierOrders.find(
      (p: { assigned_to: { _id: string } }) => p.assigned_to._id === s.supplier.id,
    );
    await api('POST', '/supplier-order-sent-now', { id: po._id });
    const rows = (await api('GET', '/get-purchase-orders?limit=30', undefined, s.token)).json()
      .supplierOrders as {
      order_id: { _id: string };
      products: { _id: string }[];
    }[];
    const productId = rows.find((r) => r.order_id._id === more.order.id)!.products[0]._id;
    await api('POST', '/add-shipping-agent-to-product', { productId, shippingAgentId: s.agent.id }, s.token);
    await api('POST', '/change-product-status', { productId, status: 'Ready' }, s.token);
    const all = (await list('to-be-sent')).pickupOrders.filter((p) => p.assigned_to._id === s.agent.id);
    expect(all).toHaveLength(1);
    expect(all[0].assign_orders.map((a) => a.order_id?._id)).toContain(more.order.id);
    expect(all[0].assign_orders).toHaveLength(3);
  });

  it('searches PUO number, agent, pickup place, order number and SKU, and pages', async () => {
    // Orders made by the services keep a search text (number, customer, city, SKUs); the fixture's get theirs here.
    await db()
      .update(orders)
      .set({ searchText: s.toCustomer.order.orderNumber.toLowerCase() })
      .where(eq(orders.id, s.toCustomer.order.id));
    for (const term of [
      s.puo.pickupOrderNumber,
      s.agent.name,
      s.supplier.name,
      s.toCustomer.order.orderNumber,
      s.product.supplierSku!,
    ]) {
      const found = await list('to-be-sent', `&search=${encodeURIComponent(term)}`);
      expect(
        found.pickupOrders.map((p) => p._id),
        term,
      ).toContain(s.puo._id);
    }
    expect((await list('to-be-sent', '&search=nothing-like-this')).count).toBe(0);
    const bad = await api('GET', '/get-pickup-orders-to-be-sent?limit=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('limit');
  });

  it('moves the schedule only to what the dialog offers (the PO rule)', async () => {
    const current = wallClock(new Date(s.puo.schedule_time), TZ);
    const bad = [
      { id: s.puo._id, time: 'tomorrow' },
      { id: s.puo._id, time: '2020-01-01T10:00' },
      { id: s.puo._id, time: `${current.date}T10:15` },
      { id: s.puo._id },
    ];
    for (const body of bad) {
      const res = await api('POST', '/update-pickup-order-date', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].field).toBe('time');
    }
    expect(
      (await api('POST', '/update-pickup-order-date', { id: 'x', time: 'y' })).json().errors[0].field,
    ).toBe('id');
    const ok = await api('POST', '/update-pickup-order-date', {
      id: s.puo._id,
      time: `${current.date}T18:30`,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(wallClock(new Date(ok.json().pickupOrder.schedule_time), TZ)).toEqual({
      date: current.date,
      time: '18:30',
    });
  });

  it('Add Product: to a warehouse or a typed-in customer, into the row agent’s PUO at the chosen supplier', async () => {
    const toWarehouse = await api('POST', '/add-manual-product-to-pickup-order', {
      id: s.puo._id,
      supplierId: s.supplier.id,
      warehouseId: s.warehouse.id,
      productId: s.product.id,
      quantity: 5,
    });
    expect(toWarehouse.statusCode, toWarehouse.body).toBe(200);
    expect(toWarehouse.json().pickupOrderId).toBe(s.puo._id);
    const customer = GRACE;
    const toCustomer = await api('POST', '/add-manual-order-to-customer-pickup-order', {
      id: s.puo._id,
      supplierId: s.supplier.id,
      customer,
      productId: s.product.id,
      quantity: 1,
    });
    expect(toCustomer.statusCode, toCustomer.body).toBe(200);
    const puo = (await puoOf(s.agent.id, s.supplier.id))!;
    const manual = puo.assign_orders.filter((a) => a.order_number === 'Manual');
    expect(manual.map((a) => a.sent_to).sort()).toEqual(['Customer', 'Warehouse']);

    // Another supplier: the same agent's PUO at that supplier.
    const other = await makeSupplier(ctx);
    const otherProduct = await makeProduct(ctx, other.id);
    const elsewhere = await api('POST', '/add-manual-product-to-pickup-order', {
      id: s.puo._id,
      supplierId: other.id,
      warehouseId: s.warehouse.id,
      productId: otherProduct.id,
      quantity: 2,
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json().pickupOrderId).not.toBe(s.puo._id);
    expect((await puoOf(s.agent.id, other.id))?._id).toBe(elsewhere.json().pickupOrderId);

    const base = {
      id: s.puo._id,
      supplierId: s.supplier.id,
      warehouseId: s.warehouse.id,
      productId: s.product.id,
    };
    const cases: [string, unknown, string][] = [
      ['/add-manual-product-to-pickup-order', { ...base, quantity: 0 }, 'quantity'],
      ['/add-manual-product-to-pickup-order', { ...base, quantity: 1.5 }, 'quantity'],
      [
        '/add-manual-product-to-pickup-order',
        { ...base, productId: otherProduct.id, quantity: 1 },
        'productId',
      ],
      [
        '/add-manual-product-to-pickup-order',
        { ...base, warehouseId: undefined, quantity: 1 },
        'warehouseId',
      ],
      [
        '/add-manual-order-to-customer-pickup-order',
        { ...base, warehouseId: undefined, customer: { ...customer, zip: undefined }, quantity: 1 },
        'customer.zip',
      ],
    ];
    const before = await db().select().from(puoLines);
    for (const [url, body, field] of cases) {
      const res = await api('POST', url, body);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect(await db().select().from(puoLines)).toHaveLength(before.length);
  });
});

describe('Add Product on a row whose agent is disabled or deleted', () => {
  it('is refused with 409 and the agent warning; nothing is written', async () => {
    const s = await readyLines();
    const body = {
      id: s.puo._id,
      supplierId: s.supplier.id,
      warehouseId: s.warehouse.id,
      productId: s.product.id,
      quantity: 1,
    };
    const customerBody = {
      id: s.puo._id,
      supplierId: s.supplier.id,
      productId: s.product.id,
      quantity: 1,
      customer: GRACE,
    };
    const before = await db().select().from(puoLines);
    for (const gone of [{ activated: false }, { activated: true, deletedAt: new Date() }]) {
      await db().update(shippingAgents).set(gone).where(eq(shippingAgents.id, s.agent.id));
      for (const [url, payload] of [
        ['/add-manual-product-to-pickup-order', body],
        ['/add-manual-order-to-customer-pickup-order', customerBody],
      ] as const) {
        const res = await api('POST', url, payload);
        expect(res.statusCode, `${JSON.stringify(gone)} ${url}: ${res.body}`).toBe(409);
        expect(res.json().msg).toBe(
          'Shipping Agent is either disabled or deleted by admin. Please select another one.',
        );
      }
    }
    expect(await db().select().from(puoLines)).toHaveLength(before.length);
    // Active again, the same product joins.
    await db()
      .update(shippingAgents)
      .set({ activated: true, deletedAt: null })
      .where(eq(shippingAgents.id, s.agent.id));
    const ok = await api('POST', '/add-manual-product-to-pickup-order', body);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().msg).toBe(`Product added to ${s.puo.pickupOrderNumber}`);
  });
});

describe('sending, exactly once', () => {
  let s: Scene;
  beforeAll(async () => {
    s = await readyLines();
  });

  it('e-mails the agent once; the PUO is sent, its lines Awaiting Pickup; a second send is 409', async () => {
    const before = (await list('to-be-sent')).count;
    const res = await send(s.puo._id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(before - 1);
    expect((await send(s.puo._id)).statusCode).toBe(409);
    expect((await send('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const sent = (await puoOf(s.agent.id, s.supplier.id, 'sent'))!;
    expect(sent.notification_status).toBe('sent');
    expect(sent.assign_orders.flatMap((a) => a.products.map((p) => p.status))).toEqual([
      'Awaiting Pickup',
      'Awaiting Pickup',
    ]);
    const mails = (await db().select().from(outbox).where(eq(outbox.kind, 'pickup-order'))).filter((m) =>
      m.html.includes(s.puo.pickupOrderNumber),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ toAddress: s.agent.contactEmail, fromAddress: 'buyer@shop.test' });
    expect(mails[0].text).toContain(s.puo.pickupOrderNumber);
    expect(mails[0].text).toContain(s.product.supplierSku!);
    expect(mails[0].html).toContain(s.supplier.name);

    // The dropshipped order follows its line; the consolidated one is the warehouse's work.
    const [customerOrder] = await db().select().from(orders).where(eq(orders.id, s.toCustomer.order.id));
    expect(customerOrder.status).toBe('Awaiting Pickup');
    const events = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, s.toWarehouse.order.id), eq(orderEvents.kind, 'pickup-order-sent')));
    expect(events).toHaveLength(1);
  });

  it('a bad list query is refused before sending: 400 naming the field, the PUO still to be sent, nothing e-mailed', async () => {
    const t = await readyLines();
    for (const [query, field] of [
      ['limit=abc', 'limit'],
      ['limit=501', 'limit'],
      ['offset=-1', 'offset'],
    ] as const) {
      const res = await api('POST', `/pickup-order-sent-now?${query}`, { id: t.puo._id });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    expect((await puoOf(t.agent.id, t.supplier.id))?._id).toBe(t.puo._id);
    const mails = (await db().select().from(outbox).where(eq(outbox.kind, 'pickup-order'))).filter((m) =>
      m.html.includes(t.puo.pickupOrderNumber),
    );
    expect(mails).toHaveLength(0);
  });

  it('a sent PUO takes no schedule change and no product', async () => {
    const current = wallClock(new Date(s.puo.schedule_time), TZ);
    expect(
      (await api('POST', '/update-pickup-order-date', { id: s.puo._id, time: `${current.date}T23:30` }))
        .statusCode,
    ).toBe(409);
    const add = await api('POST', '/add-manual-product-to-pickup-order', {
      id: s.puo._id,
      supplierId: s.supplier.id,
      warehouseId: s.warehouse.id,
      productId: s.product.id,
      quantity: 1,
    });
    expect(add.statusCode).toBe(409);
  });

  it('the due job sends each due PUO once', async () => {
    const t = await readyLines();
    await db()
      .update(pickupOrders)
      .set({ scheduleTime: new Date(Date.now() - 60_000) })
      .where(eq(pickupOrders.id, t.puo._id));
    const sentNow = await Promise.all([
      ctx.services.scheduledSending.sendDue(),
      ctx.services.pickupOrders.sendDue(),
    ]);
    expect(sentNow.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect((await send(t.puo._id)).statusCode).toBe(409);
    const mails = (await db().select().from(outbox).where(eq(outbox.kind, 'pickup-order'))).filter((m) =>
      m.html.includes(t.puo.pickupOrderNumber),
    );
    expect(mails).toHaveLength(1);
  });
});

describe('on a sent PUO', () => {
  let s: Scene;
  beforeAll(async () => {
    s = await readyLines();
    const added = await api('POST', '/add-manual-product-to-pickup-order', {
      id: s.puo._id,
      supplierId: s.supplier.id,
      warehouseId: s.warehouse.id,
      productId: s.product.id,
      quantity: 7,
    });
    expect(added.statusCode).toBe(200);
    expect((await send(s.puo._id)).statusCode).toBe(200);
  });
  const sentPuo = async () => (await puoOf(s.agent.id, s.supplier.id, 'sent'))!;

  it('statuses and shipping info wait until it is sent', async () => {
    const t = await readyLines();
    const a = t.assignment('Warehouse');
    expect(
      (await api('POST', '/change-puo-status', { puoId: t.puo._id, assignOrderId: a._id, status: 'Shipped' }))
        .statusCode,
    ).toBe(409);
    const info = {
      id: t.puo._id,
      assignOrderId: a._id,
      trackingId: 1,
      agentName: 'A',
      trackingURL: 'https://t.test/1',
    };
    expect((await api('POST', '/add-shipping-info-to-pickup-order', info)).statusCode).toBe(409);
  });

  it('shipping info: 400 naming the field; once, then read-only; a delivery to the customer is Shipped', async () => {
    const a = (await sentPuo()).assign_orders.find((x) => x.sent_to === 'Customer' && x.order_id)!;
    const base = {
      id: s.puo._id,
      assignOrderId: a._id,
      trackingId: '12345',
      agentName: 'DHL',
      trackingURL: 'https://dhl.test/12345',
    };
    for (const [body, field] of [
      [{ ...base, trackingId: 'abc' }, 'trackingId'],
      [{ ...base, trackingId: -1 }, 'trackingId'],
      [{ ...base, trackingURL: 'not a url' }, 'trackingURL'],
      [{ ...base, agentName: '' }, 'agentName'],
      [{ ...base, assignOrderId: undefined }, 'assignOrderId'],
    ] as const) {
      const res = await api('POST', '/add-shipping-info-to-pickup-order', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
    // Another PUO's assignment is not found.
    const other = await readyLines();
    expect(
      (
        await api('POST', '/add-shipping-info-to-pickup-order', {
          ...base,
          assignOrderId: other.assignment('Customer')._id,
        })
      ).statusCode,
    ).toBe(404);

    const res = await api('POST', '/add-shipping-info-to-pickup-order', base);
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await api('POST', '/add-shipping-info-to-pickup-order', { ...base, trackingId: '9' })).statusCode,
    ).toBe(409);
    const after = (await sentPuo()).assign_orders.find((x) => x._id === a._id)!;
    expect(after).toMatchObject({ trackingId: '12345', status: 'Shipped' });
    expect(after.products.every((p) => p.status === 'Shipped')).toBe(true);
    const [line] = await orderLinesOf(ctx, s.toCustomer.order.id);
    expect(line.status).toBe('Shipped');
    const [order] = await db().select().from(orders).where(eq(orders.id, s.toCustomer.order.id));
    expect(order.status).toBe('Shipped');
    // The order details read the delivery's tracking on the line.
    const detail = (await api('GET', `/get-order?id=${s.toCustomer.order.id}`)).json().doc;
    expect(detail.products[0].tracking).toEqual({
      tracking_id: '12345',
      agent_name: 'DHL',
      tracking_url: 'https://dhl.test/12345',
    });
    const kinds = (
      await db().select().from(orderEvents).where(eq(orderEvents.orderId, s.toCustomer.order.id))
    ).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['pickup-order-shipping-info', 'pickup-order-delivered']));
  });

  it('an assignment to a warehouse marked Shipped: order lines arrive, manual lines restock (once)', async () => {
    const puo = await sentPuo();
    const ofOrder = puo.assign_orders.find((x) => x.sent_to === 'Warehouse' && x.order_id)!;
    const manual = puo.assign_orders.find((x) => x.sent_to === 'Warehouse' && !x.order_id)!;
    expect(
      await arrivedLineIds(
        db(),
        s.toWarehouse.lines.map((l) => l.id),
      ),
    ).toEqual(new Set());
    const bad = await api('POST', '/change-puo-status', {
      puoId: s.puo._id,
      assignOrderId: ofOrder._id,
      status: 'Ready',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
    // Asking for the status it has changes nothing and says so (200, not a refusal).
    const same = await api('POST', '/change-puo-status', {
      puoId: s.puo._id,
      assignOrderId: ofOrder._id,
      status: 'Awaiting Pickup',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().msg).toBe('Status is Awaiting Pickup');
    expect(
      await db()
        .select()
        .from(orderEvents)
        .where(
          and(eq(orderEvents.orderId, s.toWarehouse.order.id), eq(orderEvents.kind, 'pickup-order-status')),
        ),
    ).toHaveLength(0);

    const res = await api('POST', '/change-puo-status', {
      puoId: s.puo._id,
      assignOrderId: ofOrder._id,
      status: 'Shipped',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(
      await arrivedLineIds(
        db(),
        s.toWarehouse.lines.map((l) => l.id),
      ),
    ).toEqual(new Set([s.toWarehouse.lines[0].id]));
    const again = await api('POST', '/change-puo-status', {
      puoId: s.puo._id,
      assignOrderId: ofOrder._id,
      status: 'Shipped',
    });
    expect(again.statusCode).toBe(409);
    const back = await api('POST', '/change-puo-status', {
      puoId: s.puo._id,
      assignOrderId: ofOrder._id,
      status: 'Awaiting Pickup',
    });
    expect(back.statusCode).toBe(409);
    // The consolidated order's own status is the warehouse's work: not Shipped.
    const [order] = await db().select().from(orders).where(eq(orders.id, s.toWarehouse.order.id));
    expect(order.status).not.toBe('Shipped');

    const stockOf = async () =>
      (
        await db()
          .select()
          .from(stock)
          .where(and(eq(stock.warehouseId, s.warehouse.id), eq(stock.productId, s.product.id)))
      )[0]?.totalUnits ?? 0;
    expect(await stockOf()).toBe(0);
    const done = await api('POST', '/change-puo-status', {
      puoId: s.puo._id,
      assignOrderId: manual._id,
      status: 'Shipped',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(await stockOf()).toBe(7);
    const movements = await db().select().from(stockMovements);
    expect(movements.filter((m) => m.reason === `Arrived with ${s.puo.pickupOrderNumber}`)).toMatchObject([
      { delta: 7, action: 'Add' },
    ]);
    expect(
      (
        await api('POST', '/change-puo-status', {
          puoId: s.puo._id,
          assignOrderId: manual._id,
          status: 'Shipped',
        })
      ).statusCode,
    ).toBe(409);
    expect(await stockOf()).toBe(7);
  });

  it('a customer delivery needs its tracking before Shipped', async () => {
    const t = await readyLines();
    await send(t.puo._id);
    const a = t.assignment('Customer');
    const res = await api('POST', '/change-puo-status', {
      puoId: t.puo._id,
      assignOrderId: a._id,
      status: 'Shipped',
    });
    expect(res.statusCode).toBe(409);
    const line = a.products[0];
    const product = await api('POST', '/change-puo-product-status', {
      puoId: t.puo._id,
      productUniqueId: line._id,
      status: 'Shipped',
    });
    expect(product.statusCode).toBe(409);
    const [order] = await db().select().from(orders).where(eq(orders.id, t.toCustomer.order.id));
    expect(order.status).toBe('Awaiting Pickup');
  });

  it('product status: Refund or Shipped, once; a refunded line stays Refund when its assignment ships', async () => {
    const t = await sentWithManualLine(3);
    const puo = (await puoOf(t.agent.id, t.supplier.id, 'sent'))!;
    const w = puo.assign_orders.find((x) => x.sent_to === 'Warehouse' && x.order_id)!;
    const line = w.products[0];
    const body = {
      puoId: t.puo._id,
      productUniqueId: line._id,
      status: 'Refund',
      shopifyLineItemId: null,
      sentTo: 'Warehouse',
    };
    const wrong = await api('POST', '/change-puo-product-status', { ...body, status: 'Pending' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('status');
    expect(
      (await api('POST', '/change-puo-product-status', { ...body, productUniqueId: 'x' })).json().errors[0]
        .field,
    ).toBe('productUniqueId');
    expect((await api('POST', '/change-puo-product-status', body)).statusCode).toBe(200);
    expect((await api('POST', '/change-puo-product-status', body)).statusCode).toBe(409);
    expect((await api('POST', '/change-puo-product-status', { ...body, status: 'Shipped' })).statusCode).toBe(
      409,
    );
    // The assignment ships: the refunded line stays Refund and does not arrive.
    expect(
      (await api('POST', '/change-puo-status', { puoId: t.puo._id, assignOrderId: w._id, status: 'Shipped' }))
        .statusCode,
    ).toBe(200);
    const [row] = await db().select().from(puoLines).where(eq(puoLines.id, line._id));
    expect(row.status).toBe('Refund');
    expect(
      await arrivedLineIds(
        db(),
        t.toWarehouse.lines.map((l) => l.id),
      ),
    ).toEqual(new Set());

    // Product level Shipped on a manual warehouse line: it restocks.
    const manual = puo.assign_orders.find((x) => x.order_number === 'Manual')!;
    const shipped = await api('POST', '/change-puo-product-status', {
      puoId: t.puo._id,
      productUniqueId: manual.products[0]._id,
      status: 'Shipped',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const after = (await puoOf(t.agent.id, t.supplier.id, 'sent'))!.assign_orders.find(
      (x) => x._id === manual._id,
    )!;
    expect(after.status).toBe('Shipped');
    const [entry] = await db()
      .select()
      .from(stock)
      .where(and(eq(stock.warehouseId, t.warehouse.id), eq(stock.productId, t.product.id)));
    expect(entry.totalUnits).toBe(3);
  });

  it('Refund of a manual line (no order behind it): it reads Refund, once, and adds no stock', async () => {
    const t = await sentWithManualLine(2);
    const manualOf = async () =>
      (await puoOf(t.agent.id, t.supplier.id, 'sent'))!.assign_orders.find(
        (x) => x.order_number === 'Manual',
      )!;
    const units = async () =>
      (
        await db()
          .select()
          .from(stock)
          .where(and(eq(stock.warehouseId, t.warehouse.id), eq(stock.productId, t.product.id)))
      ).map((e) => e.totalUnits);
    const before = await units();
    const body = { puoId: t.puo._id, productUniqueId: (await manualOf()).products[0]._id, status: 'Refund' };
    const refund = await api('POST', '/change-puo-product-status', body);
    expect(refund.statusCode, refund.body).toBe(200);
    const manual = await manualOf();
    expect(manual.products[0].status).toBe('Refund');
    // Its only line refunded, nothing was delivered: the assignment is not Shipped.
    expect(manual.status).toBe('Awaiting Pickup');
    expect((await api('POST', '/change-puo-product-status', body)).statusCode).toBe(409);
    expect(await units()).toEqual(before);
  });
});

describe('nothing half-written', () => {
  it('a Ready whose joining is refused leaves the supplier line as it was (409)', async () => {
    const s = await readyLines();
    // A second line of a new order, whose PO line is (wrongly) already on a pickup: joining refuses.
    const more = await makeRoutedOrder(ctx, s.warehouse.id, [
      { productId: s.product.id, supplierId: s.supplier.id, quantity: 1 },
    ]);
    await api('POST', '/consolidate-order', { orderId: more.order.id, consolidated: true });
    const pos = (await api('GET', '/get-supplier-orders-to-be-sent?limit=30')).json();
    const po = pos.supplierOrders.find(
      (p: { assigned_to: { _id: string } }) => p.assigned_to._id === s.supplier.id,
    );
    await api('POST', '/supplier-order-sent-now', { id: po._id });
    const rows = (await api('GET', '/get-purchase-orders?limit=30', undefined, s.token)).json()
      .supplierOrders as { order_id: { _id: string }; products: { _id: string }[] }[];
    const productId = rows.find((r) => r.order_id._id === more.order.id)!.products[0]._id;
    await db()
      .insert(puoLines)
      .values({
        puoAssignmentId: s.assignment('Warehouse')._id,
        poLineId: productId,
        productId: s.product.id,
        quantity: 1,
      });
    await api('POST', '/add-shipping-agent-to-product', { productId, shippingAgentId: s.agent.id }, s.token);
    const before = (await db().select().from(puoLines)).length;
    const res = await api('POST', '/change-product-status', { productId, status: 'Ready' }, s.token);
    expect(res.statusCode, res.body).toBe(409);
    const after = (await api('GET', '/get-purchase-orders?limit=30', undefined, s.token)).json()
      .supplierOrders as { order_id: { _id: string }; products: { status: string }[] }[];
    expect(after.find((r) => r.order_id._id === more.order.id)!.products[0].status).toBe('Pending');
    expect(await db().select().from(puoLines)).toHaveLength(before);
  });
});

describe('a warehouse order turning Ready', () => {
  it('joins its agent’s PUO at the warehouse, to the customer; once; sent and tracked, the order is Shipped', async () => {
    const supplier = await makeSupplier(ctx);
    const warehouse = await makeWarehouse(ctx);
    const product = await makeProduct(ctx, supplier.id);
    const agent = await makeAgent(ctx);
    const { order, lines } = await makeRoutedOrder(ctx, warehouse.id, [
      { productId: product.id, supplierId: supplier.id, quantity: 2 },
    ]);
    await db()
      .update(orderLines)
      .set({ fulfilment: 'stock', status: 'Ready' })
      .where(eq(orderLines.id, lines[0].id));
    await db().update(orders).set({ status: 'Ready' }).where(eq(orders.id, order.id));
    const input = { orderId: order.id, warehouseId: warehouse.id, shippingAgentId: agent.id, userId: null };
    const joined = await db().transaction((tx) => addWarehouseOrderToPickupOrder.run(tx, input));
    await expect(db().transaction((tx) => addWarehouseOrderToPickupOrder.run(tx, input))).rejects.toThrow(
      TransitionError,
    );
    const other = await makeWarehouse(ctx);
    await expect(
      db().transaction((tx) => addWarehouseOrderToPickupOrder.run(tx, { ...input, warehouseId: other.id })),
    ).rejects.toThrow('not at this warehouse');

    const puo = (await puoOf(agent.id, warehouse.id))!;
    expect(puo._id).toBe(joined.pickupOrderId);
    expect(puo.pickupFrom).toBe('Warehouse');
    expect(puo.assign_orders).toHaveLength(1);
    expect(puo.assign_orders[0]).toMatchObject({ sent_to: 'Customer', order_id: { _id: order.id } });
    expect(puo.assign_orders[0].products).toMatchObject([{ order_line_id: lines[0].id, total_quantity: 2 }]);

    expect((await send(puo._id)).statusCode).toBe(200);
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0].status).toBe(
      'Awaiting Pickup',
    );
    const kicksBefore = fulfilmentKicks;
    const info = await api('POST', '/add-shipping-info-to-pickup-order', {
      id: puo._id,
      assignOrderId: joined.assignOrderId,
      trackingId: 0,
      agentName: agent.name,
      trackingURL: 'https://track.test/0',
    });
    expect(info.statusCode, info.body).toBe(200);
    // The same delivery as the warehouse order's: Warehouse Orders reads this tracking.
    expect((await db().select().from(orders).where(eq(orders.id, order.id)))[0]).toMatchObject({
      status: 'Shipped',
      trackingId: '0',
      agentName: agent.name,
      trackingUrl: 'https://track.test/0',
    });
    // The shop's fulfilment job is woken at once, not left to its next run.
    expect(fulfilmentKicks).toBeGreaterThan(kicksBefore);
  });
});

describe('who may', () => {
  it('Supplier and Warehouse tokens are refused every pickup-order call (403)', async () => {
    const calls: ['GET' | 'POST', string][] = [
      ['GET', '/get-pickup-orders-to-be-sent'],
      ['GET', '/get-pickup-orders-sent'],
      ['GET', '/get-pickup-order?id=00000000-0000-4000-8000-000000000000'],
      ['POST', '/update-pickup-order-date'],
      ['POST', '/pickup-order-sent-now'],
      ['POST', '/add-manual-product-to-pickup-order'],
      ['POST', '/add-manual-order-to-customer-pickup-order'],
      ['POST', '/change-puo-status'],
      ['POST', '/change-puo-product-status'],
      ['POST', '/add-shipping-info-to-pickup-order'],
    ];
    for (const role of ['Supplier', 'Warehouse'] as const) {
      const token = await tokenFor(ctx, role);
      for (const [method, url] of calls) {
        const res = await api(method, url, method === 'POST' ? {} : undefined, token);
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
    expect((await api('GET', '/get-pickup-orders-sent', undefined, 'nope')).statusCode).toBe(401);
  });
});
