import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { rowsOf } from '../../server/db/rows';
import { QUEUE_COLUMNS, reasonSelects } from '../../server/services/attention/reasonSelects';
import { ATTENTION_REASONS } from '../../domain/attention';

/**
 * Every page of Needs attention answers exactly the rows of a plain query: every reason's
 * select, UNION ALL, ordered as docs/api.md says (the sort, then the clock, the row, the reason)
 * and read by offset, whatever the queue does to read a middle page fast. Several page sizes,
 * every sort both ways, a reason, a search; the data ties on the clock across reasons (an order
 * late and problematic since the same instant), on record numbers, and has rows without a clock;
 * and again after writes and after the clock moves a day (rows enter and leave the queue).
 */
let ctx: TestContext;
let admin: string;
const NOW = new Date('2026-06-15T12:00:00Z');

beforeAll(async () => {
  ctx = await createTestApp({ clockStart: NOW });
  admin = await tokenFor(ctx, 'Admin');
  // Open orders, late (deadlines 1 to 9 days back) or nearly (today, tomorrow): a third were
  // placed at the end of their deadline day, so that late and problematic share a clock.
  await ctx.handle.db.execute(sql`
    insert into orders (order_number, order_created_at, source, status, deadline_date, problematic, search_text)
    select '#' || (2000 + g % 37),
      case when g % 3 = 0 then (date '2026-06-15' - g % 11 + 1)::timestamp at time zone 'UTC'
        else timestamptz '2026-06-01T00:00:00Z' + (g % 13) * interval '1 hour' end,
      'manual', case when g % 7 = 0 then 'Preparation' else 'Pending' end,
      date '2026-06-15' - g % 11 + 2, g % 4 = 0,
      '#' || (2000 + g % 37) || case when g % 2 = 0 then ' ada lovelace' else ' alan turing' end
    from generate_series(1, 90) g`);
  // Changes the shop made after the order was sent, some without a time (no clock).
  await ctx.handle.db.execute(sql`
    insert into orders (order_number, order_created_at, source, status, shop_changes, search_text)
    select '#' || (2000 + g % 37), timestamptz '2026-06-01T00:00:00Z', 'manual', 'Shipped',
      case when g % 3 = 0 then jsonb_build_object('changes', jsonb_build_array('address'))
        else jsonb_build_object('at', timestamptz '2026-06-10T00:00:00Z' + (g % 5) * interval '1 day',
          'changes', jsonb_build_array('lines')) end,
      '#' || (2000 + g % 37) || ' ada lovelace'
    from generate_series(1, 24) g`);
  // E-mails that failed, at the same instants as some deadlines end.
  await ctx.handle.db.execute(sql`
    insert into outbox (kind, to_address, subject, html, text, status, created_at)
    select 'order-note', 'ada' || g % 6 || '@example.com', 'Lovelace ' || g, '', '', 'failed',
      (date '2026-06-15' - g % 9)::timestamp at time zone 'UTC'
    from generate_series(1, 36) g`);
});

interface Variant {
  query: string;
  sort?: 'reason' | 'record_number' | 'since';
  order?: 'asc' | 'desc';
  tag?: string;
  search?: string;
}

const VARIANTS: Variant[] = [
  { query: '' },
  ...(['reason', 'record_number', 'since'] as const).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => ({ query: `&sort=${sort}&order=${order}`, sort, order })),
  ),
  { query: '&isTag=true&tagText=late', tag: 'late' },
  {
    query: '&search=lovelace&sort=record_number&order=desc',
    search: 'lovelace',
    sort: 'record_number',
    order: 'desc',
  },
];

/** The queue's rows by a plain query: the union whole, ordered, every row. */
async function reference({ sort, order = 'asc', tag, search }: Variant): Promise<string[]> {
  const selects = reasonSelects({
    now: ctx.clock.now(),
    thresholds: await ctx.services.settings.thresholds(),
  });
  const reasons = tag ? [tag as keyof typeof selects] : ATTENTION_REASONS;
  const union = sql.join(
    reasons.map((reason) => sql`(${selects[reason]})`),
    sql` union all `,
  );
  const dir = sql.raw(order);
  const rows = await rowsOf<{ id: string }>(
    ctx.handle.db,
    sql`select q.reason || ':' || q.row_id as id from (${union}) as q (${QUEUE_COLUMNS})
      where ${search ? sql`q.search like ${`%${search}%`}` : sql`true`}
      order by ${sort ? sql`${sql.raw(`q.${sort}`)} ${dir}, ` : sql``}q.since ${dir}, q.row_id ${dir}, q.reason ${dir}`,
  );
  return rows.map((r) => r.id);
}

async function page(query: string): Promise<{ ids: string[]; count: number }> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/backend/api/admin/get-attention?${query}`,
    headers: { 'x-auth-token': admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { doc: { _id: string }[]; count: number };
  return { ids: body.doc.map((r) => r._id), count: body.count };
}

async function everyPage() {
  for (const variant of VARIANTS) {
    const expected = await reference(variant);
    expect(expected.length, variant.query).toBeGreaterThan(40);
    for (const size of [9, 40])
      for (let number = 1; (number - 1) * size < expected.length + size; number++) {
        const { ids, count } = await page(`limit=${size}&offset=${number}${variant.query}`);
        expect(count, variant.query).toBe(expected.length);
        expect(ids, `page ${number} of ${size} ${variant.query}`).toEqual(
          expected.slice((number - 1) * size, number * size),
        );
      }
  }
}

describe('every page of Needs attention answers what a plain query answers', () => {
  it('for every sort both ways, a reason and a search', { timeout: 180_000 }, async () => {
    await everyPage();
  });

  it('after writes and after the clock moves on a day', { timeout: 360_000 }, async () => {
    await ctx.handle.db.execute(
      sql`update orders set problematic = not problematic where order_number = '#2003'`,
    );
    await ctx.handle.db.execute(sql`update outbox set status = 'sent' where to_address = 'ada1@example.com'`);
    await ctx.handle.db.execute(sql`
      insert into orders (order_number, order_created_at, source, status, deadline_date, search_text)
      select '#' || (2000 + g % 37), timestamptz '2026-06-02T00:00:00Z', 'manual', 'Pending',
        date '2026-06-12', '#' || (2000 + g % 37) || ' ada lovelace'
      from generate_series(1, 20) g`);
    await everyPage();
    ctx.clock.advanceMinutes(24 * 60);
    admin = await tokenFor(ctx, 'Admin');
    await everyPage();
  });
});
