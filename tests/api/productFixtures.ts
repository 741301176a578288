import { eq } from 'drizzle-orm';
import { suppliers, warehouses } from '../../server/db/schema';
import type { TestContext } from './helpers';

/** What the product, pack, import and stock tests share: records made directly, calls, counts. */

let n = 0;

export async function addSupplier(ctx: TestContext, name = `Supplier ${++n}`): Promise<string> {
  const [s] = await ctx.handle.db
    .insert(suppliers)
    .values({
      name,
      contactPerson: 'Sam',
      contactEmail: `s${++n}@supplier.test`,
      contactPhone: '1',
      streetName: 'Main',
      streetNumber: '1',
      city: 'Leeds',
      country: 'GB',
      zipCode: 'LS1',
    })
    .returning();
  return s.id;
}

export async function addWarehouse(ctx: TestContext, name = `Warehouse ${++n}`): Promise<string> {
  const [w] = await ctx.handle.db
    .insert(warehouses)
    .values({
      name,
      contactPerson: 'Wes',
      email: `w${++n}@warehouse.test`,
      contactPhone: '1',
      streetName: 'Dock',
      streetNumber: '2',
      city: 'London',
      country: 'GB',
      zipCode: '1000',
    })
    .returning();
  return w.id;
}

export async function deleteSupplier(ctx: TestContext, id: string) {
  await ctx.handle.db.update(suppliers).set({ deletedAt: new Date() }).where(eq(suppliers.id, id));
}

export const productPayload = (
  supplierId: string,
  sku = `SKU-${++n}`,
  extra: Record<string, unknown> = {},
) => ({
  internal_sku: sku,
  supplier_sku: `SUP-${sku}`,
  internal_product_name: `Product ${sku}`,
  supplier_product_name: `Supplier product ${sku}`,
  units: 1,
  units_include: 2,
  weight: 1.5,
  length: 0.4,
  width: 0.3,
  height: 0.2,
  supplierId,
  ...extra,
});

export function client(ctx: TestContext, token: string) {
  const headers = { 'x-auth-token': token };
  return {
    post: (path: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url: `/backend/api/admin${path}`, headers, payload }),
    get: (path: string, query: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: `/backend/api/admin${path}`, headers, query }),
  };
}
export type Client = ReturnType<typeof client>;

/** Adds a product over the API and answers its record. */
export async function addProduct(
  api: Client,
  supplierId: string,
  sku?: string,
  extra?: Record<string, unknown>,
) {
  const res = await api.post('/add-product', productPayload(supplierId, sku, extra));
  if (res.statusCode !== 200) throw new Error(`add-product failed: ${res.statusCode} ${res.body}`);
  return res.json().doc;
}

/** Rows in a table: the same count the master-data tests use. */
export { rowCount as rowsIn } from './masterDataHelpers';

export const fieldsOf = (body: { errors?: { field: string }[] }) => (body.errors ?? []).map((e) => e.field);
