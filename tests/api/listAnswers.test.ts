import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orders } from '../../server/db/schema';
import { ORDER_STATUSES } from '../../domain/orderStatus';

/**
 * The Master Dashboard answers, for every page, search, Filter tag and sort, exactly the rows of
 * a plain reference query in its documented order (docs/api.md "Sorting a list"): whatever the
 * list does to read a page fast (indexes, later keyset) changes no answer. The data ties on every
 * sorted column, the date included.
 */
let ctx: TestContext;
let admin: string;
const CITIES = ['Leeds', 'bath', 'York', null];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
  await ctx.handle.db.insert(orders).values(
    Array.from({ length: 23 }, (_, i) => ({
      orderNumber: `#${1000 + (i % 19)}`,
      // Three orders to a minute: ties on the date.
      orderCreatedAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3))),
      source: 'manual' as const,
      status: ORDER_STATUSES[i % 4],
      shippingCity: CITIES[i % 4],
      searchText: `#${1000 + (i % 19)} ${i % 2 ? 'ada lovelace' : 'alan turing'} sku-${i % 5}`,
    })),
  );
});

/** The reference: the list's order written out, the sort's direction carried to the tie-break. */
const SORTED: Record<string, string> = {
  order_created_at: 'order_created_at',
  order_number: 'order_number',
  'shipping_address.city': 'lower(shipping_city)',
  status: `array_position(array['Pending','Preparation','Ready','Awaiting Pickup','Shipped','Refund']::text[], status)`,
};

async function reference(where: string, sort?: string, order: 'asc' | 'desc' = 'asc'): Promise<string[]> {
  const by = sort
    ? `${SORTED[sort]} ${order}, order_created_at ${order}, id ${order}`
    : 'order_created_at desc, id desc';
  const answer = (await ctx.handle.db.execute(
    sql.raw(`select id from orders where ${where} order by ${by}`),
  )) as unknown as { rows: { id: string }[] };
  return answer.rows.map((r) => r.id);
}

async function listed(query: string): Promise<{ ids: string[]; count: number }> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/backend/api/admin/get-shopify-orders?${query}`,
    headers: { 'x-auth-token': admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ids: res.json().doc.map((o: { _id: string }) => o._id), count: res.json().count };
}

const filters: [string, string][] = [
  ['', 'true'],
  ['&isTag=true&tagText=pending', `status = 'Pending'`],
  ['&isTag=true&tagText=ready', `status = 'Ready'`],
  ['&search=%231003', `search_text like '%#1003%'`],
  ['&search=Lovelace', `search_text like '%lovelace%'`],
  ['&search=SKU-2', `search_text like '%sku-2%'`],
];

describe('the Master Dashboard answers what a plain query answers', () => {
  it('for every page, search, Filter tag and sort, ties included', async () => {
    for (const [filter, where] of filters)
      for (const sort of [undefined, ...Object.keys(SORTED)])
        for (const order of ['asc', 'desc'] as const) {
          const expected = await reference(where, sort, order);
          expect(expected.length, filter).toBeGreaterThan(1);
          const sorting = sort ? `&sort=${sort}&order=${order}` : '';
          const paged: string[] = [];
          for (let n = 1; n <= Math.ceil(expected.length / 4) + 1; n++) {
            const { ids, count } = await listed(`limit=4&offset=${n}${filter}${sorting}`);
            expect(count).toBe(expected.length);
            paged.push(...ids);
          }
          expect(paged, `${filter} ${sorting}`).toEqual(expected);
          if (!sort) break;
        }
  });
});
