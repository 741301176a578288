import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { client, fieldsOf } from './productFixtures';
import { seedDemoData } from '../../server/demo/seed';
import {
  orders,
  pickupOrders,
  poAssignments,
  products,
  purchaseOrders,
  shippingAgents,
  suppliers,
  warehouses,
} from '../../server/db/schema';
import { makeAgent } from './purchasingFixtures';

/**
 * A UUID is one row whatever its case (issue 28 item 10): every batch call answers an id named
 * again in capitals once, under the id as stored (lower case). And each row is answered with the
 * label a person knows it by (item 16), none for a row not found.
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
});

const post = (url: string, payload: object) => client(ctx, admin).post(url, payload);
const db = () => ctx.handle.db;
const firstId = async (table: typeof orders | typeof warehouses | typeof suppliers | typeof products) =>
  (await db().select({ id: table.id }).from(table).limit(1))[0].id;
/** An unknown id with letters, so that its capital form differs. */
const UNKNOWN = 'a00bcdef-0000-4000-8000-00000000000a';

/** What each batch call takes beside `ids`, and a row id of its kind (else an unknown one). */
const routes: [path: string, rowId: () => Promise<string>, extra: () => Promise<object>][] = [
  ['/change-order-status-batch', () => firstId(orders), async () => ({ status: 'Preparation' })],
  [
    '/assign-warehouse-batch',
    () => firstId(orders),
    async () => ({ warehouseId: await firstId(warehouses) }),
  ],
  ['/consolidate-order-batch', () => firstId(orders), async () => ({ consolidated: true })],
  ['/refund-order-batch', async () => UNKNOWN, async () => ({})],
  ['/update-warehouse-order-status-batch', warehouseOrderId, async () => ({ status: 'Preparation' })],
  [
    '/add-shipping-agent-to-warehouse-order-batch',
    warehouseOrderId,
    async () => ({ shippingAgentId: (await makeAgent(ctx)).id }),
  ],
  [
    '/update-order-estimated-shipping-date-batch',
    () => firstId(orders),
    async () => ({ estimatedDate: soon() }),
  ],
  [
    '/add-shipping-agent-to-product-batch',
    assignmentId,
    async () => ({ shippingAgentId: (await makeAgent(ctx)).id }),
  ],
  ['/update-estimated-shipping-date-batch', assignmentId, async () => ({ estimatedDate: soon() })],
  ['/change-product-status-batch', assignmentId, async () => ({ status: 'Preparation' })],
  ['/add-tracking-id-to-supplier-orders-batch', assignmentId, async () => tracking],
  [
    '/supplier-order-sent-now-batch',
    async () => (await db().select().from(purchaseOrders).limit(1))[0].id,
    none,
  ],
  ['/pickup-order-sent-now-batch', pickupOrderId, none],
  ['/add-shipping-info-to-pickup-order-batch', pickupOrderId, async () => tracking],
  ['/change-puo-status-batch', pickupOrderId, async () => ({ status: 'Awaiting Pickup' })],
  ['/status_warehouse-batch', () => firstId(warehouses), async () => ({ activated: true })],
  ['/status_supplier-batch', () => firstId(suppliers), async () => ({ activated: true })],
  [
    '/status-shipping-agent-batch',
    async () => (await db().select().from(shippingAgents).limit(1))[0].id,
    async () => ({ activated: true }),
  ],
  ['/delete_warehouse-batch', async () => UNKNOWN, none],
  ['/delete_supplier-batch', async () => UNKNOWN, none],
  ['/delete-shipping-agent-batch', async () => UNKNOWN, none],
  ['/delete-product-batch', async () => UNKNOWN, none],
];

async function none() {
  return {};
}
function soon() {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}
const tracking = { trackingId: '123456', agentName: 'DHL', trackingURL: 'https://track.test/123456' };
async function assignmentId() {
  const [row] = await db()
    .select({ id: poAssignments.id })
    .from(poAssignments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
    .limit(1);
  return row?.id ?? UNKNOWN;
}
/** An order Warehouse Orders lists (another is not found there). */
async function warehouseOrderId(): Promise<string> {
  const res = await client(ctx, admin).get('/get-all-warehouse-orders', { limit: '1', offset: '1' });
  return res.json().doc[0]._id;
}
async function pickupOrderId() {
  return (await db().select({ id: pickupOrders.id }).from(pickupOrders).limit(1))[0]?.id ?? UNKNOWN;
}

describe('a batch names a row once whatever the case of its id', () => {
  it.each(routes)('%s answers [id, id, ID] with one row', async (path, rowId, extra) => {
    const id = await rowId();
    const res = await post(path, { ids: [id, id, id.toUpperCase()], ...(await extra()) });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.rows.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(answer.done + answer.refused).toBe(1);
    const notFound = / not found$/.test(answer.rows[0].reason ?? '');
    expect(answer.rows[0].label).toBe(notFound ? undefined : await labelOf(path, id));
    if (id !== UNKNOWN && !/warehouse-order|order-estimated/.test(path)) expect(notFound).toBe(false);
  });

  it('names no row another supplier’s or another warehouse’s, as the single call shows none', async () => {
    const supplier = await tokenFor(ctx, 'Supplier');
    const warehouse = await tokenFor(ctx, 'Warehouse');
    const row = await assignmentId();
    const order = await firstId(orders);
    const asSupplier = await client(ctx, supplier).post('/update-estimated-shipping-date-batch', {
      ids: [row],
      estimatedDate: soon(),
    });
    const asWarehouse = await client(ctx, warehouse).post('/update-order-estimated-shipping-date-batch', {
      ids: [order],
      estimatedDate: soon(),
    });
    expect(asSupplier.json().rows).toEqual([{ id: row, outcome: 'refused', reason: 'Product not found' }]);
    expect(asWarehouse.json().rows).toEqual([
      { id: order, outcome: 'refused', reason: 'Order not found', key: 'orderNotFound' },
    ]);
  });
});

/** The label each kind of row is known by, read from the database. */
async function labelOf(path: string, id: string): Promise<string> {
  const one = async <T>(rows: Promise<T[]>) => (await rows)[0];
  if (/order-status|assign-warehouse|consolidate|refund|warehouse-order|order-estimated/.test(path))
    return (await one(db().select().from(orders).where(eq(orders.id, id)))).orderNumber;
  if (/product|supplier-orders-batch|update-estimated/.test(path)) {
    const row = await one(
      db()
        .select({ po: purchaseOrders.poNumber, order: orders.orderNumber })
        .from(poAssignments)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, poAssignments.purchaseOrderId))
        .leftJoin(orders, eq(orders.id, poAssignments.orderId))
        .where(eq(poAssignments.id, id)),
    );
    return row.order ? `${row.po} ${row.order}` : row.po;
  }
  if (path.startsWith('/supplier-order-sent-now'))
    return (await one(db().select().from(purchaseOrders).where(eq(purchaseOrders.id, id)))).poNumber;
  if (/pickup-order|puo/.test(path))
    return (await one(db().select().from(pickupOrders).where(eq(pickupOrders.id, id)))).pickupOrderNumber;
  const table = path.includes('warehouse')
    ? warehouses
    : path.includes('supplier')
      ? suppliers
      : shippingAgents;
  return (await one(db().select({ name: table.name }).from(table).where(eq(table.id, id)))).name;
}

describe('POST /add-shipping-agent-to-product-batch with an agent that may not be chosen', () => {
  it('is one 400 naming shippingAgentId, as its warehouse twin, and changes nothing', async () => {
    const ids = [await assignmentId()];
    for (const shippingAgentId of [UNKNOWN, (await makeAgent(ctx, { activated: false })).id]) {
      const products = await post('/add-shipping-agent-to-product-batch', { ids, shippingAgentId });
      const twin = await post('/add-shipping-agent-to-warehouse-order-batch', {
        ids: [await firstId(orders)],
        shippingAgentId,
      });
      expect(products.statusCode, products.body).toBe(400);
      expect(twin.statusCode).toBe(400);
      expect(fieldsOf(products.json())).toEqual(['shippingAgentId']);
      expect(fieldsOf(twin.json())).toEqual(['shippingAgentId']);
    }
  });
});
