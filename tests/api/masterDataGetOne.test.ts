import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { seedDemoData } from '../../server/demo/seed';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
});

const get = (url: string, token = admin) =>
  ctx.app.inject({ method: 'GET', url: `/backend/api/admin${url}`, headers: { 'x-auth-token': token } });
const post = (url: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/backend/api/admin${url}`,
    payload,
    headers: { 'x-auth-token': admin },
  });

describe.each([
  { list: '/get-warehouses', key: 'doc', one: '/get-warehouse', remove: '/delete_warehouse' },
  { list: '/get-suppliers', key: 'doc', one: '/get-supplier', remove: '/delete_supplier' },
  {
    list: '/get-shipping-agents',
    key: 'shippingAgents',
    one: '/get-shipping-agent',
    remove: '/delete-shipping-agent',
  },
])('GET $one', ({ list, key, one, remove }) => {
  it('answers the record the list shows, 400 for a bad id, 403 for other roles, still 200 after a refused delete', async () => {
    const [first] = (await get(`${list}?limit=1`)).json()[key];
    const res = await get(`${one}?id=${first._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().doc).toEqual(first);
    expect((await get(`${one}?id=nope`)).statusCode).toBe(400);
    expect((await get(`${one}?id=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await get(`${one}?id=${first._id}`, await tokenFor(ctx, 'Supplier'))).statusCode).toBe(403);
    // Every demo record has unfinished work, so deleting it is refused (deletionHolds.test.ts
    // deletes free records and checks their get-one answers 404).
    const refused = await post(remove, { id: first._id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain(`${first.name} still has`);
    expect((await get(`${one}?id=${first._id}`)).json().doc).toEqual(first);
  });
});

describe('deleting the demo supplier Northwind Textiles', () => {
  it('is refused while it has products and purchase-order lines, naming them', async () => {
    const [northwind] = (await get('/get-suppliers?search=Northwind')).json().doc;
    const res = await post('/delete_supplier', { id: northwind._id });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(
      /^Northwind Textiles still has \d+ products \(DS-NT-\d+, .*open purchase-order lines? \(PO-.*; deactivate it to stop new work$/,
    );
    expect((await get(`/get-supplier?id=${northwind._id}`)).statusCode).toBe(200);
  });
});

describe('GET /get-stock-products', () => {
  it('lists products (not packs) to warehouse staff, who cannot read the Products screen', async () => {
    const warehouse = await tokenFor(ctx, 'Warehouse');
    const res = await get('/get-stock-products?limit=500', warehouse);
    expect(res.statusCode).toBe(200);
    const { doc, count } = res.json();
    expect(count).toBe(14);
    expect(doc.every((p: { isPack: boolean }) => !p.isPack)).toBe(true);
    expect((await get('/get-products', warehouse)).statusCode).toBe(403);
    const found = (await get('/get-stock-products?search=skillet', warehouse)).json();
    expect(found.doc.map((p: { internal_sku: string }) => p.internal_sku)).toEqual(['DS-CK-001']);
  });
});
