import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orders, suppliers } from '../../server/db/schema';
import { addWarehouse } from './productFixtures';
import { ORDER_STATUSES } from '../../domain/orderStatus';
import { boundariesRemembered, pagesFromBoundaries } from '../../server/services/pageBoundaries';

/**
 * The Master Dashboard answers, for every page, search, Filter tag and sort, exactly the rows of
 * a plain reference query in its documented order (docs/api.md "Sorting a list"): whatever the
 * list does to read a page fast (indexes, a late page read from the list's end) changes no
 * answer. The data ties on every sorted column, the date included. Warehouse Orders and the
 * Suppliers list (an entity list) are held to the same, and every page of several page sizes:
 * the pages before the middle, just past it, the last and a partial last one.
 */
let ctx: TestContext;
let admin: string;
const CITIES = ['Leeds', 'bath', 'York', null];

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
  const warehouse = await addWarehouse(ctx);
  await ctx.handle.db.insert(orders).values(
    Array.from({ length: 23 }, (_, i) => ({
      orderNumber: `#${1000 + (i % 19)}`,
      // Three orders to a minute: ties on the date.
      orderCreatedAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3))),
      source: 'manual' as const,
      status: ORDER_STATUSES[i % 4],
      shippingCity: CITIES[i % 4],
      searchText: `#${1000 + (i % 19)} ${i % 2 ? 'ada lovelace' : 'alan turing'} sku-${i % 5}`,
      // Two in three are the warehouse's to ship (consolidated there): Warehouse Orders.
      ...(i % 3 ? { assignedWarehouseId: warehouse, consolidated: true } : {}),
    })),
  );
  // Names (unique) in different cases; drop shipping and activation that tie.
  await ctx.handle.db.insert(suppliers).values(
    Array.from({ length: 17 }, (_, i) => ({
      name: `${['Acme', 'acme', 'Borealis', 'corvid'][i % 4]} ${i}`,
      contactPerson: 'Sam',
      contactEmail: `s${i}@supplier.test`,
      contactPhone: '1',
      streetName: 'Main',
      streetNumber: '1',
      city: 'Leeds',
      country: 'GB',
      zipCode: 'LS1',
      dropShippingAvailable: i % 3 > 0,
      activated: i % 5 > 0,
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

/** Every page of `list` at `limit` equals its slice of the reference: each read however it is read. */
async function everyPage(list: string, query: string, expected: string[], limit: number) {
  const pages = Math.ceil(expected.length / limit);
  for (let n = 1; n <= pages + 1; n++) {
    const { ids, count } = await listedAt(list, `limit=${limit}&offset=${n}${query}`);
    expect(count, `${list} ${query}`).toBe(expected.length);
    expect(ids, `${list} page ${n} of ${limit} ${query}`).toEqual(expected.slice((n - 1) * limit, n * limit));
  }
}

async function listedAt(list: string, query: string): Promise<{ ids: string[]; count: number }> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/backend/api/admin/${list}?${query}`,
    headers: { 'x-auth-token': admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { ids: res.json().doc.map((r: { _id: string }) => r._id), count: res.json().count };
}

async function ids(select: string): Promise<string[]> {
  const answer = (await ctx.handle.db.execute(sql.raw(select))) as unknown as { rows: { id: string }[] };
  return answer.rows.map((r) => r.id);
}

describe('a late page answers what a plain query answers', () => {
  it('on the Master Dashboard: just past the middle, the last page and a partial last page', async () => {
    const all = await reference('true');
    expect(all).toHaveLength(23);
    // 23 rows by 10: page 2 (rows 11-20) lies past the middle, page 3 is the partial last page.
    expect((await listed('limit=10&offset=2')).ids).toEqual(all.slice(10, 20));
    expect((await listed('limit=10&offset=3')).ids).toEqual(all.slice(20));
    expect((await listed('limit=10&offset=4')).ids).toEqual([]);
    for (const limit of [5, 10, 20])
      for (const [filter, where] of filters)
        for (const sort of [undefined, 'order_number', 'shipping_address.city'])
          for (const order of ['asc', 'desc'] as const)
            await everyPage(
              'get-shopify-orders',
              `${filter}${sort ? `&sort=${sort}&order=${order}` : ''}`,
              await reference(where, sort, order),
              limit,
            );
  });

  it('on Warehouse Orders, for every page, Filter tag and sort', async () => {
    const shipped = `assigned_warehouse_id is not null and consolidated`;
    for (const [filter, where] of filters.filter(([f]) => !f.includes('%23')))
      for (const sort of [undefined, 'order_created_at', 'order_number', 'shipping_address.city'])
        for (const order of ['asc', 'desc'] as const) {
          const expected = await reference(`${shipped} and ${where}`, sort, order);
          expect(expected.length, filter).toBeGreaterThan(1);
          for (const limit of [4, 5])
            await everyPage(
              'get-all-warehouse-orders',
              `${filter}${sort ? `&sort=${sort}&order=${order}` : ''}`,
              expected,
              limit,
            );
          if (!sort) break;
        }
  });

  it('on the Suppliers list, for every page, Filter tag and sort, ties included', async () => {
    const sorted: Record<string, string> = {
      name: 'lower(name)',
      dropShipping_available: 'drop_shipping_available',
      activated: 'activated',
    };
    const tags: [string, string][] = [
      ['', 'true'],
      ['&isTag=true&tagText=available', 'drop_shipping_available'],
      ['&search=acme', `search_text like '%acme%'`],
    ];
    for (const [filter, where] of tags)
      for (const sort of [undefined, ...Object.keys(sorted)])
        for (const order of ['asc', 'desc'] as const) {
          const by = sort
            ? `${sorted[sort]} ${order}, lower(name) ${order}, id ${order}`
            : 'lower(name) asc, id asc';
          const expected = await ids(
            `select id from suppliers where deleted_at is null and ${where} order by ${by}`,
          );
          expect(expected.length, filter).toBeGreaterThan(1);
          for (const limit of [4, 10])
            await everyPage(
              'get-suppliers',
              `${filter}${sort ? `&sort=${sort}&order=${order}` : ''}`,
              expected,
              limit,
            );
          if (!sort) break;
        }
  });
});

/**
 * Middle pages of a list longer than a page boundary's step start from the remembered sort key
 * of the row before their boundary (server/services/pageBoundaries.ts): pages on both sides of the
 * middle (read forwards and from the end), every sort both ways with ties and null cities, a
 * tag and a search; and after orders are written before a remembered boundary, the pages still
 * answer the plain query's rows.
 */
describe('a middle page answers what a plain query answers', () => {
  let big: TestContext;
  let token: string;
  const TOTAL = 2_700;

  beforeAll(async () => {
    big = await createTestApp();
    token = await tokenFor(big, 'Admin');
    const warehouse = await addWarehouse(big);
    await big.handle.db.insert(orders).values(Array.from({ length: TOTAL }, (_, i) => anOrder(i, warehouse)));
  });

  const anOrder = (i: number, warehouse: string) => ({
    orderNumber: `#${1000 + (i % 97)}`,
    orderCreatedAt: new Date(Date.UTC(2026, 0, 1, 0, Math.floor(i / 3))),
    source: 'manual' as const,
    status: i % 5 ? 'Pending' : ORDER_STATUSES[i % 4],
    shippingCity: CITIES[i % 4],
    searchText: `#${1000 + (i % 97)} ${i % 10 ? 'ada lovelace' : 'alan turing'}`,
    ...(i % 10 ? { assignedWarehouseId: warehouse, consolidated: true } : {}),
  });

  async function page(list: string, query: string) {
    const res = await big.app.inject({
      method: 'GET',
      url: `/backend/api/admin/${list}?${query}`,
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { ids: res.json().doc.map((r: { _id: string }) => r._id) as string[], count: res.json().count };
  }

  async function reference(where: string, sort?: string, order: 'asc' | 'desc' = 'asc') {
    const by = sort
      ? `${SORTED[sort]} ${order}, order_created_at ${order}, id ${order}`
      : 'order_created_at desc, id desc';
    const answer = (await big.handle.db.execute(
      sql.raw(`select id from orders where ${where} order by ${by}`),
    )) as unknown as { rows: { id: string }[] };
    return answer.rows.map((r) => r.id);
  }

  /** Pages of 20 from before the first boundary to past the middle (from the end, boundaries too). */
  async function middlePages(list: string, query: string, expected: string[]) {
    expect(expected.length).toBeGreaterThan(2_000);
    for (const skip of [980, 1_000, 1_020, 1_200, 1_340, 1_360, 1_600, 1_700]) {
      const { ids, count } = await page(list, `limit=20&offset=${skip / 20 + 1}${query}`);
      expect(count).toBe(expected.length);
      expect(ids, `${list} rows ${skip}.. ${query}`).toEqual(expected.slice(skip, skip + 20));
    }
  }

  const middleFilters: [string, string][] = [
    ['', 'true'],
    ['&isTag=true&tagText=pending', `status = 'Pending'`],
    ['&search=Lovelace', `search_text like '%lovelace%'`],
  ];

  it('on the Master Dashboard, for every sort both ways, a tag and a search', async () => {
    const before = pagesFromBoundaries();
    for (const [filter, where] of middleFilters)
      for (const sort of [undefined, ...Object.keys(SORTED)])
        for (const order of ['asc', 'desc'] as const) {
          const sorting = sort ? `&sort=${sort}&order=${order}` : '';
          await middlePages('get-shopify-orders', `${filter}${sorting}`, await reference(where, sort, order));
          if (!sort) break;
        }
    // The pages past the first boundary were read from remembered boundaries, not only by offset.
    expect(boundariesRemembered(big.handle.db)).toBeGreaterThan(0);
    expect(pagesFromBoundaries() - before).toBeGreaterThan(100);
  });

  it('on Warehouse Orders, for every sort both ways', async () => {
    const shipped = `assigned_warehouse_id is not null and consolidated`;
    for (const sort of [undefined, 'order_created_at', 'order_number', 'shipping_address.city'])
      for (const order of ['asc', 'desc'] as const) {
        const sorting = sort ? `&sort=${sort}&order=${order}` : '';
        await middlePages('get-all-warehouse-orders', sorting, await reference(shipped, sort, order));
        if (!sort) break;
      }
  });

  it('after orders are added, moved and removed before a remembered boundary', async () => {
    const sorting = '&sort=shipping_address.city&order=desc';
    await middlePages('get-shopify-orders', '', await reference('true'));
    await middlePages(
      'get-shopify-orders',
      sorting,
      await reference('true', 'shipping_address.city', 'desc'),
    );
    const warehouse = await addWarehouse(big);
    // Newer orders (they come first), an old one moved to the newest, a few old ones deleted.
    await big.handle.db.insert(orders).values(
      Array.from({ length: 7 }, (_, i) => ({
        ...anOrder(TOTAL + i, warehouse),
        orderCreatedAt: new Date(),
      })),
    );
    await big.handle.db.execute(
      sql`update orders set order_created_at = now(), shipping_city = 'Aachen' where id = (select id from orders order by order_created_at asc, id asc limit 1)`,
    );
    await big.handle.db.execute(
      sql`delete from orders where id in (select id from orders order by order_created_at desc, id desc offset 500 limit 3)`,
    );
    await middlePages('get-shopify-orders', '', await reference('true'));
    await middlePages(
      'get-shopify-orders',
      sorting,
      await reference('true', 'shipping_address.city', 'desc'),
    );
  });
});
