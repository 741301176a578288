import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { client, fieldsOf, type Client } from './productFixtures';
import { orderEvents, orders, products, shippingAgents, suppliers, warehouses } from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { makeAgent, makeProduct, makeRoutedOrder, makeSupplier, makeWarehouse } from './purchasingFixtures';

/**
 * The master data's batch Delete and Activate/Deactivate (docs/api.md "Acting on selected rows"):
 * the single call's rule on each row, a refused row with the single call's reason, a repeated
 * batch changing nothing, a race with the single call applied once, Admin only.
 */
let ctx: TestContext;
let api: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx, await tokenFor(ctx, 'Admin'));
});

const db = () => ctx.handle.db;
type Table = typeof warehouses | typeof suppliers | typeof shippingAgents | typeof products;
const stored = async (table: Table, id: string) =>
  (
    await db()
      .select()
      .from(table as typeof warehouses)
      .where(eq(table.id, id))
  )[0] as { activated?: boolean; deletedAt: Date | null };
const ok = async (path: string, body: object) => {
  const res = await api.post(path, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('deleting the selected records', () => {
  it('deletes the free warehouses, refuses a held one with the single call’s reason, and a second time nothing', async () => {
    const free = await makeWarehouse(ctx);
    const held = await makeWarehouse(ctx);
    const supplierId = (await makeSupplier(ctx)).id;
    const productId = (await makeProduct(ctx, supplierId)).id;
    const { order } = await makeRoutedOrder(ctx, held.id, [{ productId, supplierId, quantity: 1 }]);
    const single = await api.post('/delete_warehouse', { id: held.id });
    expect(single.statusCode).toBe(409);
    const unknown = crypto.randomUUID();

    const answer = await ok('/delete_warehouse-batch', { ids: [free.id, held.id, unknown] });
    expect(answer).toMatchObject({
      msg: '1 changed, 2 refused',
      done: 1,
      refused: 2,
      rows: [
        { id: free.id, outcome: 'done' },
        { id: held.id, outcome: 'refused', reason: single.json().msg },
        { id: unknown, outcome: 'refused', reason: 'Warehouse not found' },
      ],
    });
    expect(single.json().msg).toContain(order.orderNumber);
    expect((await stored(warehouses, free.id)).deletedAt).not.toBeNull();
    expect((await stored(warehouses, held.id)).deletedAt).toBeNull();

    const freeDeletedAt = (await stored(warehouses, free.id)).deletedAt;
    const again = await ok('/delete_warehouse-batch', { ids: [free.id, held.id] });
    expect(again).toMatchObject({ done: 0, refused: 2 });
    expect(again.rows[0]).toMatchObject({
      id: free.id,
      outcome: 'refused',
      reason: 'Already deleted: nothing to change',
    });
    expect((await stored(warehouses, free.id)).deletedAt).toEqual(freeDeletedAt);
  });

  it('deletes products and packs through the product batch; a product in a pack is refused as the single call says', async () => {
    const supplier = await makeSupplier(ctx);
    const [inPack, loose] = [await makeProduct(ctx, supplier.id), await makeProduct(ctx, supplier.id)];
    const pack = (
      await ok('/add-pack', {
        internal_product_name: 'Batch bundle',
        internal_sku: 'PACK-BATCH',
        selected_products: [inPack.id],
      })
    ).doc;
    const single = await api.post('/delete-product', { id: inPack.id });
    expect(single.statusCode).toBe(409);

    const answer = await ok('/delete-product-batch', { ids: [inPack.id, loose.id] });
    expect(answer.rows).toMatchObject([
      { id: inPack.id, outcome: 'refused', reason: single.json().msg },
      { id: loose.id, outcome: 'done' },
    ]);
    // Once its pack is gone, the product goes too: each row is read as it is now.
    expect((await ok('/delete-product-batch', { ids: [pack._id, inPack.id] })).rows).toMatchObject([
      { id: pack._id, outcome: 'done' },
      { id: inPack.id, outcome: 'done' },
    ]);
    expect((await stored(products, inPack.id)).deletedAt).not.toBeNull();
  });

  it('racing the single delete, deletes the record once', async () => {
    const agent = await makeAgent(ctx);
    const [batch, single] = await Promise.all([
      api.post('/delete-shipping-agent-batch', { ids: [agent.id] }),
      api.post('/delete-shipping-agent', { id: agent.id }),
    ]);
    expect(batch.statusCode).toBe(200);
    const done = batch.json().done + (single.statusCode === 200 ? 1 : 0);
    expect(done).toBe(1);
    if (single.statusCode !== 200) expect(single.statusCode).toBe(404);
    else expect(batch.json().rows[0].reason).toBe('Already deleted: nothing to change');
    expect((await stored(shippingAgents, agent.id)).deletedAt).not.toBeNull();
  });
});

describe('activating and deactivating the selected records', () => {
  it('sets the status asked for, refuses a record already there, and a second time nothing', async () => {
    const on = await makeSupplier(ctx);
    const off = await makeSupplier(ctx, { activated: false });
    const answer = await ok('/status_supplier-batch', { ids: [on.id, off.id], activated: false });
    expect(answer).toMatchObject({
      msg: '1 changed, 1 refused',
      done: 1,
      refused: 1,
      rows: [
        { id: on.id, outcome: 'done' },
        { id: off.id, outcome: 'refused', reason: 'Already deactivated: nothing to change' },
      ],
    });
    expect((await stored(suppliers, on.id)).activated).toBe(false);
    const again = await ok('/status_supplier-batch', { ids: [on.id, off.id], activated: false });
    expect(again).toMatchObject({ msg: '0 changed, 2 refused', done: 0, refused: 2 });

    const back = await ok('/status-shipping-agent-batch', {
      ids: [(await makeAgent(ctx, { activated: false })).id],
      activated: true,
    });
    expect(back).toMatchObject({ msg: '1 changed', done: 1, refused: 0 });
  });

  it('racing the single toggle, changes the status once', async () => {
    const agent = await makeAgent(ctx);
    const [batch, single] = await Promise.all([
      api.post('/status-shipping-agent-batch', { ids: [agent.id], activated: false }),
      api.post('/status-shipping-agent', { id: agent.id, status: true }),
    ]);
    expect(batch.statusCode).toBe(200);
    // The later of the two finds the status changed: the batch says Already, the toggle 409.
    expect(batch.json().done + (single.statusCode === 200 ? 1 : 0)).toBe(1);
    expect((await stored(shippingAgents, agent.id)).activated).toBe(false);
  });

  it('activating a warehouse routes the waiting orders it fits, as the single toggle does', async () => {
    const supplierId = (await makeSupplier(ctx)).id;
    const [bremen] = await db()
      .update(warehouses)
      .set({ name: 'Bremen', country: 'DE', activated: false })
      .where(eq(warehouses.id, (await makeWarehouse(ctx)).id))
      .returning();
    await db().insert(products).values({
      internalSku: 'BATCH-BRICK',
      supplierSku: 'SUP-BATCH-BRICK',
      internalProductName: 'Brick',
      supplierProductName: 'Brick',
      supplierId,
      weight: 0.5,
      length: 0.1,
      width: 0.1,
      height: 0.1,
    });
    // Every other warehouse stops taking orders, so the order waits for Bremen.
    const others = await db()
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.activated, true), isNull(warehouses.deletedAt)));
    await ok('/status_warehouse-batch', { ids: others.map((w) => w.id), activated: false });
    const [row] = shopifyExportRows({ orders: 1, skus: ['BATCH-BRICK'], firstNumber: 91_001, seed: 7 });
    const imported = await ok('/import-orders', {
      rows: [{ ...row, 'Shipping Country': 'DE', 'Lineitem sku': 'BATCH-BRICK', 'Lineitem quantity': '2' }],
    });
    expect(imported.errors).toEqual([]);
    const [waiting] = await db().select().from(orders).where(eq(orders.orderNumber, '#91001'));
    expect(waiting).toMatchObject({ problematic: true, assignedWarehouseId: null });

    expect((await ok('/status_warehouse-batch', { ids: [bremen.id], activated: true })).done).toBe(1);
    const [routed] = await db().select().from(orders).where(eq(orders.id, waiting.id));
    expect(routed).toMatchObject({ problematic: false, assignedWarehouseId: bremen.id });
    const timeline = await db()
      .select({ kind: orderEvents.kind, detail: orderEvents.detail })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, waiting.id))
      .orderBy(asc(orderEvents.seq));
    expect(timeline.map((e) => e.kind)).toContain('routed');
    expect(timeline.find((e) => e.kind === 'warehouse-changed')?.detail).toEqual({
      warehouseId: bremen.id,
      warehouse: 'Bremen',
      change: 'activated',
    });
  });
});

describe('who may act on a selection, and what it must send', () => {
  it.each(['Warehouse', 'Supplier'] as const)('is 403 for a %s user, as the single calls', async (role) => {
    const other = client(ctx, await tokenFor(ctx, role));
    const id = (await makeAgent(ctx)).id;
    expect((await other.post('/delete-shipping-agent-batch', { ids: [id] })).statusCode).toBe(403);
    expect(
      (await other.post('/status-shipping-agent-batch', { ids: [id], activated: false })).statusCode,
    ).toBe(403);
    expect((await stored(shippingAgents, id)).deletedAt).toBeNull();
  });

  it('answers 400 naming `ids`, `ids.1` or `activated`', async () => {
    const id = (await makeAgent(ctx)).id;
    const fields = async (path: string, body: object) => {
      const res = await api.post(path, body);
      expect(res.statusCode, res.body).toBe(400);
      return fieldsOf(res.json());
    };
    expect(await fields('/delete_supplier-batch', { ids: [] })).toEqual(['ids']);
    expect(await fields('/delete_supplier-batch', {})).toEqual(['ids']);
    expect(await fields('/delete-product-batch', { ids: [id, 'not-an-id'] })).toEqual(['ids.1']);
    expect(await fields('/status_warehouse-batch', { ids: [id] })).toEqual(['activated']);
    expect(
      await fields('/delete_warehouse-batch', {
        ids: Array.from({ length: 1001 }, () => crypto.randomUUID()),
      }),
    ).toEqual(['ids']);
  });
});
