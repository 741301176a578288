import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestContext } from './helpers';
import { poLines } from '../../server/db/schema';
import { client } from './productFixtures';
import {
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  supplierToken,
} from './purchasingFixtures';

/** A row of the supplier view (an assign order of a sent PO), as the batch tests read it. */
export type SupplierRow = { _id: string; assigned_to: { _id: string }; products: { _id: string }[] };

/**
 * A supplier with an account and a sent PO of one row per order, each order consolidated or not
 * as `consolidated` says (the Admin, `admin`, decides and sends): the supplier's token and rows.
 */
export async function supplierWithSentPo(ctx: TestContext, admin: string, consolidated: readonly boolean[]) {
  const { post, get } = client(ctx, admin);
  const supplier = await makeSupplier(ctx);
  const token = await supplierToken(ctx, supplier.id);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  for (const decided of consolidated) {
    const { order } = await makeRoutedOrder(ctx, warehouse.id, [
      { productId: product.id, supplierId: supplier.id, quantity: 1 },
    ]);
    await post('/consolidate-order', { orderId: order.id, consolidated: decided });
  }
  const list = (await get('/get-supplier-orders-to-be-sent', { limit: '30' })).json();
  const po = list.supplierOrders.find((p: SupplierRow) => p.assigned_to._id === supplier.id);
  expect((await post('/supplier-order-sent-now', { id: po._id })).statusCode).toBe(200);
  const rows = (await client(ctx, token).get('/get-purchase-orders', { limit: '30' })).json()
    .supplierOrders as SupplierRow[];
  expect(rows).toHaveLength(consolidated.length);
  return { token, rows };
}

/** The PO line of a row (its first product). */
export const lineOfRow = async (ctx: TestContext, row: SupplierRow) =>
  (await ctx.handle.db.select().from(poLines).where(eq(poLines.id, row.products[0]._id)))[0];
