import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, tokenFor, type TestContext } from './helpers';
import { DEMO_PASSWORD, seedDemoData } from '../../server/demo/seed';

let ctx: TestContext;
let admin: string;
let warehouse: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
  warehouse = await login(ctx, 'warehouse@demo.test', DEMO_PASSWORD);
});

const get = async (url: string, token: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/backend/api/admin${url}`,
    headers: { 'x-auth-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('demo parcels and returns', () => {
  it('show a first parcel of a Ready order, an open return and a received one', async () => {
    const returns = (await get('/get-returns?limit=30', admin)).doc;
    expect(returns.map((r: { state: string }) => r.state).sort()).toEqual(['open', 'received']);
    const mine = await get('/get-returns?limit=30', warehouse);
    expect(mine.doc).toHaveLength(2);
    const made = await ctx.handle.db.query.parcels.findMany();
    expect(made.map((p) => p.trackingId)).toEqual(expect.arrayContaining(['JD014600006281450']));
    const partial = made.find((p) => p.trackingId === 'JD014600006281450')!;
    const { doc } = await get(`/get-order-parcels?orderId=${partial.orderId}`, warehouse);
    // Part of the order has left: a line not shipped whole, and the order still Ready.
    expect(doc.lines.some((l: { shipped: number; of: number }) => l.shipped < l.of)).toBe(true);
    expect(doc.lines.some((l: { shipped: number }) => l.shipped > 0)).toBe(true);
  });
});
