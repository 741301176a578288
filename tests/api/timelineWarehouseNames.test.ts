import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { seedDemoData } from '../../server/demo/seed';
import { orderEvents, orders, warehouses } from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';

/**
 * An order's timeline names the warehouses as its events named them when they happened: a
 * candidate not chosen, renamed or deleted since, keeps its name (issue 28 item 13).
 */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
}, 240_000);

const api = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    payload: payload as object,
    headers: { 'x-auth-token': admin },
  });
const db = () => ctx.handle.db;

type Event = { kind: string; detail: Record<string, unknown> };
const timeline = async (orderId: string): Promise<Event[]> =>
  (await api('GET', `/get-order-events?orderId=${orderId}`)).json().doc;

/** Ten 24 kg benches to France: no warehouse fits, the Admin chooses among the candidates. */
async function problematicOrder(number: number) {
  const rows = shopifyExportRows({ orders: 1, skus: ['DS-AL-002'], firstNumber: number });
  rows.forEach((r) => (r['Lineitem quantity'] = '10'));
  rows.forEach((r) => r['Shipping Country'] && (r['Shipping Country'] = 'FR'));
  expect((await api('POST', '/import-orders', rows)).statusCode).toBe(200);
  const [order] = await db()
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, `#${number}`));
  return order;
}

const nameOf = async (id: string) =>
  (await db().select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, id)))[0].name;

describe('the warehouses an order’s events name', () => {
  it('are kept with each event when it is written: the candidates of a problematic order, the warehouse routed to', async () => {
    const order = await problematicOrder(9801);
    expect(order.warehouseList.length).toBeGreaterThan(1);
    const [chosen, other] = order.warehouseList;
    const names = Object.fromEntries(
      await Promise.all(order.warehouseList.map(async (id) => [id, await nameOf(id)])),
    );
    const [problematic] = (await timeline(order.id)).filter((e) => e.kind === 'problematic');
    expect(problematic.detail.warehouseNames).toEqual(names);
    const [stored] = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'problematic')));
    expect(stored.detail).toMatchObject({ warehouseNames: names });

    expect(
      (await api('POST', '/assign-warehouse', { orderId: order.id, warehouseId: chosen })).statusCode,
    ).toBe(200);
    // The candidate not chosen is renamed, then deleted: the event still names it as it was.
    await db()
      .update(warehouses)
      .set({ name: 'Renamed Later', deletedAt: new Date() })
      .where(eq(warehouses.id, other));
    const events = await timeline(order.id);
    expect(events.find((e) => e.kind === 'problematic')!.detail.warehouseNames).toMatchObject({
      [other]: names[other],
    });
    const served = events.find((e) => e.kind === 'served-from-stock')!;
    expect(served.detail).toMatchObject({ warehouseId: chosen, warehouseNames: { [chosen]: names[chosen] } });
  });

  it('of an event written before names were kept are read from the warehouses, deleted ones too', async () => {
    const order = await problematicOrder(9802);
    const [, other] = order.warehouseList;
    await db().update(warehouses).set({ deletedAt: new Date() }).where(eq(warehouses.id, other));
    await db()
      .insert(orderEvents)
      .values({
        orderId: order.id,
        kind: 'problematic',
        detail: { reason: 'several-warehouses-fit', candidates: [other], unknownSkus: [], parcel: {} },
        userId: null,
      });
    const old = (await timeline(order.id)).filter((e) => e.kind === 'problematic').at(-1)!;
    expect(old.detail.warehouseNames).toEqual({ [other]: await nameOf(other) });
  });
});
