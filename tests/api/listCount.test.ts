import Fastify from 'fastify';
import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orders } from '../../server/db/schema';
import { EXACT_COUNT_BOUND, listCount, listPage, SURELY_PAST_BOUND } from '../../server/services/listQuery';
import type { DbOrTx } from '../../server/db/client';
import { COUNT_ESTIMATED_HEADER, registerCountEstimates } from '../../server/http/countEstimate';
import { registerRequestTurns } from '../../server/http/requestTurn';
import { newestOrders } from '../../server/services/orderRecords/records';

/**
 * A list's count is exact up to its bound and the planner's estimate past it, never below the
 * bound, said by a header beside the body's documented `count` (docs/api.md), on both databases.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.handle.db.insert(orders).values(
    Array.from({ length: 8 }, (_, i) => ({
      orderNumber: `#C${i}`,
      orderCreatedAt: new Date(Date.UTC(2026, 0, 1 + i)),
      source: 'manual' as const,
      status: i < 5 ? 'Pending' : 'Shipped',
    })),
  );
});

describe('listCount', () => {
  it('counts exactly up to the bound, so every small list keeps its exact count', async () => {
    expect(EXACT_COUNT_BOUND).toBeGreaterThanOrEqual(10_000);
    expect(await listCount(ctx.handle.db, orders, undefined)).toEqual({ count: 8, estimated: false });
    expect(await listCount(ctx.handle.db, orders, undefined, 8)).toEqual({ count: 8, estimated: false });
    expect(await listCount(ctx.handle.db, orders, eq(orders.status, 'Pending'), 5)).toEqual({
      count: 5,
      estimated: false,
    });
  });

  it('past the bound answers the estimate, never below the bound, and says it is one', async () => {
    const all = await listCount(ctx.handle.db, orders, undefined, 3);
    expect(all.estimated).toBe(true);
    expect(all.count).toBeGreaterThanOrEqual(4);
    // The filter's value travels as a parameter into the estimate too.
    const pending = await listCount(ctx.handle.db, orders, eq(orders.status, 'Pending'), 2);
    expect(pending.estimated).toBe(true);
    expect(pending.count).toBeGreaterThanOrEqual(3);
  });
});

describe('the answer of a list whose count was estimated', () => {
  const appWithBound = async (countBound: number) => {
    const app = Fastify();
    registerRequestTurns(app, 60_000);
    registerCountEstimates(app);
    app.get('/list', async (request) => {
      const { rows, count } = await listPage(
        ctx.handle.db,
        { table: orders, countBound },
        request.query as Record<string, unknown>,
        (where, limit, skip) => ctx.handle.db.select().from(orders).where(where).limit(limit).offset(skip),
      );
      return { doc: rows.map((r) => r.orderNumber), count };
    });
    return app;
  };

  it(`carries ${COUNT_ESTIMATED_HEADER}: true, its body the documented shape`, async () => {
    const app = await appWithBound(3);
    const res = await app.inject({ method: 'GET', url: '/list?limit=2&offset=1' });
    expect(res.headers[COUNT_ESTIMATED_HEADER]).toBe('true');
    expect(Object.keys(res.json())).toEqual(['doc', 'count']);
    expect(res.json().count).toBeGreaterThanOrEqual(4);
    await app.close();
  });

  it('carries no such header while the count is exact', async () => {
    const app = await appWithBound(100);
    const res = await app.inject({ method: 'GET', url: '/list?limit=2&offset=1' });
    expect(res.headers[COUNT_ESTIMATED_HEADER]).toBeUndefined();
    expect(res.json().count).toBe(8);
    await app.close();
  });
});

describe('a late page of a list whose count is an estimate', () => {
  it('is placed by an exact count, read from the end, and answers that exact count', async () => {
    // Statistics, so that the estimate is the table's size, as autovacuum keeps it on PostgreSQL.
    await ctx.handle.db.execute(sql`analyze orders`);
    const app = Fastify();
    registerRequestTurns(app, 60_000);
    registerCountEstimates(app);
    app.get('/list', async (request) => {
      const { rows, count } = await listPage(
        ctx.handle.db,
        { table: orders, countBound: 3 },
        request.query as Record<string, unknown>,
        (where, limit, skip, sorted, direction) =>
          newestOrders(ctx.handle.db, where, limit, skip, sorted, direction),
      );
      return { doc: rows.map((r) => r.orderNumber), count };
    });
    const newestFirst = ['#C7', '#C6', '#C5', '#C4', '#C3', '#C2', '#C1', '#C0'];
    // Pages 2 and 3 of 4 lie before three fifths of the estimate: read by offset, counts estimated.
    for (const page of [2, 3]) {
      const early = await app.inject({ method: 'GET', url: `/list?limit=2&offset=${page}` });
      expect(early.json().doc).toEqual(newestFirst.slice((page - 1) * 2, page * 2));
      expect(early.headers[COUNT_ESTIMATED_HEADER]).toBe('true');
    }
    const last = await app.inject({ method: 'GET', url: '/list?limit=2&offset=4' });
    expect(last.json()).toEqual({ doc: newestFirst.slice(6), count: 8 });
    expect(last.headers[COUNT_ESTIMATED_HEADER]).toBeUndefined();
    const partial = await app.inject({ method: 'GET', url: '/list?limit=3&offset=3' });
    expect(partial.json()).toEqual({ doc: newestFirst.slice(6), count: 8 });
    await app.close();
  });
});

describe('a search that matches far more rows than the bound', () => {
  /** The database, recording the statements sent through it (raw selects: the counts and plans). */
  const recorded = () => {
    const sent: string[] = [];
    const db = new Proxy(ctx.handle.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
        return (query: Parameters<DbOrTx['execute']>[0]) => {
          const text = new PgDialect().sqlToQuery(query as SQL).sql;
          sent.push(text.startsWith('explain') ? 'plan' : 'count');
          return target.execute(query);
        };
      },
    });
    return { db: db as DbOrTx, sent };
  };

  it('is not counted when the planner puts it far past the bound; a rare term still is, exactly', async () => {
    const many = 60 * SURELY_PAST_BOUND;
    await ctx.handle.db.insert(orders).values(
      Array.from({ length: many }, (_, i) => ({
        orderNumber: `#S${i}`,
        orderCreatedAt: new Date(Date.UTC(2025, 0, 1, 0, i)),
        source: 'manual' as const,
        status: 'Pending' as const,
        searchText: `#s${i} ada lovelace`,
      })),
    );
    await ctx.handle.db.execute(sql`analyze orders`);
    const search = (term: string) => sql`${orders.searchText} like ${`%${term}%`}`;
    const bound = 10;

    const common = recorded();
    const often = await listCount(common.db, orders, search('lovelace'), bound, { estimateFirst: true });
    expect(often.estimated).toBe(true);
    expect(often.count).toBeGreaterThanOrEqual(SURELY_PAST_BOUND * (bound + 1));
    expect(common.sent).toEqual(['plan']); // the plan alone, no count

    const rare = recorded();
    expect(await listCount(rare.db, orders, search('#s17 '), bound, { estimateFirst: true })).toEqual({
      count: 1,
      estimated: false,
    });
    expect(rare.sent).toEqual(['plan', 'count']);

    // Without it (a list with no search), counted up to the bound first, as before.
    const plain = recorded();
    expect((await listCount(plain.db, orders, search('lovelace'), bound)).estimated).toBe(true);
    expect(plain.sent).toEqual(['count', 'plan']);
  });
});
