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
});
