import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { freshDatabase } from './helpers';
import { orders, shopFulfilments, shopWebhooks } from '../../server/db/schema';
import { claimDue } from '../../server/jobs/claim';
import type { Database } from '../../server/db/client';

/** The claim the scheduler's queue jobs share (server/jobs/claim.ts): shop webhooks, shop fulfilments. */
let handle: Awaited<ReturnType<typeof freshDatabase>>;
let db: Database;
beforeAll(async () => {
  handle = await freshDatabase();
  db = handle.db;
});
afterAll(() => handle.drop());

const LEASE = 5 * 60_000;
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 21, 9, minutes));
const claim = (now: Date, batch = 10) =>
  claimDue(db, shopWebhooks, { now, batch, leaseMs: LEASE, orderBy: [asc(shopWebhooks.eventId)] });

describe('claiming the due rows of a job queue', () => {
  it('takes the pending rows due now, in order, counts the attempt and moves the next one a lease ahead', async () => {
    await db.insert(shopWebhooks).values(
      ['e1', 'e2', 'e3', 'e4'].map((eventId, i) => ({
        kind: 'shopify',
        shop: 'claims.myshopify.com',
        eventId,
        topic: 'orders/create',
        body: '{}',
        // e3 is not due yet; e4 is done.
        nextAttemptAt: eventId === 'e3' ? at(30) : at(0),
        status: i === 3 ? ('processed' as const) : ('pending' as const),
      })),
    );
    const first = await claim(at(1), 1);
    expect(first.map((r) => [r.eventId, r.attempts])).toEqual([['e1', 1]]);
    const [e1] = await db.select().from(shopWebhooks).where(eq(shopWebhooks.eventId, 'e1'));
    expect(e1.attempts).toBe(1);
    expect(e1.nextAttemptAt.getTime()).toBe(at(1).getTime() + LEASE);

    // Within its lease a claimed row is nobody else's; a row not due is left.
    expect((await claim(at(2))).map((r) => r.eventId)).toEqual(['e2']);
    expect(await claim(at(3))).toEqual([]);
    // A job that died: once the lease ends the row is due again, its attempt counted again.
    expect((await claim(at(6))).map((r) => [r.eventId, r.attempts])).toEqual([['e1', 2]]);
  });

  it('records what the caller sets with the claim (the claiming process)', async () => {
    const [order] = await db
      .insert(orders)
      .values({ orderNumber: '#CLAIM', shopOrderId: 'claim-1', orderCreatedAt: at(0), source: 'shop' })
      .returning({ id: orders.id });
    await db.insert(shopFulfilments).values({
      orderId: order.id,
      orderLineIds: [],
      trackingNumber: 'T1',
      company: 'DHL',
      nextAttemptAt: at(0),
    });
    const claimed = await claimDue(db, shopFulfilments, {
      now: at(1),
      batch: 10,
      leaseMs: LEASE,
      orderBy: [asc(shopFulfilments.nextAttemptAt)],
      set: { claimedBy: 42 },
    });
    expect(claimed).toHaveLength(1);
    const [row] = await db.select().from(shopFulfilments);
    expect(row.claimedBy).toBe(42);
    expect(row.attempts).toBe(1);
  });
});
