import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestContext } from './helpers';
import { rowsOf } from '../../server/db/rows';
import { EXACT_COUNT_BOUND } from '../../server/services/listQuery';
import { COUNT_ESTIMATED_HEADER } from '../../server/http/countEstimate';

/**
 * Needs attention counts as every list does (listQuery.ts countOf): exactly up to the bound,
 * then the planner's estimate, said by the header; a page past three fifths of the estimate is
 * counted exactly, and its rows are those of a plain count. On both databases.
 */
let ctx: TestContext;
let token: string;
const LATE = EXACT_COUNT_BOUND + 500;

beforeAll(async () => {
  ctx = await createTestApp();
  token = await login(ctx, (await createUser(ctx, 'Admin')).email);
  // Open orders past their deadline, #L1 the latest: each a 'late' row, and nothing else in the queue.
  await ctx.handle.db.execute(sql`
    insert into orders (order_number, order_created_at, source, status, deadline_date, search_text)
    select '#L' || g, now() - g * interval '1 minute', 'manual', 'Pending', current_date - 3 - g, '#l' || g
    from generate_series(1, ${LATE}) g`);
  await ctx.handle.db.execute(sql`analyze orders`);
});

async function queue(query: Record<string, string>) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/backend/api/admin/get-attention',
    headers: { 'x-auth-token': token },
    query,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { body: res.json() as { doc: { record_number: string }[]; count: number }, res };
}

describe('the count of what needs attention', () => {
  it('past the bound is the estimate, never below it, and the answer says so', async () => {
    const { body, res } = await queue({ limit: '10', offset: '1' });
    expect(res.headers[COUNT_ESTIMATED_HEADER]).toBe('true');
    expect(body.count).toBeGreaterThan(EXACT_COUNT_BOUND);
    expect(body.doc).toHaveLength(10);
  });

  it('is exact under the bound: a search, a reason', async () => {
    const { body, res } = await queue({ limit: '10', offset: '1', search: '#l1000' });
    expect(res.headers[COUNT_ESTIMATED_HEADER]).toBeUndefined();
    const [{ n }] = await rowsOf<{ n: number }>(
      ctx.handle.db,
      sql`select count(*)::int as n from orders where lower(order_number) like '%l1000%'`,
    );
    expect(body.count).toBe(n);
  });

  it('a page past three fifths of the estimate is counted exactly, and is the last rows', async () => {
    const last = Math.ceil(LATE / 10);
    const { body, res } = await queue({ limit: '10', offset: String(last) });
    expect(res.headers[COUNT_ESTIMATED_HEADER]).toBeUndefined();
    expect(body.count).toBe(LATE);
    // Oldest clock first: the last page holds the latest deadlines, #L1's the very last.
    expect(body.doc.length).toBe(LATE - (last - 1) * 10);
    expect(body.doc.at(-1)!.record_number).toBe('#L1');
  });
});

describe("the overview's tiles", () => {
  it('are counted as the lists are: past the bound the estimate, named as such; under it exact', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/backend/api/admin/get-overview',
      headers: { 'x-auth-token': token },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { doc } = res.json() as {
      doc: {
        statuses: Record<string, number>;
        attention: Record<string, number>;
        estimated: { statuses: string[]; attention: string[] };
      };
    };
    expect(doc.estimated).toEqual({ statuses: ['pending'], attention: ['late'] });
    expect(doc.statuses.pending).toBeGreaterThan(EXACT_COUNT_BOUND);
    expect(doc.attention.late).toBeGreaterThan(EXACT_COUNT_BOUND);
    expect(doc.statuses.shipped).toBe(0);
    expect(doc.attention.problematic).toBe(0);
  });
});
