import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { client, type Client } from './productFixtures';
import {
  makeAgent,
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  supplierToken,
  warehouseToken,
} from './purchasingFixtures';
import { pickupOrders, poAssignments, poLines, puoAssignments, puoLines } from '../../server/db/schema';

/**
 * Activity shows a Supplier or Warehouse user the changes of the records its own screens show
 * it (issue 32 item 3): a supplier its sent purchase orders, their assign orders and lines and
 * the order lines they buy; a warehouse the orders of its Warehouse Orders and their lines.
 * Asked when read: a PO's records appear once it is sent.
 */
let ctx: TestContext;
let admin: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = client(ctx, await tokenFor(ctx, 'Admin'));
});

const db = () => ctx.handle.db;

type Read = { doc: { resource: string; recordId: string; kind: string }[]; count: number };

async function read(who: Client, query: Record<string, string> = {}): Promise<Read> {
  const res = await who.get('/activity', { limit: '500', ...query });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as Read;
  expect(body.doc).toHaveLength(body.count);
  return body;
}

const recordsOf = (r: Read, resource: string) =>
  new Set(r.doc.filter((d) => d.resource === resource).map((d) => d.recordId));

/**
 * A supplier with an account and a sent PO serving two orders routed to its own warehouse: one
 * consolidated (the warehouse ships it, its line bought to the warehouse), one dropshipped.
 */
async function supplierWithSentPo() {
  const supplier = await makeSupplier(ctx);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const line = { productId: product.id, supplierId: supplier.id, quantity: 1 };
  const toWarehouse = await makeRoutedOrder(ctx, warehouse.id, [line]);
  const toCustomer = await makeRoutedOrder(ctx, warehouse.id, [line]);
  for (const [order, consolidated] of [
    [toWarehouse, true],
    [toCustomer, false],
  ] as const)
    expect(
      (await admin.post('/consolidate-order', { orderId: order.order.id, consolidated })).statusCode,
    ).toBe(200);
  const list = (await admin.get('/get-supplier-orders-to-be-sent', { limit: '100' })).json();
  const po = list.supplierOrders.find(
    (p: { assigned_to: { _id: string } }) => p.assigned_to._id === supplier.id,
  );
  expect((await admin.post('/supplier-order-sent-now', { id: po._id })).statusCode).toBe(200);
  const assignments = await db()
    .select()
    .from(poAssignments)
    .where(eq(poAssignments.purchaseOrderId, po._id));
  const lines = await db()
    .select()
    .from(poLines)
    .where(
      inArray(
        poLines.poAssignmentId,
        assignments.map((a) => a.id),
      ),
    );
  return {
    supplier,
    warehouse,
    product,
    toWarehouse,
    toCustomer,
    poId: po._id as string,
    assignments,
    lines,
    as: client(ctx, await supplierToken(ctx, supplier.id)),
    warehouseUser: client(ctx, await warehouseToken(ctx, warehouse.id)),
  };
}

let a: Awaited<ReturnType<typeof supplierWithSentPo>>;
let b: Awaited<ReturnType<typeof supplierWithSentPo>>;
/** Supplier a's next PO, still to be sent. */
let unsent: { poId: string; orderLineId: string; orderId: string };
let puoId: string;
beforeAll(async () => {
  a = await supplierWithSentPo();
  b = await supplierWithSentPo();

  // The supplier works on its lines: the dropshipped line's order line follows its status.
  const dropshipped = a.lines.find((l) => l.orderLineId === a.toCustomer.lines[0].id)!;
  const bought = a.lines.find((l) => l.orderLineId === a.toWarehouse.lines[0].id)!;
  expect(
    (await a.as.post('/change-product-status', { productId: dropshipped.id, status: 'Preparation' }))
      .statusCode,
  ).toBe(200);
  // The bought line Ready with its agent: it joins the agent's pickup order at the supplier.
  const agent = await makeAgent(ctx);
  expect(
    (await a.as.post('/add-shipping-agent-to-product', { productId: bought.id, shippingAgentId: agent.id }))
      .statusCode,
  ).toBe(200);
  expect(
    (await a.as.post('/change-product-status', { productId: bought.id, status: 'Ready' })).statusCode,
  ).toBe(200);
  const [puoLine] = await db().select().from(puoLines).where(eq(puoLines.poLineId, bought.id));
  const [assignment] = await db()
    .select()
    .from(puoAssignments)
    .where(eq(puoAssignments.id, puoLine.puoAssignmentId));
  puoId = assignment.pickupOrderId;

  const more = await makeRoutedOrder(ctx, a.warehouse.id, [
    { productId: a.product.id, supplierId: a.supplier.id, quantity: 3 },
  ]);
  expect(
    (await admin.post('/consolidate-order', { orderId: more.order.id, consolidated: true })).statusCode,
  ).toBe(200);
  const [open] = await db()
    .select({ poId: poAssignments.purchaseOrderId })
    .from(poAssignments)
    .where(eq(poAssignments.orderId, more.order.id));
  unsent = { poId: open.poId, orderLineId: more.lines[0].id, orderId: more.order.id };
});

describe('a Supplier user', () => {
  it('reads its sent PO, its assign orders and lines, and the order lines they buy', async () => {
    const seen = await read(a.as);
    expect(recordsOf(seen, 'purchase_orders')).toEqual(new Set([a.poId]));
    expect(recordsOf(seen, 'po_assignments')).toEqual(new Set(a.assignments.map((x) => x.id)));
    expect(recordsOf(seen, 'po_lines')).toEqual(new Set(a.lines.map((l) => l.id)));
    expect(recordsOf(seen, 'order_lines')).toEqual(
      new Set([a.toWarehouse.lines[0].id, a.toCustomer.lines[0].id]),
    );
    // Its own change and the order line's that followed it.
    const dropshipped = a.toCustomer.lines[0].id;
    expect(seen.doc).toContainEqual(
      expect.objectContaining({ resource: 'order_lines', recordId: dropshipped, kind: 'changed' }),
    );
    // The order itself is not on its screen, nor is the pickup order its line joined.
    for (const resource of ['orders', 'pickup_orders', 'puo_assignments', 'puo_lines'])
      expect(recordsOf(seen, resource), resource).toEqual(new Set());
    // Its supplier's own records as before.
    expect(recordsOf(seen, 'suppliers')).toEqual(new Set([a.supplier.id]));
  });

  it('reads nothing of another supplier’s PO, nor of its own PO before it is sent', async () => {
    const seen = await read(a.as);
    const ids = new Set(seen.doc.map((d) => d.recordId));
    for (const id of [
      b.poId,
      ...b.assignments.map((x) => x.id),
      ...b.lines.map((l) => l.id),
      b.toCustomer.lines[0].id,
    ])
      expect(ids.has(id), id).toBe(false);
    expect(ids.has(unsent.poId)).toBe(false);
    expect(ids.has(unsent.orderLineId)).toBe(false);
    expect((await read(a.as, { resource: 'purchase_orders', recordId: unsent.poId })).count).toBe(0);
    expect((await read(b.as, { resource: 'purchase_orders', recordId: a.poId })).count).toBe(0);
  });

  it('keeps ?orderId= and ?resource= within what it may read', async () => {
    const ofOrder = await read(a.as, { orderId: a.toCustomer.order.id });
    expect(ofOrder.count).toBeGreaterThan(0);
    expect(new Set(ofOrder.doc.map((d) => d.resource))).toEqual(new Set(['order_lines', 'po_assignments']));
    const adminOfOrder = await read(admin, { orderId: a.toCustomer.order.id });
    expect(adminOfOrder.doc.some((d) => d.resource === 'orders')).toBe(true);

    expect((await read(a.as, { orderId: b.toCustomer.order.id })).count).toBe(0);
    expect((await read(a.as, { orderId: unsent.orderId })).count).toBe(0);
    expect((await read(a.as, { resource: 'orders' })).count).toBe(0);
    const lines = await read(a.as, { resource: 'order_lines' });
    expect(new Set(lines.doc.map((d) => d.recordId))).toEqual(
      new Set([a.toWarehouse.lines[0].id, a.toCustomer.lines[0].id]),
    );
  });

  it('exports the same records as it lists', async () => {
    const csv = await a.as.get('/export-activity');
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\r\n')).toHaveLength((await read(a.as)).count + 1);
    expect(csv.body).toContain(a.poId);
    expect(csv.body).not.toContain(b.poId);
    expect(csv.body).not.toContain(unsent.poId);
    const ofOrder = await a.as.get('/export-activity', { orderId: b.toCustomer.order.id });
    expect(ofOrder.body.trim().split('\r\n')).toHaveLength(1);
  });

  it('reads a PO’s records once it is sent, its history before included', async () => {
    expect((await admin.post('/supplier-order-sent-now', { id: unsent.poId })).statusCode).toBe(200);
    const seen = await read(a.as, { resource: 'purchase_orders', recordId: unsent.poId });
    expect(seen.doc.map((d) => d.kind)).toEqual(['changed', 'created']);
    expect(recordsOf(await read(a.as, { orderId: unsent.orderId }), 'order_lines')).toEqual(
      new Set([unsent.orderLineId]),
    );
  });
});

describe('a Warehouse user', () => {
  it('reads the orders of its Warehouse Orders and their lines, not those its suppliers dropship', async () => {
    const seen = await read(a.warehouseUser);
    expect(recordsOf(seen, 'orders')).toContain(a.toWarehouse.order.id);
    expect(recordsOf(seen, 'order_lines')).toContain(a.toWarehouse.lines[0].id);
    expect(recordsOf(seen, 'orders').has(a.toCustomer.order.id)).toBe(false);
    expect(recordsOf(seen, 'order_lines').has(a.toCustomer.lines[0].id)).toBe(false);
    // The orders' records are exactly those of its list.
    const listed = (await a.warehouseUser.get('/get-all-warehouse-orders', { limit: '100' })).json();
    const listedIds = new Set<string>((listed.doc ?? listed.orders).map((o: { _id: string }) => o._id));
    expect(recordsOf(seen, 'orders')).toEqual(listedIds);
    // Purchase and pickup orders are on none of its screens.
    for (const resource of [
      'purchase_orders',
      'po_assignments',
      'po_lines',
      'pickup_orders',
      'puo_assignments',
      'puo_lines',
    ])
      expect(recordsOf(seen, resource), resource).toEqual(new Set());
    expect(recordsOf(seen, 'warehouses')).toEqual(new Set([a.warehouse.id]));
  });

  it('reads nothing of another warehouse’s orders, through any filter or the export', async () => {
    const seen = await read(a.warehouseUser);
    expect(recordsOf(seen, 'orders').has(b.toWarehouse.order.id)).toBe(false);
    expect((await read(a.warehouseUser, { orderId: b.toWarehouse.order.id })).count).toBe(0);
    expect((await read(b.warehouseUser, { orderId: a.toWarehouse.order.id })).count).toBe(0);

    const ofOrder = await read(a.warehouseUser, { orderId: a.toWarehouse.order.id });
    expect(new Set(ofOrder.doc.map((d) => d.resource))).toEqual(new Set(['orders', 'order_lines']));
    const orders = await read(a.warehouseUser, { resource: 'orders' });
    expect(orders.doc.every((d) => d.recordId !== b.toWarehouse.order.id)).toBe(true);
    expect(orders.count).toBeGreaterThan(0);
    expect((await read(a.warehouseUser, { resource: 'pickup_orders', recordId: puoId })).count).toBe(0);

    const csv = await a.warehouseUser.get('/export-activity');
    expect(csv.body.trim().split('\r\n')).toHaveLength(seen.count + 1);
    expect(csv.body).toContain(a.toWarehouse.order.id);
    expect(csv.body).not.toContain(b.toWarehouse.order.id);
    expect(csv.body).not.toContain(puoId);
  });

  it('leaves the Admin reading every record', async () => {
    const [puo] = await db().select().from(pickupOrders).where(eq(pickupOrders.id, puoId));
    expect(puo).toBeDefined();
    const seen = await read(admin, { resource: 'pickup_orders', recordId: puoId });
    expect(seen.count).toBeGreaterThan(0);
    expect((await read(admin, { orderId: b.toCustomer.order.id })).count).toBeGreaterThan(0);
  });
});
