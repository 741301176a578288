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
  it('answers the record the list shows, 404 once deleted, 400 for a bad id, 403 for other roles', async () => {
    const [first] = (await get(`${list}?limit=1`)).json()[key];
    const res = await get(`${one}?id=${first._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().doc).toEqual(first);
    expect((await get(`${one}?id=nope`)).statusCode).toBe(400);
    expect((await get(`${one}?id=00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await get(`${one}?id=${first._id}`, await tokenFor(ctx, 'Supplier'))).statusCode).toBe(403);
    expect((await post(remove, { id: first._id })).statusCode).toBe(200);
    expect((await get(`${one}?id=${first._id}`)).statusCode).toBe(404);
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
