import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, createUser, login, tokenFor, type TestContext } from './helpers';
import { noJobs } from '../../server/jobs';
import { makeAgent, makeProduct, makeSupplier, makeWarehouse } from './purchasingFixtures';
import {
  orderEvents,
  orderLines,
  orders,
  pickupOrders,
  puoAssignments,
  puoLines,
} from '../../server/db/schema';
import { AGENT_INACTIVE, AGENT_MISSING } from '../../domain/readiness';

let ctx: TestContext;
let admin: string;
let staff: string; // the Warehouse account of `own`
let staffUserId: string;
let own: { id: string; name: string };
let other: { id: string };
let agent: { id: string; name: string };
let disabledAgent: { id: string };
let supplier: { id: string };
let product: { id: string };

/** How often the shop fulfilment job was woken. */
let fulfilmentKicks = 0;

beforeAll(async () => {
  ctx = await createTestApp({ jobs: { ...noJobs, kickShopFulfilments: () => void fulfilmentKicks++ } });
  admin = await tokenFor(ctx, 'Admin');
  const account = await createUser(ctx, 'Warehouse');
  staff = await login(ctx, account.email);
  staffUserId = account.id;
  own = { id: account.warehouseId!, name: '' };
  other = await makeWarehouse(ctx);
  agent = await makeAgent(ctx);
  disabledAgent = await makeAgent(ctx, { activated: false });
  supplier = await makeSupplier(ctx);
  product = await makeProduct(ctx, supplier.id);
});

const api = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    payload: payload as object,
    headers: { 'x-auth-token': token },
  });
const db = () => ctx.handle.db;

let k = 0;
/** An order at a warehouse: lines from stock and/or bought; consolidated as given. */
async function makeOrder(
  warehouseId: string,
  lines: ('stock' | 'buy')[],
  over: Partial<typeof orders.$inferInsert> = {},
) {
  k++;
  const [order] = await db()
    .insert(orders)
    .values({
      orderNumber: `#W${7000 + k}`,
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
      searchText: `#w${7000 + k} grace hopper${k}`,
      ...over,
    })
    .returning();
  const made = await db()
    .insert(orderLines)
    .values(
      lines.map((fulfilment, i) => ({
        orderId: order.id,
        position: i + 1,
        lineKey: `${order.id}-${i}`,
        productId: product.id,
        supplierId: supplier.id,
        sku: `SKU-${i}`,
        name: `Line ${i}`,
        quantity: 2,
        fulfilment,
        directToCustomer: fulfilment === 'buy' && over.consolidated === false,
      })),
    )
    .returning();
  return { order, lines: made };
}

/** The bought line's pickup to the warehouse is Shipped (assignment and line, as a delivery leaves them): it has arrived. */
async function arrive(lineId: string, warehouseId: string) {
  const [puo] = await db()
    .insert(pickupOrders)
    .values({
      shippingAgentId: agent.id,
      pickupFrom: 'Supplier',
      pickupSupplierId: supplier.id,
      scheduleTime: new Date(),
      notificationStatus: 'sent',
    })
    .returning();
  const [assignment] = await db()
    .insert(puoAssignments)
    .values({ pickupOrderId: puo.id, sentTo: 'Warehouse', warehouseId, status: 'Shipped' })
    .returning();
  await db().insert(puoLines).values({
    puoAssignmentId: assignment.id,
    orderLineId: lineId,
    productId: product.id,
    quantity: 2,
    status: 'Shipped',
  });
}

const info = (orderId: string) => ({
  orderId,
  trackingId: '123456',
  agentName: 'Royal Parcel',
  trackingURL: 'https://track.example/123456',
});

async function eventsOf(orderId: string) {
  return db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
}

describe('the lists', () => {
  it('a Warehouse user sees its own warehouse only, whatever it asks; an Admin sees all or one', async () => {
    const mine = await makeOrder(own.id, ['stock']);
    const theirs = await makeOrder(other.id, ['stock']);
    const dropshipped = await makeOrder(own.id, ['buy'], { consolidated: false });
    const consolidated = await makeOrder(own.id, ['buy'], { consolidated: true });

    const staffAll = (await api('GET', '/get-all-warehouse-orders?limit=30', undefined, staff)).json();
    const ids = staffAll.doc.map((o: { _id: string }) => o._id);
    expect(ids).toEqual(expect.arrayContaining([mine.order.id, consolidated.order.id]));
    expect(ids).not.toContain(theirs.order.id);
    expect(ids).not.toContain(dropshipped.order.id); // its suppliers ship it
    expect(staffAll.count).toBe(ids.length);

    const asked = await api('POST', '/get-warehouse-orders?limit=30', { warehouse_id: other.id }, staff);
    expect(asked.statusCode).toBe(200);
    const askedIds = asked.json().warehouseOrders.map((o: { _id: string }) => o._id);
    expect(askedIds).toContain(mine.order.id);
    expect(askedIds).not.toContain(theirs.order.id);

    const adminAll = (await api('GET', '/get-all-warehouse-orders?limit=100')).json();
    const adminIds = adminAll.doc.map((o: { _id: string }) => o._id);
    expect(adminIds).toEqual(expect.arrayContaining([mine.order.id, theirs.order.id]));
    expect(adminAll.doc.find((o: { _id: string }) => o._id === theirs.order.id).assigned_to._id).toBe(
      other.id,
    );

    const adminOne = (
      await api('POST', '/get-warehouse-orders?limit=100', { warehouse_id: other.id })
    ).json();
    expect(adminOne.warehouseOrders.map((o: { _id: string }) => o._id)).toEqual([theirs.order.id]);
    expect(adminOne.count).toBe(1);
  });

  it('the list and one order agree on which orders a warehouse ships (one rule, two query forms)', async () => {
    const cases = {
      stock: await makeOrder(own.id, ['stock']),
      hybrid: await makeOrder(own.id, ['stock', 'buy'], { consolidated: false }),
      refundedStock: await makeOrder(own.id, ['stock', 'buy'], { consolidated: false }),
      consolidated: await makeOrder(own.id, ['buy'], { consolidated: true }),
      dropshipped: await makeOrder(own.id, ['buy'], { consolidated: false }),
    };
    // Its only stock line refunded: the rest is its supplier's to ship.
    await db()
      .update(orderLines)
      .set({ status: 'Refund' })
      .where(eq(orderLines.id, cases.refundedStock.lines[0].id));
    const listed = (await api('GET', '/get-all-warehouse-orders?limit=100', undefined, staff))
      .json()
      .doc.map((o: { _id: string }) => o._id);
    const expected = {
      stock: true,
      hybrid: true,
      refundedStock: false,
      consolidated: true,
      dropshipped: false,
    };
    for (const [name, { order }] of Object.entries(cases)) {
      const opened = await api('GET', `/get-warehouse-order?id=${order.id}`, undefined, staff);
      const ships = expected[name as keyof typeof expected];
      expect(listed.includes(order.id), `${name} listed`).toBe(ships);
      expect(opened.statusCode, `${name} opened`).toBe(ships ? 200 : 404);
    }
  });

  it("a Warehouse user's list as its browser asks it: POST with its own user id, answering its own orders", async () => {
    const mine = await makeOrder(own.id, ['stock']);
    const theirs = await makeOrder(other.id, ['stock']);
    const res = await api(
      'POST',
      '/get-warehouse-orders?limit=30&offset=1',
      { warehouse_id: staffUserId },
      staff,
    );
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().warehouseOrders.map((o: { _id: string }) => o._id);
    expect(ids).toContain(mine.order.id);
    expect(ids).not.toContain(theirs.order.id);
    const all = (await api('GET', '/get-all-warehouse-orders?limit=30&offset=1', undefined, staff)).json();
    expect(res.json().count).toBe(all.count);
    // Whatever a Warehouse user names there, never 400 or 404: the session decides.
    for (const warehouse_id of ['not-an-id', '00000000-0000-4000-8000-000000000000', undefined])
      expect((await api('POST', '/get-warehouse-orders', { warehouse_id }, staff)).statusCode).toBe(200);
  });

  it('answers 400 naming the field for bad input, 404 for an unknown warehouse', async () => {
    const missing = await api('POST', '/get-warehouse-orders', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('warehouse_id');
    const bad = await api('POST', '/get-warehouse-orders', { warehouse_id: 'nope' });
    expect(bad.json().errors[0].field).toBe('warehouse_id');
    const unknown = await api('POST', '/get-warehouse-orders', {
      warehouse_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const page = await api('GET', '/get-all-warehouse-orders?limit=0');
    expect(page.statusCode).toBe(400);
    expect(page.json().errors[0].field).toBe('limit');
    const tag = await api('GET', '/get-all-warehouse-orders?tagText=lost&isTag=true');
    expect(tag.statusCode).toBe(400);
  });

  it('searches, filters by status tag and pages', async () => {
    const a = await makeOrder(own.id, ['stock'], { searchText: 'zebra-search-token' });
    await db().update(orders).set({ status: 'Shipped' }).where(eq(orders.id, a.order.id));
    const found = (
      await api('GET', '/get-all-warehouse-orders?search=zebra-search', undefined, staff)
    ).json();
    expect(found.doc.map((o: { _id: string }) => o._id)).toEqual([a.order.id]);
    const shipped = (
      await api('GET', '/get-all-warehouse-orders?tagText=shipped&isTag=true&limit=50', undefined, staff)
    ).json();
    expect(shipped.doc.every((o: { status: string }) => o.status === 'Shipped')).toBe(true);
    expect(shipped.doc.map((o: { _id: string }) => o._id)).toContain(a.order.id);
    const one = (await api('GET', '/get-all-warehouse-orders?limit=1&offset=2', undefined, staff)).json();
    expect(one.doc).toHaveLength(1);
    expect(one.count).toBeGreaterThan(1);
  });

  it("filters a Hybrid order by its warehouse lines' status, as its badge shows it", async () => {
    // The stock line is Ready; the dropshipped line is still Pending at its supplier.
    const { order, lines } = await makeOrder(own.id, ['stock', 'buy'], {
      consolidated: false,
      isHybrid: true,
      searchText: 'tag-hybrid',
    });
    await db().update(orderLines).set({ status: 'Ready' }).where(eq(orderLines.id, lines[0].id));
    const plain = await makeOrder(own.id, ['stock'], { searchText: 'tag-hybrid plain', status: 'Ready' });
    await db().update(orderLines).set({ status: 'Ready' }).where(eq(orderLines.orderId, plain.order.id));
    const tagged = async (tag: string) =>
      (
        await api(
          'GET',
          `/get-all-warehouse-orders?search=tag-hybrid&tagText=${tag}&isTag=true`,
          undefined,
          staff,
        )
      )
        .json()
        .doc.map((o: { _id: string }) => o._id)
        .sort();
    expect(await tagged('ready')).toEqual([order.id, plain.order.id].sort());
    expect(await tagged('pending')).toEqual([]);
    // Its supplier ships its line: the order's own status moves on, the warehouse's stays Ready.
    await db().update(orderLines).set({ status: 'Shipped' }).where(eq(orderLines.id, lines[1].id));
    await db().update(orders).set({ status: 'Ready' }).where(eq(orders.id, order.id));
    expect(await tagged('ready')).toEqual([order.id, plain.order.id].sort());
    expect(await tagged('shipped')).toEqual([]);
    // Its own lines at different steps: the least advanced one is its status.
    const mixed = await makeOrder(own.id, ['stock', 'stock', 'buy'], {
      consolidated: false,
      isHybrid: true,
      searchText: 'tag-hybrid mixed',
    });
    await db().update(orderLines).set({ status: 'Ready' }).where(eq(orderLines.id, mixed.lines[0].id));
    await db().update(orderLines).set({ status: 'Preparation' }).where(eq(orderLines.id, mixed.lines[1].id));
    expect(await tagged('preparation')).toEqual([mixed.order.id]);
    expect(await tagged('ready')).toEqual([order.id, plain.order.id].sort());
  });

  it('exports the documented CSV columns, scoped like the list', async () => {
    const mine = await makeOrder(own.id, ['stock', 'stock'], {
      searchText: 'csv-own',
      shopOrderId: '5550042',
      customerShopId: '7700042',
    });
    await makeOrder(other.id, ['stock'], { searchText: 'csv-other' });
    const res = await api('GET', '/export-warehouse-orders?search=csv-', undefined, staff);
    expect(res.statusCode).toBe(200);
    const lines = res.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Warehouse,Order#,Customer id,Name,Email,Product count,Internal SKU,Supplier SKU,Product name,Quantity,Address 1,Address 2,City,Zip,Province,Country',
    );
    expect(lines).toHaveLength(3); // two product rows of the own order only
    expect(lines[1]).toContain(mine.order.orderNumber);
    // Customer id is the shop's customer id (spec 000 section 3, customer.cus_id), not its order id.
    expect(lines[1].split(',')[2]).toBe('7700042');
    expect(lines[1]).not.toContain('5550042');
    const doc = (await api('GET', `/get-warehouse-order?id=${mine.order.id}`, undefined, staff)).json().doc;
    expect(doc.customer.cus_id).toBe('7700042');
    const all = await api('GET', '/export-warehouse-orders?search=csv-');
    expect(all.body.trim().split(/\r?\n/)).toHaveLength(4);
    // The Admin's picker narrows the export to one warehouse.
    const picked = await api('GET', `/export-warehouse-orders?search=csv-&warehouse_id=${other.id}`);
    expect(picked.body.trim().split(/\r?\n/)).toHaveLength(2);
    expect(picked.body).not.toContain(mine.order.orderNumber);
    const bad = await api('GET', '/export-warehouse-orders?warehouse_id=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('warehouse_id');
  });

  it("exports a Hybrid order's warehouse lines only, and counts those", async () => {
    const { order } = await makeOrder(own.id, ['stock', 'buy', 'stock'], {
      consolidated: false,
      isHybrid: true,
      searchText: 'csv-hybrid',
    });
    const res = await api('GET', '/export-warehouse-orders?search=csv-hybrid', undefined, staff);
    const [header, ...rows] = res.body.trim().split(/\r?\n/);
    const col = (name: string) => header.split(',').indexOf(name);
    expect(rows).toHaveLength(2); // its two stock lines; the dropshipped one is its supplier's
    for (const row of rows) {
      const cells = row.split(',');
      expect(cells[col('Order#')]).toBe(order.orderNumber);
      expect(cells[col('Product count')]).toBe('2');
    }
  });

  it('a Supplier token is refused (403)', async () => {
    const supplierToken = await tokenFor(ctx, 'Supplier');
    expect((await api('GET', '/get-all-warehouse-orders', undefined, supplierToken)).statusCode).toBe(403);
    expect((await api('POST', '/get-warehouse-orders', {}, supplierToken)).statusCode).toBe(403);
  });
});

describe('one warehouse order', () => {
  it('opens for its own warehouse, 404 for another warehouse, with its timeline', async () => {
    const mine = await makeOrder(own.id, ['stock']);
    const theirs = await makeOrder(other.id, ['stock']);
    const got = await api('GET', `/get-warehouse-order?id=${mine.order.id}`, undefined, staff);
    expect(got.statusCode).toBe(200);
    expect(got.json().doc.products[0].at_warehouse).toBe(true);
    expect(
      (await api('GET', `/get-warehouse-order?id=${theirs.order.id}`, undefined, staff)).statusCode,
    ).toBe(404);
    expect((await api('GET', `/get-warehouse-order?id=${theirs.order.id}`)).statusCode).toBe(200);
    expect(
      (await api('GET', `/get-warehouse-order-events?orderId=${theirs.order.id}`, undefined, staff))
        .statusCode,
    ).toBe(404);
    expect(
      (await api('GET', `/get-warehouse-order-events?orderId=${mine.order.id}`, undefined, staff)).statusCode,
    ).toBe(200);
  });

  it("another warehouse's order answers 404 to every change, and nothing changes", async () => {
    const theirs = await makeOrder(other.id, ['stock']);
    for (const [path, body] of [
      ['/add-shipping-agent-to-warehouse-order', { orderId: theirs.order.id, shippingAgentId: agent.id }],
      ['/update-order-estimated-shipping-date', { orderId: theirs.order.id, estimatedDate: '2026-12-01' }],
      ['/update-warehouse-order-status', { id: theirs.order.id, status: 'Preparation' }],
      ['/add-tracking-id-to-warehouse-orders', info(theirs.order.id)],
    ] as const)
      expect((await api('POST', path, body, staff)).statusCode).toBe(404);
    const [after] = await db().select().from(orders).where(eq(orders.id, theirs.order.id));
    expect(after).toMatchObject({
      status: 'Pending',
      shippingAgentId: null,
      estimatedShippingDate: null,
      trackingId: null,
    });
    expect(await eventsOf(theirs.order.id)).toHaveLength(0);
  });
});

describe('orders the warehouse does not ship', () => {
  it('a dropshipped or undecided order answers 404 to every change, as the list and get, and nothing is written', async () => {
    const dropshipped = await makeOrder(own.id, ['buy'], { consolidated: false });
    const undecided = await makeOrder(own.id, ['buy'], { shippingAgentId: agent.id });
    for (const { order } of [dropshipped, undecided]) {
      const before = await db().select().from(orders).where(eq(orders.id, order.id));
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
      for (const token of [staff, admin])
        for (const [path, body] of [
          ['/add-shipping-agent-to-warehouse-order', { orderId: order.id, shippingAgentId: agent.id }],
          ['/update-order-estimated-shipping-date', { orderId: order.id, estimatedDate: '2026-12-01' }],
          ['/update-warehouse-order-status', { id: order.id, status: 'Preparation' }],
          ['/add-tracking-id-to-warehouse-orders', info(order.id)],
        ] as const) {
          const res = await api('POST', path, body, token);
          expect(res.statusCode, `${path} ${res.body}`).toBe(404);
        }
      expect(await db().select().from(orders).where(eq(orders.id, order.id))).toEqual(before);
      expect(await db().select().from(orderLines).where(eq(orderLines.orderId, order.id))).toEqual(lines);
      expect(await eventsOf(order.id)).toHaveLength(0);
      expect((await api('GET', `/get-warehouse-order?id=${order.id}`, undefined, staff)).statusCode).toBe(
        404,
      );
    }
  });
});

describe('agent, date, status, shipping info', () => {
  it('assigns activated agents only, with the documented failure', async () => {
    const { order } = await makeOrder(own.id, ['stock']);
    const refused = await api(
      'POST',
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: disabledAgent.id },
      staff,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toBe('could not assign shipping agent');
    expect(refused.json().errors[0].field).toBe('shippingAgentId');
    const bad = await api(
      'POST',
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: 'x' },
      staff,
    );
    expect(bad.json().errors[0].field).toBe('shippingAgentId');
    const ok = await api(
      'POST',
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: agent.id },
      staff,
    );
    expect(ok.statusCode).toBe(200);
    const doc = (await api('GET', `/get-warehouse-order?id=${order.id}`, undefined, staff)).json().doc;
    expect(doc.shipping_agent).toMatchObject({ _id: agent.id, activated: true });
  });

  it('keeps the date part only and refuses a non-date', async () => {
    const { order } = await makeOrder(own.id, ['stock']);
    const ok = await api(
      'POST',
      '/update-order-estimated-shipping-date',
      { orderId: order.id, estimatedDate: '2026-12-24T10:30:00.000Z' },
      staff,
    );
    expect(ok.statusCode).toBe(200);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after.estimatedShippingDate).toBe('2026-12-24');
    for (const estimatedDate of ['2026-02-30', 'soon', '']) {
      const bad = await api(
        'POST',
        '/update-order-estimated-shipping-date',
        { orderId: order.id, estimatedDate },
        staff,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('estimatedDate');
    }
  });

  it('Ready needs an active agent and every line at the warehouse; the warnings name why; Ready is once', async () => {
    const { order, lines } = await makeOrder(own.id, ['stock', 'buy'], { consolidated: true });
    const ready = () =>
      api('POST', '/update-warehouse-order-status', { id: order.id, status: 'Ready' }, staff);
    const noAgent = await ready();
    expect(noAgent.statusCode).toBe(409);
    expect(noAgent.json().msg).toBe(AGENT_MISSING);

    await db().update(orders).set({ shippingAgentId: disabledAgent.id }).where(eq(orders.id, order.id));
    expect((await ready()).json().msg).toBe(AGENT_INACTIVE);

    await api(
      'POST',
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: agent.id },
      staff,
    );
    const away = await ready();
    expect(away.statusCode).toBe(409);
    expect(away.json().msg).toMatch(/1 product is not at the warehouse/);
    expect(
      (await api('POST', '/update-warehouse-order-status', { id: order.id, status: 'Preparation' }, staff))
        .statusCode,
    ).toBe(200);

    await arrive(lines[1].id, own.id);
    const before = (await api('GET', `/get-warehouse-order?id=${order.id}`, undefined, staff)).json().doc;
    expect(before.products.map((p: { at_warehouse: boolean }) => p.at_warehouse)).toEqual([true, true]);
    expect((await ready()).statusCode).toBe(200);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after.status).toBe('Ready');
    const again = await ready();
    expect(again.statusCode).toBe(409);
    const back = await api(
      'POST',
      '/update-warehouse-order-status',
      { id: order.id, status: 'Pending' },
      staff,
    );
    expect(back.statusCode).toBe(409);
    const changeAgent = await api(
      'POST',
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: agent.id },
      staff,
    );
    expect(changeAgent.statusCode).toBe(409);

    const bad = await api(
      'POST',
      '/update-warehouse-order-status',
      { id: order.id, status: 'Shipped' },
      staff,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
  });

  it('shipping info: refused while Pending, once from Ready, marking the order Shipped', async () => {
    const { order } = await makeOrder(own.id, ['stock']);
    const early = await api('POST', '/add-tracking-id-to-warehouse-orders', info(order.id), staff);
    expect(early.statusCode).toBe(409);
    await api(
      'POST',
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: agent.id },
      staff,
    );
    await api('POST', '/update-warehouse-order-status', { id: order.id, status: 'Ready' }, staff);
    const bad = await api(
      'POST',
      '/add-tracking-id-to-warehouse-orders',
      { ...info(order.id), trackingURL: 'nope' },
      staff,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('trackingURL');
    // Ready put it on the agent's PUO from the warehouse; the Admin sends that PUO.
    const puoWith = async (list: 'to-be-sent' | 'sent') =>
      (await api('GET', `/get-pickup-orders-${list}?limit=500&offset=1`))
        .json()
        .pickupOrders.find((p: { assign_orders: { order_id: { _id: string } | null }[] }) =>
          p.assign_orders.some((a) => a.order_id?._id === order.id),
        );
    const puo = await puoWith('to-be-sent');
    expect((await api('POST', '/pickup-order-sent-now', { id: puo._id })).statusCode).toBe(200);
    const kicksBefore = fulfilmentKicks;
    expect(
      (await api('POST', '/add-tracking-id-to-warehouse-orders', info(order.id), staff)).statusCode,
    ).toBe(200);
    // The PUO assignment carrying it to the customer is the same delivery: same tracking, Shipped.
    const carried = (await puoWith('sent')).assign_orders.find(
      (a: { order_id: { _id: string } | null }) => a.order_id?._id === order.id,
    );
    expect(carried).toMatchObject({ status: 'Shipped', trackingId: '123456' });
    expect(carried.products.every((p: { status: string }) => p.status === 'Shipped')).toBe(true);
    // The shop's fulfilment job is woken at once, not left to its next run.
    expect(fulfilmentKicks).toBe(kicksBefore + 1);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ status: 'Shipped', trackingId: '123456' });
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line.status).toBe('Shipped');
    const twice = await api(
      'POST',
      '/add-tracking-id-to-warehouse-orders',
      { ...info(order.id), trackingId: '9' },
      staff,
    );
    expect(twice.statusCode).toBe(409);
    const [still] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(still.trackingId).toBe('123456');
  });

  it("takes no shipping info for a 'Manual' order", async () => {
    const { order } = await makeOrder(own.id, ['stock'], { orderNumber: 'Manual', status: 'Ready' });
    await db().update(orderLines).set({ status: 'Ready' }).where(eq(orderLines.orderId, order.id));
    const res = await api('POST', '/add-tracking-id-to-warehouse-orders', info(order.id), staff);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/Manual/);
  });

  it('records each step on the timeline with who and when', async () => {
    const { order } = await makeOrder(own.id, ['stock']);
    await api(
      'POST',
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: agent.id },
      staff,
    );
    await api(
      'POST',
      '/update-order-estimated-shipping-date',
      { orderId: order.id, estimatedDate: '2026-12-01' },
      staff,
    );
    await api('POST', '/update-warehouse-order-status', { id: order.id, status: 'Ready' }, staff);
    await api('POST', '/add-tracking-id-to-warehouse-orders', info(order.id), staff);
    const events = (
      await api('GET', `/get-warehouse-order-events?orderId=${order.id}`, undefined, staff)
    ).json().doc;
    expect(events.map((e: { kind: string }) => e.kind)).toEqual([
      'shipping-agent',
      'estimated-shipping-date',
      'status-changed',
      // Ready joins the agent's pickup order; the tracking goes to the shop (none here).
      'pickup-order-joined',
      'tracking',
      'status-changed',
      // Shipped before its pickup order was sent: the agent need not come for it.
      'pickup-order-left',
      'shop-fulfilment-not-sent',
    ]);
    expect(events.every((e: { user: { email: string } | null; at: string }) => e.user?.email && e.at)).toBe(
      true,
    );
    expect(events[0].detail.agentName).toBe(agent.name);
    expect(events.at(-3).detail.to).toBe('Shipped');
  });

  it('a Hybrid order: Ready moves the stock lines only; the dropshipped ones follow their supplier', async () => {
    const { order } = await makeOrder(own.id, ['stock', 'buy'], { consolidated: false, isHybrid: true });
    await api(
      'POST',
      '/add-shipping-agent-to-warehouse-order',
      { orderId: order.id, shippingAgentId: agent.id },
      staff,
    );
    expect(
      (await api('POST', '/update-warehouse-order-status', { id: order.id, status: 'Ready' }, staff))
        .statusCode,
    ).toBe(200);
    const lines = await db()
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.position);
    expect(lines.map((l) => l.status)).toEqual(['Ready', 'Pending']);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after.status).toBe('Pending'); // the least advanced of its lines
  });
});

describe('the Consolidate screen uses the same rule', () => {
  it('refuses Ready without an agent or with lines still at the supplier, and anything for a dropshipped order', async () => {
    const change = (orderId: string, status: string) =>
      api('POST', '/change-consolidate-order-status', { orderId, status });
    const { order, lines } = await makeOrder(own.id, ['buy'], { consolidated: true });
    expect((await change(order.id, 'Ready')).json().msg).toBe(AGENT_MISSING);
    await db().update(orders).set({ shippingAgentId: agent.id }).where(eq(orders.id, order.id));
    const away = await change(order.id, 'Ready');
    expect(away.statusCode).toBe(409);
    expect(away.json().msg).toMatch(/not at the warehouse/);
    await arrive(lines[0].id, own.id);
    expect((await change(order.id, 'Ready')).statusCode).toBe(200);

    const dropshipped = await makeOrder(own.id, ['buy'], { consolidated: false, shippingAgentId: agent.id });
    const refused = await change(dropshipped.order.id, 'Ready');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/dropshipped/);
    const [still] = await db().select().from(orders).where(eq(orders.id, dropshipped.order.id));
    expect(still.status).toBe('Pending');
  });
});

describe('nothing half-written', () => {
  it('a refused status change writes no line, order or event', async () => {
    const { order } = await makeOrder(own.id, ['stock', 'stock']);
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(orderEvents)
          .where(eq(orderEvents.orderId, order.id))
      )[0].n;
    const before = await count();
    expect(
      (await api('POST', '/update-warehouse-order-status', { id: order.id, status: 'Ready' }, staff))
        .statusCode,
    ).toBe(409);
    expect(await count()).toBe(before);
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.every((l) => l.status === 'Pending')).toBe(true);
  });
});
