import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { seedDemoData } from '../../server/demo/seed';
import {
  orderEvents,
  orderLines,
  orders,
  products,
  stock,
  stockMovements,
  warehouses,
} from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { demoProducts, demoPacks } from '../../server/demo/data';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
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

const SKUS = demoProducts.map((p) => p.internalSku);
const PACKS = demoPacks.map((p) => p.internalSku);

async function tableCounts() {
  const [o] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(orders);
  const [l] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(orderLines);
  const [e] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(orderEvents);
  const [m] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(stockMovements);
  const [s] = await db()
    .select({ n: sql<number>`coalesce(sum(total_units), 0)::int` })
    .from(stock);
  return { orders: o.n, lines: l.n, events: e.n, movements: m.n, units: s.n };
}

describe('POST /import-orders', () => {
  it('imports 500+ orders with packs and unknown SKUs, and a second import changes nothing', async () => {
    const rows = shopifyExportRows({
      orders: 520,
      skus: SKUS,
      packSkus: PACKS,
      unknownSkuRate: 0.03,
      seed: 7,
    });
    const first = await api('POST', '/import-orders', rows);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.imported).toBe(520);
    expect(body.errors).toEqual([]);
    expect(body.problematic).toBeGreaterThan(0);
    expect(body.msg).toMatch(/^Imported 520 orders/);
    const after = await tableCounts();

    const again = await api('POST', '/import-orders', { rows });
    expect(again.json()).toMatchObject({ imported: 0, unchanged: 520 });
    expect(await tableCounts()).toEqual(after);

    // Packs became one line per product, each keeping the pack's SKU.
    const packLines = await db()
      .select()
      .from(orderLines)
      .where(sql`${orderLines.packSku} is not null`);
    expect(packLines.length).toBeGreaterThan(0);
    for (const line of packLines) expect(PACKS).toContain(line.packSku);
    // Unknown SKUs: no product, and the order is problematic.
    const unknown = await db()
      .select({ problematic: orders.problematic, reason: orders.problemReason })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(sql`${orderLines.sku} like 'UNKNOWN-%'`);
    expect(unknown.length).toBeGreaterThan(0);
    for (const o of unknown) expect(o).toEqual({ problematic: true, reason: 'unknown-sku' });
  });

  it('answers a per-row report for bad rows and imports the good ones', async () => {
    const rows = shopifyExportRows({ orders: 3, skus: SKUS, firstNumber: 9001, seed: 3 });
    rows[0]['Lineitem quantity'] = 'lots';
    const res = await api('POST', '/import-orders', { rows, firstRow: 101 });
    expect(res.statusCode).toBe(200);
    // rows[0] is data row 101 of the file: line 102, the header being line 1.
    expect(res.json().errors).toEqual([
      {
        row: 102,
        field: 'Lineitem quantity',
        message: 'Lineitem quantity must be a whole number from 1 to 1,000,000',
      },
    ]);
    expect(res.json().imported).toBe(2);
  });

  it('counts rows with errors, not errors, and names each row by its spreadsheet line', async () => {
    const rows = shopifyExportRows({ orders: 2, skus: ['DS-BH-001'], firstNumber: 9020, seed: 5 });
    // The first row of the first order carries three errors.
    Object.assign(rows[0], {
      'Created at': '',
      'Lineitem quantity': 'lots',
      'Lineitem name': '',
      'Lineitem sku': '',
    });
    const res = await api('POST', '/import-orders', rows);
    expect(res.statusCode).toBe(200);
    const { errors, msg } = res.json();
    expect(errors).toHaveLength(3);
    expect(new Set(errors.map((e: { row: number }) => e.row))).toEqual(new Set([2]));
    expect(msg).toMatch(/, 1 row with errors$/);
  });

  it('refuses a body that is not rows, with a 400 and nothing written', async () => {
    const before = await tableCounts();
    const res = await api('POST', '/import-orders', { rows: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBeTruthy();
    expect(await tableCounts()).toEqual(before);
  });

  it('sets the deadline from the settings and records who imported', async () => {
    const rows = shopifyExportRows({
      orders: 1,
      skus: ['DS-BH-001'],
      firstNumber: 9100,
      start: new Date('2026-11-02T10:00:00Z'),
    });
    await api('POST', '/import-orders', rows);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, '#9100'));
    expect(order.deadlineDate).toBe('2026-11-09'); // demo settings: 7 days
    const events = await api('GET', `/get-order-events?orderId=${order.id}`);
    expect(events.json().doc[0]).toMatchObject({
      kind: 'imported',
      user: { email: expect.stringContaining('@') },
    });
  });
});

describe('routing and sourcing', () => {
  it('assigns the one warehouse that fits and serves lines from its stock', async () => {
    // Antwerp ships only abroad, Hamburg only at home with a 5 kg minimum: a light
    // parcel to DE fits Berlin Central only.
    const [berlin] = await db().select().from(warehouses).where(eq(warehouses.name, 'Berlin Central'));
    const [plate] = await db().select().from(products).where(eq(products.internalSku, 'DS-BH-001'));
    const [before] = await db()
      .select()
      .from(stock)
      .where(sql`${stock.warehouseId} = ${berlin.id} and ${stock.productId} = ${plate.id}`);
    const rows = shopifyExportRows({ orders: 1, skus: ['DS-BH-001'], firstNumber: 9200 });
    rows.forEach((r) => (r['Lineitem quantity'] = '1'));
    rows.forEach((r) => r['Shipping Country'] && (r['Shipping Country'] = 'DE'));
    // Antwerp (international) would fit too: take it out for this order.
    await db().update(warehouses).set({ activated: false }).where(eq(warehouses.name, 'Antwerp Hub'));
    await api('POST', '/import-orders', rows);
    await db().update(warehouses).set({ activated: true }).where(eq(warehouses.name, 'Antwerp Hub'));
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, '#9200'));
    expect(order).toMatchObject({ problematic: false, assignedWarehouseId: berlin.id });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.every((l) => l.fulfilment === 'stock')).toBe(true);
    const [afterStock] = await db().select().from(stock).where(eq(stock.id, before.id));
    const units = lines.reduce((n, l) => n + l.quantity, 0);
    expect(afterStock.totalUnits).toBe(before.totalUnits - units);
    const movements = await db().select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
    expect(movements.every((m) => m.action === 'Remove')).toBe(true);
    expect(movements.reduce((n, m) => n + m.delta, 0)).toBe(-units);
  });
});

/** An order of one DS-BH-001 plate to DE: Berlin Central alone fits and serves it from stock. */
async function orderFromStock(number: number) {
  const [berlin] = await db().select().from(warehouses).where(eq(warehouses.name, 'Berlin Central'));
  const rows = shopifyExportRows({ orders: 1, skus: ['DS-BH-001'], firstNumber: number });
  rows.forEach((r) => (r['Lineitem quantity'] = '2'));
  rows.forEach((r) => r['Shipping Country'] && (r['Shipping Country'] = 'DE'));
  await db().update(warehouses).set({ activated: false }).where(eq(warehouses.name, 'Antwerp Hub'));
  await api('POST', '/import-orders', rows);
  await db().update(warehouses).set({ activated: true }).where(eq(warehouses.name, 'Antwerp Hub'));
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, `#${number}`));
  const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
  expect(line.fulfilment).toBe('stock');
  expect(order.assignedWarehouseId).toBe(berlin.id);
  const [entry] = await db()
    .select()
    .from(stock)
    .where(sql`${stock.warehouseId} = ${berlin.id} and ${stock.productId} = ${line.productId}`);
  return { order, line, entry };
}

describe('refund of a line served from stock', () => {
  const refund = (orderId: string, lineId: string) =>
    api('POST', '/change-order-product-status', { orderId, productUniqueId: lineId, status: 'Refund' });
  const totalOf = async (stockId: string) =>
    (await db().select().from(stock).where(eq(stock.id, stockId)))[0].totalUnits;

  it('before shipping gives the units back: an Add movement naming the order and the user', async () => {
    const { order, line, entry } = await orderFromStock(9250);
    expect((await refund(order.id, line.id)).statusCode).toBe(200);
    expect(await totalOf(entry.id)).toBe(entry.totalUnits + line.quantity);

    const res = await api(
      'GET',
      `/get-stock-history?warehouse_id=${entry.warehouseId}&product_id=${entry.productId}&limit=2`,
    );
    const [returned, served] = res.json().doc;
    expect(returned).toMatchObject({
      unit: line.quantity,
      isAdd: true,
      reason: 'Refunded before shipping',
      order: { _id: order.id, order_number: '#9250' },
      user: { email: expect.stringContaining('@') },
    });
    // Served by the import, which an Admin ran: the removal names the order and that user too.
    expect(served).toMatchObject({
      unit: line.quantity,
      isAdd: false,
      order: { _id: order.id, order_number: '#9250' },
      user: { email: returned.user.email },
    });
  });

  it('after shipping moves nothing', async () => {
    const { order, line, entry } = await orderFromStock(9251);
    // Shipping is not this test's subject: the line is marked Shipped directly.
    await db().update(orderLines).set({ status: 'Shipped' }).where(eq(orderLines.id, line.id));
    const before = await db().select().from(stockMovements).where(eq(stockMovements.stockId, entry.id));
    expect((await refund(order.id, line.id)).statusCode).toBe(200);
    expect(await totalOf(entry.id)).toBe(entry.totalUnits);
    const after = await db().select().from(stockMovements).where(eq(stockMovements.stockId, entry.id));
    expect(after).toHaveLength(before.length);
  });
});

async function problematicOrder(number: number, sku = 'DS-AL-002') {
  // Ten 24 kg benches per line to France: Berlin takes 30 kg at most, Hamburg ships only
  // within DE, Antwerp takes 200 kg at most: no warehouse fits.
  const rows = shopifyExportRows({ orders: 1, skus: [sku], firstNumber: number });
  rows.forEach((r) => (r['Lineitem quantity'] = '10'));
  rows.forEach((r) => r['Shipping Country'] && (r['Shipping Country'] = 'FR'));
  await api('POST', '/import-orders', rows);
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, `#${number}`));
  return order;
}

describe('POST /assign-warehouse', () => {
  it('settles a problematic order once, with one of its candidates', async () => {
    const order = await problematicOrder(9300);
    expect(order.problematic).toBe(true);
    expect(order.warehouseList.length).toBeGreaterThan(0);
    expect(order.problemReason).toBe('no-warehouse-fits');
    // A warehouse opened after routing is not one of the candidates.
    const [outsider] = await db()
      .insert(warehouses)
      .values({
        name: 'Late Warehouse',
        contactPerson: 'X',
        email: 'late@example.test',
        contactPhone: '1',
        streetName: 'A',
        streetNumber: '1',
        city: 'Paris',
        country: 'FR',
        zipCode: '75001',
      })
      .returning();
    const wrong = await api('POST', '/assign-warehouse', { orderId: order.id, warehouseId: outsider.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('warehouseId');
    await db().update(warehouses).set({ activated: false }).where(eq(warehouses.id, outsider.id));
    const res = await api('POST', '/assign-warehouse', {
      orderId: order.id,
      warehouseId: order.warehouseList[0],
    });
    expect(res.statusCode).toBe(200);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after).toMatchObject({ problematic: false, assignedWarehouseId: order.warehouseList[0] });
    const second = await api('POST', '/assign-warehouse', {
      orderId: order.id,
      warehouseId: order.warehouseList[0],
    });
    expect(second.statusCode).toBe(409);
  });

  it('refuses while a SKU is unknown, and works once the product exists', async () => {
    const rows = shopifyExportRows({ orders: 1, skus: ['NEW-SKU-1'], firstNumber: 9400 });
    await api('POST', '/import-orders', rows);
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, '#9400'));
    expect(order.problemReason).toBe('unknown-sku');
    const refused = await api('POST', '/assign-warehouse', {
      orderId: order.id,
      warehouseId: order.warehouseList[0],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(/unknown SKU \(NEW-SKU-1\)/);
    const listed = async () =>
      (await api('GET', '/get-shopify-orders?search=%239400')).json().doc[0].products[0].product_id;
    expect(await listed()).toBeNull();
    const [plate] = await db().select().from(products).where(eq(products.internalSku, 'DS-BH-001'));
    await db().insert(products).values({
      internalSku: 'NEW-SKU-1',
      internalProductName: 'New',
      supplierId: plate.supplierId,
      weight: 1,
      length: 0.1,
      width: 0.1,
      height: 0.1,
    });
    // The list knows the product at once, so the cell offers the choice again.
    expect(await listed()).toMatchObject({ internal_sku: 'NEW-SKU-1' });
    const ok = await api('POST', '/assign-warehouse', {
      orderId: order.id,
      warehouseId: order.warehouseList[0],
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers 404 for an unknown order and 400 for a malformed id', async () => {
    expect(
      (
        await api('POST', '/assign-warehouse', {
          orderId: '00000000-0000-4000-8000-000000000000',
          warehouseId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    const bad = await api('POST', '/assign-warehouse', { orderId: 'x', warehouseId: 'y' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['orderId', 'warehouseId']);
  });
});

/** An order routed to a warehouse with lines to buy from the given SKUs. */
async function orderToBuy(number: number, skus: string[]) {
  const rows = shopifyExportRows({ orders: 1, skus, firstNumber: number });
  await api('POST', '/import-orders', rows);
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, `#${number}`));
  if (order.problematic)
    await api('POST', '/assign-warehouse', { orderId: order.id, warehouseId: order.warehouseList[0] });
  return order;
}

describe('POST /consolidate-order', () => {
  it('consolidates once, then answers 409', async () => {
    const order = await orderToBuy(9500, ['DS-AL-003']);
    const res = await api('POST', '/consolidate-order', { orderId: order.id, consolidated: true });
    expect(res.json()).toEqual({
      msg: 'Order consolidated Successfuly',
      key: 'orderConsolidatedSuccessfuly',
      dropshipping: 1,
    });
    expect(
      (await api('POST', '/consolidate-order', { orderId: order.id, consolidated: false })).statusCode,
    ).toBe(409);
  });

  it('answers {dropshipping: 0} and changes nothing when a supplier does not dropship', async () => {
    const order = await orderToBuy(9510, ['DS-BH-003']); // Brightside: no dropshipping
    const res = await api('POST', '/consolidate-order', { orderId: order.id, consolidated: false });
    expect(res.statusCode).toBe(200);
    expect(res.json().dropshipping).toBe(0);
    const [after] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(after.consolidated).toBeNull();
  });

  it('unconsolidates when every supplier dropships: lines go straight to the customer', async () => {
    const order = await orderToBuy(9520, ['DS-AL-003']);
    const res = await api('POST', '/consolidate-order', { orderId: order.id, consolidated: false });
    expect(res.json()).toEqual({
      msg: 'Order Unconsolidated Successfuly',
      key: 'orderUnconsolidatedSuccessfuly',
      dropshipping: 1,
    });
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.filter((l) => l.fulfilment === 'buy').every((l) => l.directToCustomer)).toBe(true);
    const doc = (await api('GET', `/get-order?id=${order.id}`)).json().doc;
    expect(doc).toMatchObject({
      consolidated: false,
      warehouse_cell: expect.stringMatching(/dropshipped|hybrid/),
    });
  });
});

describe('status, refund, notes, invoice number, shipping info', () => {
  it('changes status by hand only to Pending or Preparation', async () => {
    const order = await orderToBuy(9600, ['DS-CK-003']);
    expect(
      (await api('POST', '/change-order-status', { orderId: order.id, status: 'Preparation' })).statusCode,
    ).toBe(200);
    const ready = await api('POST', '/change-order-status', { orderId: order.id, status: 'Ready' });
    expect(ready.statusCode).toBe(409);
    const bad = await api('POST', '/change-order-status', { orderId: order.id, status: 'Nonsense' });
    expect(bad.statusCode).toBe(400);
    expect((await api('GET', `/get-order?id=${order.id}`)).json().doc.status).toBe('Preparation');
  });

  it('changes status on the consolidate screen under the readiness rule (domain/readiness.ts)', async () => {
    const order = await orderToBuy(9605, ['DS-CK-003']);
    const change = (status: string) =>
      api('POST', '/change-consolidate-order-status', { orderId: order.id, status });
    const undecided = await change('Ready');
    expect(undecided.statusCode).toBe(409);
    expect(undecided.json().msg).toMatch(/Consolidate or unconsolidate/);
    await api('POST', '/consolidate-order', { orderId: order.id, consolidated: true });
    const untracked = await change('Shipped');
    expect(untracked.statusCode).toBe(409);
    expect(untracked.json().msg).toMatch(/shipping info/);
    // No agent, and the bought line is still at its supplier: no Ready.
    const noAgent = await change('Ready');
    expect(noAgent.statusCode).toBe(409);
    expect(noAgent.json().msg).toMatch(/Shipping Agent is missing/);
    // Pending, which it is already: answered as done, with nothing written (no second event).
    expect((await change('Pending')).statusCode).toBe(200);
    const events = (await api('GET', `/get-order-events?orderId=${order.id}`)).json().doc;
    expect(events.filter((e: { kind: string }) => e.kind === 'status-changed')).toEqual([]);
  });

  it('refunds a line once; the order follows its lines', async () => {
    const order = await orderToBuy(9610, ['DS-CK-003']);
    const doc = (await api('GET', `/get-order?id=${order.id}`)).json().doc;
    const line = doc.products[0];
    const res = await api('POST', '/change-order-product-status', {
      orderId: order.id,
      productUniqueId: line.unique_id,
      status: 'Refund',
    });
    expect(res.statusCode).toBe(200);
    const again = await api('POST', '/change-order-product-status', {
      orderId: order.id,
      productUniqueId: line.unique_id,
      status: 'Refund',
    });
    expect(again.statusCode).toBe(409);
    const after = (await api('GET', `/get-order?id=${order.id}`)).json().doc;
    expect(after.products[0].status).toBe('Refund');
    if (after.products.length === 1) expect(after.status).toBe('Refund');
  });

  it('saves notes and invoice numbers, refusing empty ones', async () => {
    const order = await orderToBuy(9620, ['DS-CK-003']);
    expect(
      (await api('POST', '/add-notes-to-order', { orderId: order.id, notes: 'Call before delivery' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await api('POST', '/add-invoice-number-to-order', { orderId: order.id, invoiceNumber: 'INV-42' }))
        .statusCode,
    ).toBe(200);
    const empty = await api('POST', '/add-notes-to-order', { orderId: order.id, notes: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('notes');
    const doc = (await api('GET', `/get-order?id=${order.id}`)).json().doc;
    expect(doc).toMatchObject({ notes: 'Call before delivery', invoice_number: 'INV-42' });
    const kinds = (await api('GET', `/get-order-events?orderId=${order.id}`))
      .json()
      .doc.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['imported', 'notes', 'invoice-number']));
  });

  it('validates shipping info, naming the fields; 404 for an order no warehouse ships, 409 while Pending', async () => {
    const order = await orderToBuy(9630, ['DS-CK-003']);
    const bad = await api('POST', '/add-tracking-id-to-warehouse-orders', {
      orderId: order.id,
      trackingId: 'abc',
      agentName: '',
      trackingURL: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['agentName', 'trackingId', 'trackingURL']);
    const info = {
      orderId: order.id,
      trackingId: '123456',
      agentName: 'Royal Parcel Service',
      trackingURL: 'https://track.example/123456',
    };
    // Undecided, nothing from stock: no warehouse ships it yet (as on Warehouse Orders), so 404.
    expect((await api('POST', '/add-tracking-id-to-warehouse-orders', info)).statusCode).toBe(404);
    await api('POST', '/consolidate-order', { orderId: order.id, consolidated: true });
    // Consolidated, its warehouse ships it: refused while Pending. Once and read-only, from Ready on:
    // tests/api/warehouseOrders.test.ts.
    expect((await api('POST', '/add-tracking-id-to-warehouse-orders', info)).statusCode).toBe(409);
  });
});

describe('GET /get-shopify-orders and /get-consolidate-unconsolidate-orders', () => {
  it('pages newest first, searches and filters by status tag', async () => {
    const page1 = (await api('GET', '/get-shopify-orders?limit=10&offset=1')).json();
    expect(page1.doc).toHaveLength(10);
    expect(page1.count).toBeGreaterThan(500);
    const page2 = (await api('GET', '/get-shopify-orders?limit=10&offset=2')).json();
    expect(page2.doc[0]._id).not.toBe(page1.doc[0]._id);
    const times = page1.doc.map((o: { order_created_at: string }) => o.order_created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const found = (await api('GET', '/get-shopify-orders?search=%239100')).json();
    expect(found.doc.map((o: { order_number: string }) => o.order_number)).toEqual(['#9100']);
    const preparation = (await api('GET', '/get-shopify-orders?tagText=preparation&isTag=true')).json();
    expect(preparation.doc.length).toBeGreaterThan(0);
    expect(preparation.doc.every((o: { status: string }) => o.status === 'Preparation')).toBe(true);
    expect((await api('GET', '/get-shopify-orders?tagText=lost&isTag=true')).statusCode).toBe(400);
  });

  it('answers orders in the documented shape', async () => {
    const [o] = (await api('GET', '/get-shopify-orders?limit=1')).json().doc;
    expect(Object.keys(o)).toEqual(
      expect.arrayContaining([
        '_id',
        'order_id',
        'order_number',
        'order_created_at',
        'status',
        'problemetic',
        'assigned_to',
        'warehouse_list',
        'isHybrid',
        'consolidated',
        'customer',
        'shipping_address',
        'products',
        'deadline_date',
      ]),
    );
    expect(Object.keys(o.products[0])).toEqual(
      expect.arrayContaining([
        'product_id',
        'name',
        'sku',
        'quantity',
        'pack_sku',
        'direct_to_customer',
        'status',
        'unique_id',
        'supplier',
      ]),
    );
  });

  it('answers every field the service gives: the response schemas strip nothing', async () => {
    const page = (await api('GET', '/get-shopify-orders?limit=30')).json();
    const fromService = await ctx.services.orders.masterDashboard({ limit: '30' });
    expect(page.doc).toEqual(JSON.parse(JSON.stringify(fromService.doc)));
    const one = (await api('GET', `/get-order?id=${page.doc[0]._id}`)).json().doc;
    expect(one).toEqual(JSON.parse(JSON.stringify(await ctx.services.orders.get(page.doc[0]._id))));
    const events = (await api('GET', `/get-order-events?orderId=${page.doc[0]._id}`)).json().doc;
    expect(events).toEqual(JSON.parse(JSON.stringify(await ctx.services.orders.events(page.doc[0]._id))));
  });

  it('lists on the consolidation screen only orders with products to buy', async () => {
    const res = (await api('GET', '/get-consolidate-unconsolidate-orders?limit=30')).json();
    expect(res.count).toBeGreaterThan(0);
    expect(res.orders).toEqual(res.doc);
    for (const o of res.doc)
      expect(o.products.some((p: { fulfilment: string }) => p.fulfilment === 'buy')).toBe(true);
  });

  it('leaves off an order whose bought lines are all refunded, as consolidating refuses it', async () => {
    const order = await orderToBuy(9690, ['DS-AL-003']);
    const listed = () => api('GET', '/get-consolidate-unconsolidate-orders?search=%239690');
    expect((await listed()).json().count).toBe(1);
    const { products } = (await api('GET', `/get-order?id=${order.id}`)).json().doc;
    expect(products.every((p: { fulfilment: string }) => p.fulfilment === 'buy')).toBe(true);
    for (const line of products) {
      const res = await api('POST', '/change-order-product-status', {
        orderId: order.id,
        productUniqueId: line.unique_id,
        status: 'Refund',
      });
      expect(res.statusCode).toBe(200);
    }

    expect((await listed()).json()).toMatchObject({ count: 0, doc: [] });
    const choose = await api('POST', '/consolidate-order', { orderId: order.id, consolidated: true });
    expect(choose.statusCode).toBe(409);
  });

  it('is for Admins only', async () => {
    const supplier = await tokenFor(ctx, 'Supplier');
    expect((await api('GET', '/get-shopify-orders', undefined, supplier)).statusCode).toBe(403);
    expect((await api('POST', '/import-orders', [], supplier)).statusCode).toBe(403);
  });
});

describe('GET /export-orders', () => {
  it('exports one row per product line of the filtered orders, formulas neutralised', async () => {
    const rows = shopifyExportRows({ orders: 1, skus: ['DS-BH-001'], firstNumber: 9700 });
    rows[0]['Shipping Name'] = '=HYPERLINK("http://evil") Mallory';
    await api('POST', '/import-orders', rows);
    const res = await api('GET', '/export-orders?search=%239700');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/orders\.csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Date & Time \(UTC\),Order#,Status,Warehouse/);
    expect(lines.length - 1).toBe(rows.length);
    expect(lines[1]).toContain('#9700');
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") Mallory"`);
    // Customer id: the shop's customer id, which the CSV export does not carry: empty, not the order id.
    const customerIdAt = lines[0].split(',').indexOf('Customer id');
    const [order] = await db().select().from(orders).where(eq(orders.orderNumber, '#9700'));
    expect(order.shopOrderId).toBeTruthy();
    expect(lines[1]).not.toContain(order.shopOrderId);
    await db().update(orders).set({ customerShopId: '8800123' }).where(eq(orders.id, order.id));
    const again = (await api('GET', '/export-orders?search=%239700')).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(customerIdAt).toBeGreaterThan(0);
    expect(again[1].split(',')[customerIdAt]).toBe('8800123');
  });

  it('exports everything without a filter, and is for Admins only', async () => {
    const all = await api('GET', '/export-orders');
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines);
    expect(all.body.trim().split('\r\n').length - 1).toBe(n);
    expect((await api('GET', '/export-orders', undefined, await tokenFor(ctx, 'Warehouse'))).statusCode).toBe(
      403,
    );
  });
});
