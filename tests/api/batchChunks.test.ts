import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { createTestApp, orderEventCount, tokenFor, type TestContext } from './helpers';
import { client } from './productFixtures';
import { seedDemoData } from '../../server/demo/seed';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { demoProducts } from '../../server/demo/data';
import { orders } from '../../server/db/schema';
import { applyToEach, CHUNK_ROWS } from '../../server/services/batch';
import { recordEvents } from '../../server/services/timeline/events';
import { conflict } from '../../server/http/errors';
import { BATCH_MAX_ROWS } from '../../domain/batch';

/**
 * A batch writes its rows in chunks, a savepoint per row (services/batch.ts; issue 31): a row
 * refused after it wrote leaves nothing behind, the others are written, and other requests get
 * the database between chunks.
 */
let ctx: TestContext;
let admin: string;
let pending: string[];
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
  const rows = shopifyExportRows({
    orders: BATCH_MAX_ROWS,
    skus: demoProducts.map((p) => p.internalSku),
    firstNumber: 700_001,
  });
  expect((await client(ctx, admin).post('/import-orders', rows)).statusCode).toBe(200);
  pending = (
    await ctx.handle.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'Pending'), eq(orders.problematic, false)))
      .orderBy(orders.orderNumber)
      .limit(BATCH_MAX_ROWS)
  ).map((r) => r.id);
}, 180_000);

const db = () => ctx.handle.db;

describe('a batch in chunks', () => {
  it('rolls a refused row back to its savepoint: its writes are gone, the rows beside it kept', async () => {
    // More rows than a chunk holds, so that refused rows sit inside and across chunks.
    const ids = pending.slice(0, CHUNK_ROWS + 20);
    const notesBefore = await orderEventCount(ctx, ids, 'notes');
    const refusedBefore = await orderEventCount(
      ctx,
      [...new Set(ids.filter((_, i) => i % 7 === 3))],
      'notes',
    );
    const refusedIds = new Set(ids.filter((_, i) => i % 7 === 3));
    const answer = await applyToEach(db(), ids, async (tx, orderId) => {
      // A row writes, then is refused: the refusal must undo the write.
      await tx.update(orders).set({ notes: 'chunked' }).where(eq(orders.id, orderId));
      await recordEvents(tx, [{ orderId, kind: 'notes', userId: null, detail: { notes: 'chunked' } }]);
      if (refusedIds.has(orderId)) throw conflict('Not this one');
    });
    expect(answer.done).toBe(ids.length - refusedIds.size);
    expect(answer.refused).toBe(refusedIds.size);
    expect(answer.rows.map((r) => r.id)).toEqual(ids);
    for (const row of answer.rows)
      expect(row).toMatchObject(
        refusedIds.has(row.id) ? { outcome: 'refused', reason: 'Not this one' } : { outcome: 'done' },
      );
    const noted = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.id, ids), eq(orders.notes, 'chunked')));
    expect(new Set(noted.map((r) => r.id))).toEqual(new Set(ids.filter((id) => !refusedIds.has(id))));
    expect(await orderEventCount(ctx, [...refusedIds], 'notes')).toBe(refusedBefore);
    expect(await orderEventCount(ctx, ids, 'notes')).toBe(notesBefore + ids.length - refusedIds.size);
  });

  it('lets a read through while a status change of hundreds of orders runs, and changes every order once', async () => {
    const admins = client(ctx, admin);
    const before = await orderEventCount(ctx, pending, 'status-changed');
    let batchEnded = 0;
    const batch = admins
      .post('/change-order-status-batch', { ids: pending, status: 'Preparation' })
      .then((answer) => ((batchEnded = performance.now()), answer));
    // The read is sent once the batch has begun writing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const readStarted = performance.now();
    const read = await admins.get('/get-shopify-orders', { limit: '10', offset: '1' });
    const readEnded = performance.now();
    expect(read.statusCode).toBe(200);
    const answer = await batch;
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ done: pending.length, refused: 0 });
    // Before chunks, PGlite answered the whole batch in microtasks: the read was not even
    // started until the batch had ended.
    expect(batchEnded - readStarted).toBeGreaterThan(0);
    // The read was answered between two chunks, not after the last one.
    expect(readEnded).toBeLessThan(batchEnded);
    expect(await orderEventCount(ctx, pending, 'status-changed')).toBe(before + pending.length);
  }, 120_000);
});
