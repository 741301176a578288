import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { createTestApp, orderEventCount, tokenFor, type TestContext } from './helpers';
import { poAssignments, poLines } from '../../server/db/schema';
import { ALREADY_TRACKED } from '../../domain/batch';
import { client, fieldsOf } from './productFixtures';
import { lineOfRow, supplierWithSentPo as sentPoOf, type SupplierRow } from './supplierRows';

/** One tracking for several rows of the supplier view (docs/api.md "Acting on selected rows"). */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
});

const URL = '/add-tracking-id-to-supplier-orders-batch';
const post = (url: string, payload: object, token = admin) => client(ctx, token).post(url, payload);
const db = () => ctx.handle.db;
const UNKNOWN = '00000000-0000-4000-8000-000000000001';
const info = { trackingId: '424242', agentName: 'DHL', trackingURL: 'https://track.test/424242' };

type Row = SupplierRow;

/** A supplier with an account and a sent PO of three rows (assign orders). */
const supplierWithSentPo = () => sentPoOf(ctx, admin, [false, true, false]);
const lineOf = (row: Row) => lineOfRow(ctx, row);

async function trackingEvents(rows: Row[]) {
  const found = await db()
    .select({ orderId: poAssignments.orderId })
    .from(poLines)
    .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
    .where(
      inArray(
        poLines.id,
        rows.map((r) => r.products[0]._id),
      ),
    );
  return orderEventCount(
    ctx,
    found.map((r) => r.orderId!),
    'tracking',
  );
}

let a: Awaited<ReturnType<typeof supplierWithSentPo>>;
let b: Awaited<ReturnType<typeof supplierWithSentPo>>;
beforeAll(async () => {
  a = await supplierWithSentPo();
  b = await supplierWithSentPo();
});

describe('POST /add-tracking-id-to-supplier-orders-batch', () => {
  it('tracks each own row without shipping info, answers the others per row, and a second time nothing', async () => {
    const [tracked, open, refunded] = a.rows;
    const single = await post(
      '/add-tracking-id-to-supplier-orders',
      { productId: tracked.products[0]._id, ...info, trackingId: '1' },
      a.token,
    );
    expect(single.statusCode, single.body).toBe(200);
    await db().update(poLines).set({ status: 'Refund' }).where(eq(poLines.id, refunded.products[0]._id));

    const ids = [tracked._id, open._id, refunded._id, b.rows[0]._id, UNKNOWN];
    const before = await trackingEvents(a.rows);
    const first = await post(URL, { ids, ...info }, a.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      msg: '1 changed, 4 refused',
      done: 1,
      refused: 4,
      rows: [
        { id: tracked._id, outcome: 'refused', reason: ALREADY_TRACKED },
        { id: open._id, outcome: 'done' },
        { id: refunded._id, outcome: 'refused', reason: 'A refunded product takes no shipping info' },
        { id: b.rows[0]._id, outcome: 'refused', reason: 'Product not found' },
        { id: UNKNOWN, outcome: 'refused', reason: 'Product not found' },
      ],
    });
    expect(ALREADY_TRACKED).toBe('Already has shipping info: nothing to change');
    expect(await lineOf(open)).toMatchObject({
      trackingId: '424242',
      agentName: 'DHL',
      trackingUrl: 'https://track.test/424242',
    });
    expect((await lineOf(tracked)).trackingId).toBe('1');
    expect((await lineOf(refunded)).trackingId).toBeNull();
    expect((await lineOf(b.rows[0])).trackingId).toBeNull();
    expect(await trackingEvents(a.rows)).toBe(before + 1);

    const again = (await post(URL, { ids, ...info }, a.token)).json();
    expect(again).toMatchObject({ done: 0, refused: 5 });
    expect(again.rows[1]).toMatchObject({ id: open._id, outcome: 'refused', reason: ALREADY_TRACKED });
    expect(await trackingEvents(a.rows)).toBe(before + 1);
  });

  it('lets an Admin act on every supplier’s rows: customer-bound lines Shipped, as by the single call', async () => {
    const ids = b.rows.map((r) => r._id);
    const warehouse = await tokenFor(ctx, 'Warehouse');
    expect((await post(URL, { ids, ...info }, warehouse)).statusCode).toBe(403);
    expect((await post(URL, { ids, ...info })).json()).toMatchObject({ done: 3, refused: 0 });
    const lines = await db()
      .select({ status: poLines.status, sentTo: poAssignments.sentTo, trackingId: poLines.trackingId })
      .from(poLines)
      .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
      .where(inArray(poAssignments.id, ids));
    expect(lines.map((l) => l.sentTo).sort()).toEqual(['Customer', 'Customer', 'Warehouse']);
    for (const line of lines)
      expect(line).toMatchObject({
        trackingId: '424242',
        status: line.sentTo === 'Customer' ? 'Shipped' : 'Pending',
      });
  });

  it('racing the single call on a line, the tracking is added once', async () => {
    const c = await supplierWithSentPo();
    const row = c.rows[0];
    const before = await trackingEvents([row]);
    const [batch, single] = await Promise.all([
      post(URL, { ids: [row._id], ...info }, c.token),
      post(
        '/add-tracking-id-to-supplier-orders',
        { productId: row.products[0]._id, assignOrderId: row._id, ...info, trackingId: '7' },
        c.token,
      ),
    ]);
    expect(batch.statusCode).toBe(200);
    expect(await trackingEvents([row])).toBe(before + 1);
    const { trackingId } = await lineOf(row);
    if (trackingId === '7') {
      expect(single.statusCode).toBe(200);
      expect(batch.json().rows[0]).toMatchObject({
        id: row._id,
        outcome: 'refused',
        reason: ALREADY_TRACKED,
      });
    } else {
      expect(trackingId).toBe(info.trackingId);
      expect(single.statusCode).toBe(409);
      expect(batch.json().rows[0]).toMatchObject({ id: row._id, outcome: 'done' });
    }
  });

  it('refuses bad shipping info with a 400 naming the field', async () => {
    const ids = [a.rows[1]._id];
    const refusedFields = async (payload: object) => {
      const res = await post(URL, payload, a.token);
      expect(res.statusCode).toBe(400);
      return fieldsOf(res.json());
    };
    expect(await refusedFields({ ids, ...info, trackingId: 'abc' })).toEqual(['trackingId']);
    expect(await refusedFields({ ids, ...info, trackingURL: 'not a url' })).toEqual(['trackingURL']);
    expect(await refusedFields({ ids, trackingId: '1', trackingURL: info.trackingURL })).toEqual([
      'agentName',
    ]);
    expect(await refusedFields({ ids: ['nope'], ...info })).toEqual(['ids.0']);
  });
});
