import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { client } from './productFixtures';
import { seedDemoData } from '../../server/demo/seed';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { demoPacks, demoProducts } from '../../server/demo/data';
import { rowsOf } from '../../server/db/rows';
import { CHUNK_ROWS } from '../../server/services/batch';

/**
 * A large file import goes in chunks, each its own transaction (services/orders/intake.ts; issue
 * 31): other requests get the database between chunks, and each order commits with all its lines.
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
}, 180_000);

describe('a file import of many orders', () => {
  it('lets a read through while it runs, and imports each order once with all its lines', async () => {
    const count = CHUNK_ROWS * 12;
    const rows = shopifyExportRows({
      orders: count,
      skus: demoProducts.map((p) => p.internalSku),
      packSkus: demoPacks.map((p) => p.internalSku),
      firstNumber: 800_001,
      seed: 31,
    });
    const admins = client(ctx, admin);
    let importEnded = 0;
    const importing = admins
      .post('/import-orders', rows)
      .then((answer) => ((importEnded = performance.now()), answer));
    // The read is sent once the import has begun writing.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const read = await admins.get('/get-shopify-orders', { limit: '10', offset: '1' });
    const readEnded = performance.now();
    expect(read.statusCode).toBe(200);
    const answer = await importing;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ imported: count, unchanged: 0, errors: [] });
    // Before chunks, PGlite answered the whole import before even reading the next request.
    expect(readEnded).toBeLessThan(importEnded);

    // Every order once, each with the lines its arrival on the timeline counts.
    const orders = await rowsOf<{ number: string; lines: number; said: number }>(
      ctx.handle.db,
      sql`
        select o.order_number as number,
          (select count(*)::int from order_lines l where l.order_id = o.id) as lines,
          (select (e.detail->>'lines')::int from order_events e
            where e.order_id = o.id and e.kind = 'imported') as said
        from orders o where o.order_number >= '#800001'`,
    );
    expect(new Set(orders.map((o) => o.number)).size).toBe(count);
    expect(orders.length).toBe(count);
    expect(orders.filter((o) => o.lines === 0 || o.lines !== o.said)).toEqual([]);

    // A second import of the same file adds nothing.
    expect((await admins.post('/import-orders', rows)).json()).toMatchObject({
      imported: 0,
      unchanged: count,
    });
  }, 300_000);

  it('answers a chunk that fails by naming the order it stopped at and the rows not imported', async () => {
    const count = CHUNK_ROWS * 3;
    const rows = shopifyExportRows({
      orders: count,
      skus: demoProducts.map((p) => p.internalSku),
      packSkus: demoPacks.map((p) => p.internalSku),
      firstNumber: 820_001,
      seed: 32,
    });
    // The second chunk's first order cannot be written: its chunk rolls back alone.
    const stopAt = `#${820_001 + CHUNK_ROWS}`;
    await ctx.handle.db.execute(
      sql.raw(`
      create function refuse_one_order() returns trigger language plpgsql as $$
      begin
        if new.order_number = '${stopAt}' then raise exception 'refused by the test'; end if;
        return new;
      end $$`),
    );
    await ctx.handle.db.execute(
      sql.raw(`create trigger refuse_one_order before insert on orders
        for each row execute function refuse_one_order()`),
    );
    const admins = client(ctx, admin);
    try {
      const answer = await admins.post('/import-orders', rows);
      expect(answer.statusCode).toBe(500);
      const body = answer.json();
      const numbers = rows.map((row) => row.Name);
      const firstLeft = numbers.indexOf(stopAt);
      // Each data row is its line in the file: the header is line 1.
      const fileRowsLeft = `${firstLeft + 2}–${rows.length + 1}`;
      expect(body).toMatchObject({
        key: 'importStopped',
        values: { order: stopAt, imported: CHUNK_ROWS, left: count - CHUNK_ROWS, rows: fileRowsLeft },
        errors: [{ field: 'rows' }],
      });
      expect(body.msg).toContain(`rows ${fileRowsLeft}`);
      const [{ kept }] = await rowsOf<{ kept: number }>(
        ctx.handle.db,
        sql`select count(*)::int as kept from orders where order_number >= '#820001'`,
      );
      expect(kept).toBe(CHUNK_ROWS);
    } finally {
      await ctx.handle.db.execute(sql.raw('drop trigger refuse_one_order on orders'));
      await ctx.handle.db.execute(sql.raw('drop function refuse_one_order()'));
    }
    // Importing the file again adds exactly the rest.
    expect((await admins.post('/import-orders', rows)).json()).toMatchObject({
      imported: count - CHUNK_ROWS,
      unchanged: CHUNK_ROWS,
    });
  }, 300_000);
});
