import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, orderEventCount, tokenFor, type TestContext } from './helpers';
import { poAssignments, poLines, shippingAgents } from '../../server/db/schema';
import { CHOOSE_ACTIVE_AGENT } from '../../domain/activation';
import { BATCH_MAX_ROWS } from '../../domain/batch';
import { AGENT_INACTIVE, AGENT_MISSING } from '../../domain/readiness';
import { pickupCalls } from './pickupCalls';
import { client, fieldsOf } from './productFixtures';
import { makeAgent } from './purchasingFixtures';
import { lineOfRow, supplierWithSentPo as sentPoOf, type SupplierRow } from './supplierRows';

/** The supplier view's batch calls (docs/api.md "Acting on selected rows"): ids are its rows. */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
});

const post = (url: string, payload: object, token = admin) => client(ctx, token).post(url, payload);
const db = () => ctx.handle.db;
const UNKNOWN = '00000000-0000-4000-8000-000000000001';

type Row = SupplierRow;

/** A supplier with an account and a sent PO of `count` rows (assign orders), consolidated and not in turn. */
const supplierWithSentPo = (count = 2) =>
  sentPoOf(
    ctx,
    admin,
    Array.from({ length: count }, (_, n) => n % 2 === 0),
  );
const lineOf = (row: Row) => lineOfRow(ctx, row);

async function eventsOf(rows: Row[], kind: string) {
  const lineIds = rows.map((r) => r.products[0]._id);
  const found = await db()
    .select({ orderId: poAssignments.orderId })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .where(inArray(poLines.id, lineIds));
  return orderEventCount(
    ctx,
    found.map((r) => r.orderId!),
    kind,
  );
}

let a: Awaited<ReturnType<typeof supplierWithSentPo>>;
let b: Awaited<ReturnType<typeof supplierWithSentPo>>;
beforeAll(async () => {
  a = await supplierWithSentPo();
  b = await supplierWithSentPo();
});

describe('POST /add-shipping-agent-to-product-batch', () => {
  it('sets the agent of a supplier’s own rows, refuses another supplier’s, and a second time nothing', async () => {
    const agent = await makeAgent(ctx);
    const ids = [...a.rows.map((r) => r._id), b.rows[0]._id, UNKNOWN];
    const first = await post(
      '/add-shipping-agent-to-product-batch',
      { ids, shippingAgentId: agent.id },
      a.token,
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      msg: '2 changed, 2 refused',
      done: 2,
      refused: 2,
      rows: [
        { id: ids[0], outcome: 'done' },
        { id: ids[1], outcome: 'done' },
        { id: ids[2], outcome: 'refused', reason: 'Product not found' },
        { id: UNKNOWN, outcome: 'refused', reason: 'Product not found' },
      ],
    });
    expect((await lineOf(a.rows[0])).shippingAgentId).toBe(agent.id);
    expect((await lineOf(b.rows[0])).shippingAgentId).toBeNull();
    const events = await eventsOf(a.rows, 'shipping-agent');

    const again = (
      await post('/add-shipping-agent-to-product-batch', { ids, shippingAgentId: agent.id }, a.token)
    ).json();
    expect(again).toMatchObject({ done: 0, refused: 4 });
    expect(again.rows[0].reason).toMatch(/^Already .*: nothing to change$/);
    expect(await eventsOf(a.rows, 'shipping-agent')).toBe(events);
  });

  it('lets an Admin act on every supplier’s rows, and refuses a Warehouse account', async () => {
    const agent = await makeAgent(ctx);
    const ids = [a.rows[0]._id, b.rows[0]._id];
    const answer = (
      await post('/add-shipping-agent-to-product-batch', { ids, shippingAgentId: agent.id })
    ).json();
    expect(answer).toMatchObject({ done: 2, refused: 0 });
    const warehouse = await tokenFor(ctx, 'Warehouse');
    expect(
      (await post('/add-shipping-agent-to-product-batch', { ids, shippingAgentId: agent.id }, warehouse))
        .statusCode,
    ).toBe(403);
  });

  it('refuses an oversize batch, a bad id and an inactive agent with a 400 naming the field', async () => {
    const disabled = await makeAgent(ctx, { activated: false });
    const refusedFields = async (payload: object) => {
      const res = await post('/add-shipping-agent-to-product-batch', payload, a.token);
      expect(res.statusCode).toBe(400);
      return fieldsOf(res.json());
    };
    const agent = (await makeAgent(ctx)).id;
    const many = Array.from({ length: BATCH_MAX_ROWS + 1 }, () => UNKNOWN);
    expect(await refusedFields({ ids: many, shippingAgentId: agent })).toEqual(['ids']);
    expect(await refusedFields({ ids: [UNKNOWN, 'nope'], shippingAgentId: agent })).toEqual(['ids.1']);
    expect(await refusedFields({ ids: [UNKNOWN] })).toEqual(['shippingAgentId']);
    // An inactive agent: the single call's 400, once for the whole call (as Warehouse Orders' twin).
    const res = await post(
      '/add-shipping-agent-to-product-batch',
      { ids: [a.rows[0]._id], shippingAgentId: disabled.id },
      a.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'shippingAgentId', message: CHOOSE_ACTIVE_AGENT }]);
  });
});

describe('POST /update-estimated-shipping-date-batch', () => {
  it('sets the date once, racing the single call applies once, and a bad date is a 400', async () => {
    const ids = a.rows.map((r) => r._id);
    const before = await eventsOf(a.rows, 'estimated-shipping-date');
    const line = a.rows[0].products[0]._id;
    const [batch, single] = await Promise.all([
      post('/update-estimated-shipping-date-batch', { ids, estimatedDate: '2026-12-24' }, a.token),
      post('/update-estimated-shipping-date', { productId: line, estimatedDate: '2026-12-24' }, a.token),
    ]);
    expect(batch.statusCode).toBe(200);
    expect(single.json()).toEqual({
      msg: 'Estimated shipping date updated',
      key: 'estimatedShippingDateUpdated',
    });
    expect(await eventsOf(a.rows, 'estimated-shipping-date')).toBe(before + 2);
    expect((await lineOf(a.rows[1])).estimatedShippingDate).toBe('2026-12-24');

    const again = (
      await post('/update-estimated-shipping-date-batch', { ids, estimatedDate: '2026-12-24' }, a.token)
    ).json();
    expect(again).toMatchObject({ done: 0, refused: 2 });
    expect(again.rows[0].reason).toBe('Already 2026-12-24: nothing to change');

    const bad = await post(
      '/update-estimated-shipping-date-batch',
      { ids, estimatedDate: '2026-02-30' },
      a.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['estimatedDate']);
  });
});

describe('POST /change-product-status-batch', () => {
  it('moves the allowed rows, refuses Ready without an active agent, another supplier’s row not found', async () => {
    const ids = [b.rows[0]._id, a.rows[0]._id];
    const ready = (
      await post('/change-product-status-batch', { ids: [b.rows[1]._id], status: 'Ready' }, b.token)
    ).json();
    expect(ready.rows[0]).toMatchObject({ id: b.rows[1]._id, outcome: 'refused', reason: AGENT_MISSING });
    expect((await lineOf(b.rows[1])).status).toBe('Pending');

    const answer = (
      await post('/change-product-status-batch', { ids, status: 'Preparation' }, b.token)
    ).json();
    expect(answer.rows).toMatchObject([
      { id: ids[0], outcome: 'done' },
      { id: ids[1], outcome: 'refused', reason: 'Product not found' },
    ]);
    expect((await lineOf(b.rows[0])).status).toBe('Preparation');
    const again = (
      await post('/change-product-status-batch', { ids, status: 'Preparation' }, b.token)
    ).json();
    expect(again.rows[0]).toMatchObject({
      id: ids[0],
      outcome: 'refused',
      reason: 'Already Preparation: nothing to change',
    });
    const bad = await post('/change-product-status-batch', { ids, status: 'Shipped' }, b.token);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['status']);
  });
});

describe('POST /change-product-status-batch: a supplier’s Ready', () => {
  it('makes the ticked rows Ready on their agent’s pickup order, and refuses one whose agent went inactive', async () => {
    const c = await supplierWithSentPo(3);
    const { puoOf } = pickupCalls(() => ({ ctx, admin }));
    const [active, gone] = [await makeAgent(ctx), await makeAgent(ctx)];
    const setAgent = async (rows: Row[], shippingAgentId: string) =>
      expect(
        (
          await post(
            '/add-shipping-agent-to-product-batch',
            { ids: rows.map((r) => r._id), shippingAgentId },
            c.token,
          )
        ).json(),
      ).toMatchObject({ refused: 0 });
    await setAgent(c.rows.slice(0, 2), active.id);
    await setAgent([c.rows[2]], gone.id);
    await db().update(shippingAgents).set({ activated: false }).where(eq(shippingAgents.id, gone.id));

    const ids = c.rows.map((r) => r._id);
    const res = await post('/change-product-status-batch', { ids, status: 'Ready' }, c.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      done: 2,
      refused: 1,
      rows: [
        { id: ids[0], outcome: 'done' },
        { id: ids[1], outcome: 'done' },
        { id: ids[2], outcome: 'refused', reason: AGENT_INACTIVE },
      ],
    });
    const [ready0, ready1, refused] = await Promise.all(c.rows.map(lineOf));
    expect([ready0.status, ready1.status, refused.status]).toEqual(['Ready', 'Ready', 'Pending']);

    // The Ready lines joined their agent's pickup order; the refused one joined none.
    const puo = await puoOf(active.id, 'to-be-sent');
    const onPickup = puo!.assign_orders.flatMap((a) => a.products.map((p) => p.order_line_id));
    expect(onPickup).toEqual(expect.arrayContaining([ready0.orderLineId, ready1.orderLineId]));
    expect(onPickup).not.toContain(refused.orderLineId);
    expect(await puoOf(gone.id, 'to-be-sent')).toBeUndefined();

    // Ready is irreversible: the same batch again changes nothing.
    const again = (await post('/change-product-status-batch', { ids, status: 'Ready' }, c.token)).json();
    expect(again).toMatchObject({ done: 0 });
  });
});
