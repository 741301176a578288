import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import {
  orderLines,
  orders,
  products,
  shippingAgents,
  suppliers,
  users,
  warehouses,
} from '../../server/db/schema';
import { pickupCalls, twoLinesReadyOnPickup } from './pickupCalls';
import {
  makeAgent,
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  supplierToken,
} from './purchasingFixtures';

let ctx: TestContext;
let admin: string;
const { api } = pickupCalls(() => ({ ctx, admin }));
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
});

const db = () => ctx.handle.db;
const deletedAt = async (table: typeof suppliers | typeof warehouses | typeof shippingAgents, id: string) =>
  (await db().select({ at: table.deletedAt }).from(table).where(eq(table.id, id)))[0].at;
const productDeletedAt = async (id: string) =>
  (await db().select({ at: products.deletedAt }).from(products).where(eq(products.id, id)))[0].at;

/** A supplier's product bought for an order assigned to a warehouse, consolidated: an open PO line. */
async function boughtOnOpenPo() {
  const supplier = await makeSupplier(ctx);
  const token = await supplierToken(ctx, supplier.id);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const { order } = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.id, quantity: 2 },
  ]);
  const consolidated = await api('/consolidate-order', { orderId: order.id, consolidated: true });
  expect(consolidated.statusCode, consolidated.body).toBe(200);
  const pos = (await api('/get-supplier-orders-to-be-sent?limit=30')).json().supplierOrders as {
    poNumber: string;
    assigned_to: { _id: string };
  }[];
  const poNumber = pos.find((p) => p.assigned_to._id === supplier.id)!.poNumber;
  expect(poNumber).toMatch(/^PO-/);
  return { supplier, token, warehouse, product, order, poNumber };
}

describe('deleting a record that unfinished work depends on', () => {
  it('refuses a supplier with products and open PO lines (409 naming them); it and its sign-in stay', async () => {
    const { supplier, token, product, poNumber } = await boughtOnOpenPo();
    const res = await api('/delete_supplier', { id: supplier.id });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toBe(
      `${supplier.name} still has 1 product (${product.internalSku}) and 1 open purchase-order line (${poNumber}); deactivate it to stop new work`,
    );
    expect(await deletedAt(suppliers, supplier.id)).toBeNull();
    const [account] = await db().select().from(users).where(eq(users.supplierId, supplier.id));
    expect(account.active).toBe(true);
    expect((await api('/get-purchase-orders?limit=10', undefined, token)).statusCode).not.toBe(401);
    expect((await api(`/get-supplier?id=${supplier.id}`)).statusCode).toBe(200);
  });

  it('refuses a warehouse with an assigned order not shipped and goods bought for it', async () => {
    const { warehouse, order, poNumber } = await boughtOnOpenPo();
    const res = await api('/delete_warehouse', { id: warehouse.id });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toBe(
      `${warehouse.name} still has 1 order not yet shipped (${order.orderNumber}) and 1 open purchase-order line (${poNumber}); deactivate it to stop new work`,
    );
    expect(await deletedAt(warehouses, warehouse.id)).toBeNull();
  });

  it('refuses a warehouse holding stock', async () => {
    const supplier = await makeSupplier(ctx);
    const warehouse = await makeWarehouse(ctx);
    const product = await makeProduct(ctx, supplier.id);
    const added = await api('/add-stock', { warehouse_id: warehouse.id, product_id: product.id, units: 5 });
    expect(added.statusCode, added.body).toBe(200);
    const res = await api('/delete_warehouse', { id: warehouse.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toContain(`${warehouse.name} still has 5 units in stock`);
    expect(await deletedAt(warehouses, warehouse.id)).toBeNull();
  });

  it('refuses a product on an order line and a PO line not yet shipped', async () => {
    const { product, order, poNumber } = await boughtOnOpenPo();
    const res = await api('/delete-product', { id: product.id });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().msg).toBe(
      `"${product.internalProductName}" (${product.internalSku}) still has 1 order line not yet shipped (${order.orderNumber}) and 1 open purchase-order line (${poNumber}); delete it once they are shipped, refunded or removed`,
    );
    expect(await productDeletedAt(product.id)).toBeNull();
  });

  it('refuses a shipping agent with pickup lines and suppliers’ lines that chose it', async () => {
    const { agent, supplier } = await twoLinesReadyOnPickup(ctx, api, { consolidated: true });
    const res = await api('/delete-shipping-agent', { id: agent.id });
    expect(res.statusCode, res.body).toBe(409);
    const msg = res.json().msg as string;
    expect(msg).toMatch(
      new RegExp(
        `^${agent.name} still has 2 pickup-order lines not yet shipped \\(PUO-\\d+\\) and 2 sent purchase-order lines not yet shipped \\(PO-\\d+\\); deactivate it`,
      ),
    );
    expect(await deletedAt(shippingAgents, agent.id)).toBeNull();
    // The supplier of those sent lines is held by them too.
    const bySupplier = await api('/delete_supplier', { id: supplier.id });
    expect(bySupplier.statusCode).toBe(409);
    expect(bySupplier.json().msg).toContain('2 sent purchase-order lines not yet shipped (PO-');
  });
});

describe('deleting a record whose work is finished or that has none', () => {
  it('deletes a warehouse whose orders are shipped; its get-one then answers 404', async () => {
    const supplier = await makeSupplier(ctx);
    const warehouse = await makeWarehouse(ctx);
    const product = await makeProduct(ctx, supplier.id);
    const { order } = await makeRoutedOrder(ctx, warehouse.id, [
      { productId: product.id, supplierId: supplier.id, quantity: 1 },
    ]);
    await db().update(orderLines).set({ status: 'Shipped' }).where(eq(orderLines.orderId, order.id));
    await db().update(orders).set({ status: 'Shipped' }).where(eq(orders.id, order.id));
    const res = await api('/delete_warehouse', { id: warehouse.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await deletedAt(warehouses, warehouse.id)).not.toBeNull();
    expect((await api(`/get-warehouse?id=${warehouse.id}`)).statusCode).toBe(404);
    // The product's only line is shipped: it goes too, then its supplier with nothing left.
    expect((await api('/delete-product', { id: product.id })).statusCode).toBe(200);
    expect((await api(`/get-product?id=${product.id}`)).statusCode).toBe(404);
    expect((await api('/delete_supplier', { id: supplier.id })).statusCode).toBe(200);
    expect((await api(`/get-supplier?id=${supplier.id}`)).statusCode).toBe(404);
  });

  it('deletes a shipping agent that nothing uses; its get-one then answers 404', async () => {
    const agent = await makeAgent(ctx);
    const res = await api('/delete-shipping-agent', { id: agent.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(await deletedAt(shippingAgents, agent.id)).not.toBeNull();
    expect((await api(`/get-shipping-agent?id=${agent.id}`)).statusCode).toBe(404);
  });
});
