import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, login, PASSWORD, tokenFor, type TestContext } from './helpers';
import { makeProduct, makeSupplier } from './purchasingFixtures';
import { stockOrders, type PrintingWorld } from './printingFixtures';
import { orders, sessions } from '../../server/db/schema';

/**
 * Issue 31: on PGlite's one connection, requests queued behind a long transaction were applied
 * after their clients had given up, over newer values. A request whose client has gone does
 * nothing when its turn comes; one that waited past REQUEST_WAIT_SECONDS answers 503.
 */
async function world(config: Partial<TestContext['config']> = {}) {
  const ctx = await createTestApp({ config });
  const admin = await tokenFor(ctx, 'Admin');
  const supplier = await makeSupplier(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const make = stockOrders(() => ({ ctx, product, supplier }) as unknown as PrintingWorld, 'Q');
  const [order] = await make(1, null);
  const notes = async () =>
    (await ctx.handle.db.select({ notes: orders.notes }).from(orders).where(eq(orders.id, order.id)))[0]
      .notes;
  return { ctx, admin, order, notes };
}

/**
 * Transactions that hold the database until `release`, so that every other turn waits: PGlite's
 * one connection, or every connection of a test's PostgreSQL pool (server/db/scratchDatabase.ts: 4).
 */
function heldTransaction(ctx: TestContext) {
  const connections = ctx.handle.kind === 'pglite' ? 1 : 4;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const holding: Promise<void>[] = [];
  const done: Promise<void>[] = [];
  for (let i = 0; i < connections; i++) {
    let started!: () => void;
    holding.push(new Promise<void>((resolve) => (started = resolve)));
    done.push(
      ctx.handle.db.transaction(async () => {
        started();
        await released;
      }),
    );
  }
  return { held: Promise.all(holding), release: async () => (release(), await Promise.all(done)) };
}

describe('a request waiting for the database', () => {
  it('is not applied when its client went away while it waited', { timeout: 90_000 }, async () => {
    // A sign-in: its body is read before its first turn at the database, which then waits.
    const { ctx } = await world();
    const user = await createUser(ctx, 'Admin');
    const sessionCount = async () => (await ctx.handle.db.select().from(sessions)).length;
    const before = await sessionCount();
    await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = ctx.app.server.address() as AddressInfo;
    const hold = heldTransaction(ctx);
    await hold.held;
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/backend/api/auth/login',
      headers: { 'content-type': 'application/json' },
    });
    req.on('error', () => undefined);
    req.end(JSON.stringify({ email: user.email, password: PASSWORD }));
    await sleep(500); // the sign-in waits behind the held transaction
    req.destroy(); // its client gives up
    await sleep(100);
    await hold.release();
    await sleep(500);
    expect(await sessionCount()).toBe(before);
    // The server goes on: the next sign-in, its client still there, is applied.
    await login(ctx, user.email);
    expect(await sessionCount()).toBe(before + 1);
  });

  it(
    'answers 503, changing nothing, when it waited past the limit; within it, it is applied',
    { timeout: 90_000 },
    async () => {
      const { ctx, admin, order, notes } = await world({ requestWaitSeconds: 1 });
      const write = (text: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/backend/api/admin/add-notes-to-order',
          headers: { 'x-auth-token': admin },
          payload: { orderId: order.id, notes: text },
        });

      let hold = heldTransaction(ctx);
      await hold.held;
      const late = write('waited too long');
      await sleep(1300);
      await hold.release();
      const res = await late;
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        msg: 'The server was too busy to start this request within 1 seconds; nothing was changed. Please try again.',
        key: 'serverBusy',
        values: { seconds: 1 },
      });
      expect(await notes()).toBeNull();

      // Over the network as well, where the body is read in the socket's own async context.
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = ctx.app.server.address() as AddressInfo;
      hold = heldTransaction(ctx);
      await hold.held;
      const sent = fetch(`http://127.0.0.1:${port}/backend/api/admin/add-notes-to-order`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': admin },
        body: JSON.stringify({ orderId: order.id, notes: 'waited too long, sent over the network' }),
      });
      await sleep(1300);
      await hold.release();
      expect((await sent).status).toBe(503);
      expect(await notes()).toBeNull();

      hold = heldTransaction(ctx);
      await hold.held;
      const inTime = write('in time');
      await sleep(200);
      await hold.release();
      expect((await inTime).statusCode).toBe(200);
      expect(await notes()).toBe('in time');
    },
  );
});
