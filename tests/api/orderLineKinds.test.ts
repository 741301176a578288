import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers';
import { orderLines, orders, warehouses } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { rowsOf } from '../../server/db/rows';

/**
 * An order keeps which kinds of live line it has (`has_stock_lines`, `has_bought_lines`) and so
 * whether its warehouse ships it (`ships_from_warehouse`), from every write of its lines
 * (migration 0034's trigger): Consolidate and Warehouse Orders list by them. On both databases.
 */
let ctx: TestContext;

/** Every order whose kept columns differ from what its lines say now. */
const disagreeing = () =>
  rowsOf<{ order_number: string }>(
    ctx.handle.db,
    sql`select o.order_number from orders o
        where (o.has_stock_lines, o.has_bought_lines, o.ships_from_warehouse) is distinct from (
          exists (select 1 from order_lines l where l.order_id = o.id and l.fulfilment = 'stock' and l.status <> 'Refund'),
          exists (select 1 from order_lines l where l.order_id = o.id and l.fulfilment = 'buy' and l.status <> 'Refund'),
          o.assigned_warehouse_id is not null and (o.consolidated is true or exists (
            select 1 from order_lines l where l.order_id = o.id and l.fulfilment = 'stock' and l.status <> 'Refund')))`,
  );

const kinds = async (id: string) => {
  const [row] = await ctx.handle.db
    .select({
      stock: orders.hasStockLines,
      bought: orders.hasBoughtLines,
      ships: orders.shipsFromWarehouse,
      version: sql<string>`${orders}.xmin::text`,
    })
    .from(orders)
    .where(eq(orders.id, id));
  return row;
};

let warehouseId: string;
const newOrder = async (number: string, consolidated: boolean | null = null) => {
  const [order] = await ctx.handle.db
    .insert(orders)
    .values({
      orderNumber: number,
      orderCreatedAt: new Date(),
      source: 'manual',
      assignedWarehouseId: warehouseId,
      consolidated,
    })
    .returning({ id: orders.id });
  return order.id;
};
const line = (orderId: string, position: number, fulfilment: 'stock' | 'buy' | null) => ({
  orderId,
  position,
  lineKey: `k${position}`,
  name: `Line ${position}`,
  quantity: 1,
  fulfilment,
});

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  [{ id: warehouseId }] = await ctx.handle.db.select({ id: warehouses.id }).from(warehouses).limit(1);
});

describe("an order's kinds of live line", () => {
  it('agree with the lines of every demo order, made through the product (routing, consolidation, refunds, parcels, returns)', async () => {
    const [{ n }] = await rowsOf<{ n: number }>(
      ctx.handle.db,
      sql`select count(*)::int as n from orders where has_stock_lines or has_bought_lines`,
    );
    expect(n).toBeGreaterThan(10);
    expect(await disagreeing()).toEqual([]);
  });

  it('follow each write of the lines: added, routed, refunded, moved, removed', async () => {
    const a = await newOrder('#KINDS-A');
    const b = await newOrder('#KINDS-B');
    expect(await kinds(a)).toMatchObject({ stock: false, bought: false, ships: false });

    // Added unrouted, then routed: one from stock, one bought, in one statement each.
    const [first, second] = await ctx.handle.db
      .insert(orderLines)
      .values([line(a, 1, null), line(a, 2, null)])
      .returning({ id: orderLines.id });
    expect(await kinds(a)).toMatchObject({ stock: false, bought: false, ships: false });
    await ctx.handle.db.update(orderLines).set({ fulfilment: 'stock' }).where(eq(orderLines.id, first.id));
    expect(await kinds(a)).toMatchObject({ stock: true, bought: false, ships: true });
    await ctx.handle.db.update(orderLines).set({ fulfilment: 'buy' }).where(eq(orderLines.id, second.id));
    expect(await kinds(a)).toMatchObject({ stock: true, bought: true, ships: true });

    // Along the path: the order is not written again.
    const before = (await kinds(a)).version;
    await ctx.handle.db.update(orderLines).set({ status: 'Ready' }).where(eq(orderLines.orderId, a));
    expect((await kinds(a)).version).toBe(before);

    // The stock line refunded: no longer shipped by the warehouse, unless consolidated.
    await ctx.handle.db.update(orderLines).set({ status: 'Refund' }).where(eq(orderLines.id, first.id));
    expect(await kinds(a)).toMatchObject({ stock: false, bought: true, ships: false });
    await ctx.handle.db.update(orders).set({ consolidated: true }).where(eq(orders.id, a));
    expect(await kinds(a)).toMatchObject({ stock: false, bought: true, ships: true });
    await ctx.handle.db.update(orders).set({ assignedWarehouseId: null }).where(eq(orders.id, a));
    expect(await kinds(a)).toMatchObject({ ships: false });

    // A line moved to another order: both orders follow.
    await ctx.handle.db.update(orderLines).set({ orderId: b }).where(eq(orderLines.id, second.id));
    expect(await kinds(a)).toMatchObject({ stock: false, bought: false });
    expect(await kinds(b)).toMatchObject({ stock: false, bought: true, ships: false });

    // Removed.
    await ctx.handle.db.delete(orderLines).where(inArray(orderLines.id, [second.id]));
    expect(await kinds(b)).toMatchObject({ stock: false, bought: false });
    expect(await disagreeing()).toEqual([]);
  });

  it('are those of many orders written in one statement', async () => {
    const ids = await Promise.all(Array.from({ length: 30 }, (_, i) => newOrder(`#KINDS-M${i}`)));
    await ctx.handle.db
      .insert(orderLines)
      .values(
        ids.flatMap((id, i) => [
          line(id, 1, i % 3 === 0 ? 'stock' : 'buy'),
          line(id, 2, i % 2 ? 'buy' : null),
        ]),
      );
    expect(await disagreeing()).toEqual([]);
    await ctx.handle.db
      .update(orderLines)
      .set({ status: 'Refund' })
      .where(inArray(orderLines.orderId, ids.slice(0, 10)));
    expect(await disagreeing()).toEqual([]);
    const kept = await ctx.handle.db
      .select({ stock: orders.hasStockLines, bought: orders.hasBoughtLines })
      .from(orders)
      .where(inArray(orders.id, ids.slice(0, 10)));
    expect(kept.every((k) => !k.stock && !k.bought)).toBe(true);

    // Lines added to orders that have lines: a refunded one adds no kind, a live one adds its own.
    await ctx.handle.db
      .insert(orderLines)
      .values([
        ...ids.slice(10, 20).map((id) => ({ ...line(id, 3, 'stock'), status: 'Refund' as const })),
        ...ids.slice(20).map((id) => line(id, 3, 'stock')),
      ]);
    expect(await disagreeing()).toEqual([]);
    const added = await ctx.handle.db
      .select({ stock: orders.hasStockLines })
      .from(orders)
      .where(inArray(orders.id, ids.slice(20)));
    expect(added.every((k) => k.stock)).toBe(true);
  });

  it("are no activity of the order: its lines' records say what changed", async () => {
    const id = await newOrder('#KINDS-ACT');
    await ctx.handle.db.insert(orderLines).values(line(id, 1, 'stock'));
    expect((await kinds(id)).stock).toBe(true);
    const changes = await rowsOf<{ changes: Record<string, unknown> | null }>(
      ctx.handle.db,
      sql`select changes from activity where resource = 'orders' and record_id = ${id}`,
    );
    expect(changes.map((c) => c.changes)).toEqual([null]); // its creation only
    // Marked 'derived', they stay out of the orders' activity function when it is written again.
    await ctx.handle.db.execute(sql`select track_activity('orders', '', '', 'id')`);
    const [fn] = await rowsOf<{ src: string }>(
      ctx.handle.db,
      sql`select prosrc as src from pg_proc where proname = 'activity_of_orders'`,
    );
    expect(fn.src).toContain('"consolidated":[');
    expect(fn.src).not.toContain('"has_stock_lines":[');
    expect(fn.src).not.toContain('"has_bought_lines":[');
  });
});
