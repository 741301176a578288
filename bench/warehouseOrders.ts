import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import type { SignedInUser } from '../server/services/auth';
import { WarehouseOrdersService } from '../server/services/warehouseOrders/warehouseOrdersService';
import type { BenchRow } from './measure';

/**
 * The Warehouse Orders list at the size of the import: page 1, a late page (half-way) and a
 * search, for an Admin (all warehouses, and the busiest one picked) and for that warehouse's
 * user, each beside its bare SQL. The imported
 * orders that wait for the consolidation choice are consolidated first (in bulk), so that every
 * routed order is a warehouse order, as in a shop whose Admin has caught up.
 */
export async function benchWarehouseOrders(
  engine: string,
  db: Database,
  time: (fn: () => Promise<unknown>) => Promise<number>,
): Promise<BenchRow[]> {
  // Those that also have lines from stock are unconsolidated instead, as the Admin may: Hybrid,
  // their bought lines sent direct to the customer, so the status filter meets Hybrid rows too.
  const waitingWithStock = sql`o.assigned_warehouse_id is not null and o.consolidated is null
    and exists (select 1 from order_lines s where s.order_id = o.id and s.fulfilment = 'stock' and s.status <> 'Refund')
    and exists (select 1 from order_lines b where b.order_id = o.id and b.fulfilment = 'buy')`;
  await db.execute(
    sql`update order_lines set direct_to_customer = true where fulfilment = 'buy' and order_id in (select o.id from orders o where ${waitingWithStock})`,
  );
  await db.execute(sql`update orders o set consolidated = false, is_hybrid = true where ${waitingWithStock}`);
  await db.execute(
    sql`update orders set consolidated = true where assigned_warehouse_id is not null and consolidated is null`,
  );
  // Some Hybrid orders' own (stock) lines move ahead of their dropshipped ones: Ready.
  await db.execute(
    sql`update order_lines set status = 'Ready' where fulfilment = 'stock' and status = 'Pending' and order_id in (select id from orders where is_hybrid and order_created_at::time < '06:00')`,
  );
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [busiest] = rowsOf<{ id: string; n: number }>(
    await db.execute(
      sql`select assigned_warehouse_id as id, count(*)::int as n from orders where assigned_warehouse_id is not null group by 1 order by 2 desc limit 1`,
    ),
  );
  const [{ n: total }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from orders where assigned_warehouse_id is not null`),
  );
  const admin: SignedInUser = {
    id: '',
    email: 'bench',
    role: 'Admin',
    warehouseId: null,
    supplierId: null,
    sessionId: '',
  };
  const staff: SignedInUser = { ...admin, role: 'Warehouse', warehouseId: busiest.id };
  const service = new WarehouseOrdersService(db);
  // The list's own condition, as server/services/warehouseOrders/list.ts writes it.
  const ships = sql`assigned_warehouse_id is not null and (consolidated is true or id in (select l.order_id from order_lines l where l.fulfilment = 'stock' and l.status <> 'Refund'))`;
  const own = sql`assigned_warehouse_id = ${busiest.id}`;
  const late = (n: number) => Math.max(1, Math.floor(n / 10 / 2));
  // Admin: all warehouses (/get-all-warehouse-orders) or the one it picks (/get-warehouse-orders);
  // a Warehouse user: its own.
  const all = (user: SignedInUser) => (q: Record<string, string>) => service.all(user, q);
  const picked = (q: Record<string, string>) => service.ofWarehouse(admin, q, busiest.id);
  const cases = [
    { who: 'Admin, all', call: all(admin), scope: sql`true`, page: 1, search: undefined },
    { who: 'Admin, all', call: all(admin), scope: sql`true`, page: late(total), search: undefined },
    { who: 'Admin, all', call: all(admin), scope: sql`true`, page: 1, search: 'hopper' },
    { who: 'Admin, one warehouse', call: picked, scope: own, page: 1, search: undefined },
    { who: 'Admin, one warehouse', call: picked, scope: own, page: late(busiest.n), search: undefined },
    { who: 'Warehouse', call: all(staff), scope: own, page: 1, search: undefined },
    { who: 'Warehouse', call: all(staff), scope: own, page: late(busiest.n), search: undefined },
    { who: 'Warehouse', call: all(staff), scope: own, page: 1, search: 'hopper' },
    { who: 'Warehouse', call: all(staff), scope: own, page: 1, search: undefined, tag: 'ready' },
    { who: 'Warehouse', call: all(staff), scope: own, page: 1, search: undefined, tag: 'pending' },
    { who: 'Admin, all', call: all(admin), scope: sql`true`, page: 1, search: undefined, tag: 'shipped' },
  ];
  const rows: BenchRow[] = [];
  for (const c of cases) {
    const tag = 'tag' in c ? c.tag : undefined;
    const query = {
      limit: '10',
      offset: String(c.page),
      ...(c.search ? { search: c.search } : {}),
      ...(tag ? { tagText: tag, isTag: 'true' } : {}),
    };
    // The bare SQL of a tag filters orders.status alone (the filter before Hybrid rows were read
    // by their warehouse lines), to show what reading them costs.
    const tagged = tag ? sql` and status = ${tag[0].toUpperCase() + tag.slice(1)}` : sql``;
    const where = c.search
      ? sql`${ships} and ${c.scope} and search_text like ${`%${c.search}%`}${tagged}`
      : sql`${ships} and ${c.scope}${tagged}`;
    const api = await time(() => c.call(query));
    const bare = await time(() =>
      Promise.all([
        db.execute(
          sql`select * from orders where ${where} order by order_created_at desc, id desc limit 10 offset ${(c.page - 1) * 10}`,
        ),
        db.execute(sql`select count(*) from orders where ${where}`),
      ]),
    );
    const what = `warehouse orders (${c.who}) page ${c.page.toLocaleString('en')}${c.search ? `, search '${c.search}'` : ''}${tag ? `, Filter ${tag}` : ''}`;
    rows.push({ engine, what, api, bare });
  }
  return rows;
}
