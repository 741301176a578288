import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from './helpers';
import { makeAgent } from './purchasingFixtures';
import { fieldsOf } from './productFixtures';
import { pickupOrders, puoAssignments, puoLines } from '../../server/db/schema';
import { pagesOf, printingWorld, stockOrders, type PrintingWorld } from './printingFixtures';
import { MAX_PRINTED } from '../../domain/printing/limits';
import { readLeftOut } from '../../domain/leftOut';

let ctx: TestContext;
let admin: string;
let staff: string; // the Warehouse account of `own`
let own: string;
let other: string;
let product: { id: string };
let supplier: { id: string };

let world: PrintingWorld;

beforeAll(async () => {
  world = await printingWorld();
  ({ ctx, admin, staff, own, other, product, supplier } = world);
});

const get = (url: string, token = admin) =>
  ctx.app.inject({ method: 'GET', url: `/backend/api/admin${url}`, headers: { 'x-auth-token': token } });

const isPdf = (res: { headers: Record<string, unknown>; rawPayload: Buffer }) =>
  res.headers['content-type'] === 'application/pdf' &&
  res.rawPayload.subarray(0, 5).toString() === '%PDF-' &&
  res.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF');

/**
 * The letters a PDF's fonts can show: the code points of their ToUnicode maps (in deflated
 * streams). A font the PDF only names (Helvetica) has none, and prints Latin-1 alone.
 */
function lettersOf(pdf: Buffer): Set<string> {
  const text = pdf.toString('latin1');
  const letters = new Set<string>();
  for (const m of text.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let stream: string;
    try {
      stream = inflateSync(Buffer.from(m[1], 'latin1')).toString('latin1');
    } catch {
      continue; // not deflated (a font file's own data)
    }
    if (!stream.includes('begincmap')) continue;
    for (const hex of stream.matchAll(/<([0-9a-fA-F]{4})>/g))
      letters.add(String.fromCodePoint(parseInt(hex[1], 16)));
  }
  return letters;
}

const stockOrdersOf = stockOrders(() => world, 'P');
/** An order from a warehouse's stock (two lines), or with no warehouse yet (problematic). */
const makeOrder = async (warehouseId: string | null, over: Parameters<typeof stockOrdersOf>[2] = {}) =>
  (await stockOrdersOf(1, warehouseId, over))[0];

/** A pickup order with `assignments` assignments to the warehouse, one line each. */
async function makePickupOrder(assignments: number) {
  const agent = await makeAgent(ctx);
  const [puo] = await ctx.handle.db
    .insert(pickupOrders)
    .values({
      shippingAgentId: agent.id,
      pickupFrom: 'Supplier',
      pickupSupplierId: supplier.id,
      scheduleTime: new Date(),
      notificationStatus: 'to_be_sent',
    })
    .returning();
  for (let i = 0; i < assignments; i++) {
    const [assignment] = await ctx.handle.db
      .insert(puoAssignments)
      .values({ pickupOrderId: puo.id, sentTo: 'Warehouse', warehouseId: own, status: 'Awaiting Pickup' })
      .returning();
    await ctx.handle.db
      .insert(puoLines)
      .values({ puoAssignmentId: assignment.id, productId: product.id, quantity: 1, status: 'Ready' });
  }
  return puo;
}

describe('GET /shipping-tickets.pdf (Master Dashboard, Admin)', () => {
  it('answers one PDF with a ticket a page, and names the orders it leaves out (no warehouse yet)', async () => {
    const printed = [await makeOrder(own), await makeOrder(other), await makeOrder(own)];
    const problematic = await makeOrder(null);
    const ids = [...printed, problematic].map((o) => o.id).join(',');
    const res = await get(`/shipping-tickets.pdf?ids=${ids}`);
    expect(res.statusCode).toBe(200);
    expect(isPdf(res)).toBe(true);
    expect(pagesOf(res.rawPayload)).toBe(3);
    expect(res.headers['content-disposition']).toBe('inline; filename="shipping-tickets.pdf"');
    expect(readLeftOut(res.headers['x-left-out'] as string)).toEqual([problematic.orderNumber]);
  });

  it('embeds a font that shows names beyond Latin-1 (Polish, Czech, Greek)', async () => {
    const order = await makeOrder(own, {
      customerFirstName: 'Łukasz',
      customerLastName: 'Dvořák',
      shippingCity: 'Θεσσαλονίκη',
    });
    const res = await get(`/shipping-tickets.pdf?ids=${order.id}`);
    expect(res.statusCode).toBe(200);
    const letters = lettersOf(res.rawPayload);
    for (const letter of 'ŁřΘλ') expect(letters, letter).toContain(letter);
  });

  it('is 409 when none of the selection has a ticket, 404 naming an unknown id, 403 for a Warehouse user', async () => {
    const problematic = await makeOrder(null);
    expect((await get(`/shipping-tickets.pdf?ids=${problematic.id}`)).statusCode).toBe(409);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await get(`/shipping-tickets.pdf?ids=${unknown}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe(`Order not found: ${unknown}`);
    const mine = await makeOrder(own);
    expect((await get(`/shipping-tickets.pdf?ids=${mine.id}`, staff)).statusCode).toBe(403);
  });
});

describe('GET /warehouse-shipping-tickets.pdf and /pick-list.pdf (Warehouse Orders)', () => {
  it("gives a Warehouse user its own warehouse's orders, and another's is a 404", async () => {
    const mine = [await makeOrder(own), await makeOrder(own)];
    const theirs = await makeOrder(other);
    const ids = mine.map((o) => o.id).join(',');
    const tickets = await get(`/warehouse-shipping-tickets.pdf?ids=${ids}&lang=de`, staff);
    expect(tickets.statusCode).toBe(200);
    expect(isPdf(tickets)).toBe(true);
    expect(pagesOf(tickets.rawPayload)).toBe(2);
    const list = await get(`/pick-list.pdf?ids=${ids}`, staff);
    expect(list.statusCode).toBe(200);
    expect(isPdf(list)).toBe(true);
    expect(pagesOf(list.rawPayload)).toBe(1);
    for (const path of ['/warehouse-shipping-tickets.pdf', '/pick-list.pdf']) {
      const res = await get(`${path}?ids=${ids},${theirs.id}`, staff);
      expect(res.statusCode).toBe(404);
      expect(res.json().msg).toBe(`Order not found: ${theirs.id}`);
    }
  });

  it('gives an Admin one pick list a warehouse, each on a page of its own, and names the unpicked orders', async () => {
    const selection = [
      await makeOrder(own),
      await makeOrder(other),
      await makeOrder(own),
      await makeOrder(null),
    ];
    const res = await get(`/pick-list.pdf?ids=${selection.map((o) => o.id).join(',')}`);
    expect(res.statusCode).toBe(200);
    expect(pagesOf(res.rawPayload)).toBe(2);
    expect(readLeftOut(res.headers['x-left-out'] as string)).toEqual([selection[3].orderNumber]);
  });
});

describe('GET /pickup-order-tickets.pdf (PUO lists, Admin)', () => {
  it('prints a ticket per assignment; a Warehouse user is refused', async () => {
    const puos = [await makePickupOrder(2), await makePickupOrder(1)];
    const ids = puos.map((p) => p.id).join(',');
    const res = await get(`/pickup-order-tickets.pdf?ids=${ids}`);
    expect(res.statusCode).toBe(200);
    expect(isPdf(res)).toBe(true);
    expect(pagesOf(res.rawPayload)).toBe(3);
    expect((await get(`/pickup-order-tickets.pdf?ids=${ids}`, staff)).statusCode).toBe(403);
  });
});

describe('bad input: a 400 naming the field', () => {
  const tooMany = Array.from(
    { length: MAX_PRINTED + 1 },
    (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  ).join(',');
  it.each([
    ['no ids', '', 'ids'],
    ['empty ids', '?ids=', 'ids'],
    ['a bad id', '?ids=not-an-id', 'ids'],
    [`${MAX_PRINTED + 1} ids`, `?ids=${tooMany}`, 'ids'],
    ['an unknown language', '?ids=00000000-0000-4000-8000-000000000000&lang=fr', 'lang'],
  ])('%s', async (_, query, field) => {
    for (const path of ['/shipping-tickets.pdf', '/pick-list.pdf', '/pickup-order-tickets.pdf']) {
      const res = await get(`${path}${query}`);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual([field]);
    }
  });

  it('is 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/backend/api/admin/pick-list.pdf?ids=x' });
    expect(res.statusCode).toBe(401);
  });
});
