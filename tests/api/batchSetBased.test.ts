import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { createTestApp, type TestContext, tokenFor } from './helpers';
import { client } from './productFixtures';
import { seedDemoData } from '../../server/demo/seed';
import {
  orderEvents,
  orderLines,
  orders,
  outbox,
  pickupOrders,
  puoAssignments,
  shippingAgents,
  stockMovements,
} from '../../server/db/schema';
import { PUO_AGENT_INACTIVE } from '../../domain/pickupOrders';

/**
 * The Refund and send now batches decide a chunk of rows at once and write the accepted ones
 * set-based (flows/refundOrders.ts, sendOnce.ts sendSome): in one chunk, a refused row sits
 * beside accepted ones, and nothing of the refused row is written.
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
});

const post = (url: string, payload: object) => client(ctx, admin).post(url, payload);
const db = () => ctx.handle.db;
const UNKNOWN = '00000000-0000-4000-8000-000000000001';
const count = async (table: typeof orderEvents | typeof stockMovements | typeof outbox, where?: unknown) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(where as never)
  )[0].n;

describe('a chunk mixing refused and accepted rows', () => {
  it('Refund: the accepted orders refunded whole, the refused one not touched', async () => {
    const live = await db()
      .selectDistinct({ id: orderLines.orderId })
      .from(orderLines)
      .where(ne(orderLines.status, 'Refund'))
      .orderBy(orderLines.orderId)
      .limit(3);
    expect(live).toHaveLength(3);
    const [a, b, refunded] = live.map((o) => o.id);
    // One order refunded already, line by line, by the single call.
    const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, refunded));
    for (const line of lines.filter((l) => l.status !== 'Refund'))
      expect(
        (
          await post('/change-order-product-status', {
            orderId: refunded,
            productUniqueId: line.id,
            status: 'Refund',
          })
        ).statusCode,
      ).toBe(200);
    const [before] = await db().select().from(orders).where(eq(orders.id, refunded));
    const eventsBefore = await count(orderEvents, eq(orderEvents.orderId, refunded));
    const movementsBefore = await count(stockMovements, eq(stockMovements.orderId, refunded));
    const liveOf = async (ids: string[]) =>
      (
        await db()
          .select({ id: orderLines.id, orderId: orderLines.orderId })
          .from(orderLines)
          .where(and(inArray(orderLines.orderId, ids), ne(orderLines.status, 'Refund')))
      ).length;
    const open = await liveOf([a, b]);
    const refundedEventsBefore = await count(
      orderEvents,
      and(inArray(orderEvents.orderId, [a, b]), eq(orderEvents.kind, 'refunded')),
    );

    const answer = await post('/refund-order-batch', { ids: [a, refunded, UNKNOWN, b] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      done: 2,
      refused: 2,
      rows: [
        { id: a, outcome: 'done' },
        { id: refunded, outcome: 'refused', reason: 'Already refunded: nothing to change' },
        { id: UNKNOWN, outcome: 'refused', reason: 'Order not found' },
        { id: b, outcome: 'done' },
      ],
    });
    expect(await liveOf([a, b])).toBe(0);
    const statuses = await db()
      .select({ s: orders.status })
      .from(orders)
      .where(inArray(orders.id, [a, b]));
    expect(statuses.map((o) => o.s)).toEqual(['Refund', 'Refund']);
    expect(
      await count(orderEvents, and(inArray(orderEvents.orderId, [a, b]), eq(orderEvents.kind, 'refunded'))),
    ).toBe(refundedEventsBefore + open);
    // Nothing of the refused order: no write, no event, no stock movement.
    const [after] = await db().select().from(orders).where(eq(orders.id, refunded));
    expect(after.updatedAt).toEqual(before.updatedAt);
    expect(await count(orderEvents, eq(orderEvents.orderId, refunded))).toBe(eventsBefore);
    expect(await count(stockMovements, eq(stockMovements.orderId, refunded))).toBe(movementsBefore);
  });

  it('send now: a held pickup order beside one sent, and nothing of the held one written', async () => {
    const toBeSent = await db()
      .select({ id: pickupOrders.id, agent: pickupOrders.shippingAgentId })
      .from(pickupOrders)
      .where(eq(pickupOrders.notificationStatus, 'to_be_sent'))
      .orderBy(pickupOrders.id);
    const held = toBeSent[0];
    const sent = toBeSent.find((p) => p.agent !== held?.agent);
    expect(sent, 'two to-be-sent pickup orders of different agents in the demo').toBeDefined();
    await db().update(shippingAgents).set({ activated: false }).where(eq(shippingAgents.id, held.agent));
    const heldOrders = (
      await db()
        .select({ id: puoAssignments.orderId })
        .from(puoAssignments)
        .where(eq(puoAssignments.pickupOrderId, held.id))
    ).flatMap((a) => (a.id ? [a.id] : []));
    const heldEvents = async () =>
      heldOrders.length
        ? await count(
            orderEvents,
            and(inArray(orderEvents.orderId, heldOrders), eq(orderEvents.kind, 'pickup-order-sent')),
          )
        : 0;
    const eventsBefore = await heldEvents();
    const mailsBefore = await count(outbox);

    const answer = await post('/pickup-order-sent-now-batch', { ids: [held.id, sent!.id] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      done: 1,
      refused: 1,
      rows: [
        { id: held.id, outcome: 'refused', reason: PUO_AGENT_INACTIVE },
        { id: sent!.id, outcome: 'done' },
      ],
    });
    const statusOf = async (id: string) =>
      (await db().select().from(pickupOrders).where(eq(pickupOrders.id, id)))[0];
    expect((await statusOf(sent!.id)).notificationStatus).toBe('sent');
    // One e-mail, the sent one's; the held one is still to be sent, unsent, its timeline unchanged.
    expect(await count(outbox)).toBe(mailsBefore + 1);
    const heldNow = await statusOf(held.id);
    expect(heldNow.notificationStatus).toBe('to_be_sent');
    expect(heldNow.sentAt).toBeNull();
    expect(await heldEvents()).toBe(eventsBefore);
  });
});
