import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rowsOf } from '../../server/db/rows';
import type { SignedInUser } from '../../server/services/auth';
import { OrdersService } from '../../server/services/orders/ordersService';
import { WarehouseOrdersService } from '../../server/services/warehouseOrders/warehouseOrdersService';

/**
 * The imported orders (and their lines) copied in SQL until the table holds at least `total`
 * (whole copies): each copy
 * older than the one before, with its own order numbers (#1100001.. for the first copy), shop
 * order ids and search text, so that searches by number still find one order. Lists read orders
 * and their lines only; the copies have no timeline rows.
 */
export async function multiplyOrders(db: Database, total: number): Promise<void> {
  const [{ n, span }] = await rowsOf<{ n: number; span: string }>(
    db,
    sql`select count(*)::int as n, (max(order_created_at) - min(order_created_at) + interval '1 minute')::text as span from orders`,
  );
  const copies = Math.ceil(total / n) - 1;
  if (copies < 1) return;
  const columns = async (table: string) =>
    (
      await rowsOf<{ name: string }>(
        db,
        sql`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table} and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`,
      )
    ).map((c) => c.name);
  const orderColumns = await columns('orders');
  const lineColumns = (await columns('order_lines')).filter((c) => c !== 'order_id');
  const newNumber = `'#' || (substring(o.order_number from '[0-9]+')::bigint + m.g * 1000000)`;
  const orderValue: Record<string, string> = {
    order_number: newNumber,
    shop_order_id: `o.shop_order_id || '-' || m.g`,
    order_created_at: `o.order_created_at - m.g * '${span}'::interval`,
    search_text: `replace(o.search_text, lower(o.order_number), lower(${newNumber}))`,
  };
  await db.execute(sql`drop table if exists order_copies`);
  await db.execute(
    sql.raw(`create table order_copies as select o.id as old_id, gen_random_uuid() as new_id, g
      from orders o, generate_series(1, ${copies}) g`),
  );
  await db.execute(
    sql.raw(`insert into orders (id, ${orderColumns.join(', ')})
      select m.new_id, ${orderColumns.map((c) => orderValue[c] ?? `o.${c}`).join(', ')}
      from order_copies m join orders o on o.id = m.old_id`),
  );
  await db.execute(
    sql.raw(`insert into order_lines (order_id, ${lineColumns.join(', ')})
      select m.new_id, ${lineColumns.map((c) => `l.${c}`).join(', ')}
      from order_copies m join order_lines l on l.order_id = m.old_id`),
  );
  await db.execute(sql`drop table order_copies`);
  await db.execute(sql`analyze`);
}

/** p50 and p95 of `samples` timed runs of `fn` after one warm-up, in ms. */
export async function percentiles(fn: () => Promise<unknown>, samples = 20): Promise<[number, number]> {
  await fn();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return [times[Math.floor(samples / 2)], times[Math.ceil(samples * 0.95) - 1]];
}

export interface ListFigure {
  engine: string;
  what: string;
  api: [number, number];
  bare: [number, number];
}

const ORDER_BY: Record<string, string> = {
  order_created_at: 'order_created_at',
  order_number: 'order_number',
  'shipping_address.city': 'lower(shipping_city)',
  status: `array_position(array['Pending','Preparation','Ready','Awaiting Pickup','Shipped','Refund']::text[], status)`,
};

/**
 * Every order list at the database's size (Master Dashboard, Consolidate, Warehouse Orders for
 * the Admin and for the warehouse that ships most): page 1, a middle page, the last page, searches by order number, customer and SKU,
 * each Filter tag and each sort both ways, p50 and p95 through the service beside the bare SQL of
 * the same page by offset and its exact count.
 */
export async function benchListsAtScale(engine: string, db: Database): Promise<ListFigure[]> {
  const [{ n: total }] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from orders`);
  const [sample] = await rowsOf<{ number: string; customer: string; sku: string }>(
    db,
    sql`select o.order_number as number, lower(o.customer_last_name) as customer, lower(l.sku) as sku
      from orders o join order_lines l on l.order_id = o.id
      where o.customer_last_name is not null and l.sku is not null
      order by o.order_created_at desc, o.id desc offset ${Math.floor(total / 2)} limit 1`,
  );
  const orders = new OrdersService(db);
  const warehouseOrders = new WarehouseOrdersService(db);
  const admin: SignedInUser = {
    id: '',
    email: 'bench',
    role: 'Admin',
    warehouseId: null,
    supplierId: null,
    sessionId: '',
  };
  type Case = { what: string; raw: Record<string, string>; where: string };
  // Page 1, the middle and the last page of a list of `count` rows, 10 to a page.
  const pages = (count: number): Case[] => {
    const [middle, last] = [Math.floor(count / 20) + 1, Math.max(1, Math.ceil(count / 10))];
    return [
      { what: 'page 1', raw: {}, where: 'true' },
      {
        what: `middle page (${middle.toLocaleString('en')})`,
        raw: { offset: String(middle) },
        where: 'true',
      },
      { what: `last page (${last.toLocaleString('en')})`, raw: { offset: String(last) }, where: 'true' },
    ];
  };
  const cases: Case[] = [
    ...pages(total),
    {
      what: `search by number ${sample.number}`,
      raw: { search: sample.number },
      where: `search_text like '%${sample.number.toLowerCase()}%'`,
    },
    {
      what: `search by customer ${sample.customer}`,
      raw: { search: sample.customer },
      where: `search_text like '%${sample.customer}%'`,
    },
    {
      what: `search by SKU ${sample.sku}`,
      raw: { search: sample.sku },
      where: `search_text like '%${sample.sku}%'`,
    },
    ...['pending', 'preparation', 'ready', 'shipped'].map((tag) => ({
      what: `tag ${tag}`,
      raw: { isTag: 'true', tagText: tag },
      where: `status = '${tag[0].toUpperCase()}${tag.slice(1)}'`,
    })),
  ];
  const sorted: Case[] = Object.keys(ORDER_BY).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => ({
      what: `sort ${sort} ${order}`,
      raw: { sort, order },
      where: 'true',
    })),
  );
  const bare = (where: string, by: string, skip: number) =>
    Promise.all([
      db.execute(sql.raw(`select * from orders where ${where} order by ${by} limit 10 offset ${skip}`)),
      db.execute(sql.raw(`select count(*) from orders where ${where}`)),
    ]);
  const figures: ListFigure[] = [];
  const measure = async (
    list: string,
    run: (raw: Record<string, string>) => Promise<unknown>,
    c: Case,
    extra = 'true',
  ) => {
    const raw: Record<string, string> = { limit: '10', offset: '1', ...c.raw };
    const skip = (Number(raw.offset) - 1) * 10;
    const by = raw.sort
      ? `${ORDER_BY[raw.sort]} ${raw.order}, order_created_at ${raw.order}, id ${raw.order}`
      : 'order_created_at desc, id desc';
    figures.push({
      engine,
      what: `${list}: ${c.what}`,
      api: await percentiles(() => run(raw)),
      bare: await percentiles(() => bare(`${extra} and ${c.where}`, by, skip)),
    });
  };
  for (const c of [...cases, ...sorted])
    await measure('Master Dashboard', (raw) => orders.masterDashboard(raw), c);
  // Each list's rule as the order keeps it (migration 0034): what its own statement filters by.
  const consolidate = 'has_bought_lines';
  const counted = async (where: string) =>
    (await rowsOf<{ n: number }>(db, sql.raw(`select count(*)::int as n from orders where ${where}`)))[0].n;
  for (const c of pages(await counted(consolidate)))
    await measure('Consolidate', (raw) => orders.consolidation(raw), c, consolidate);
  const shipped = 'ships_from_warehouse';
  for (const c of pages(await counted(shipped)))
    await measure('Warehouse Orders (Admin)', (raw) => warehouseOrders.all(admin, raw), c, shipped);
  // A warehouse user's own list: the warehouse that ships most.
  const [busiest] = await rowsOf<{ id: string }>(
    db,
    sql`select assigned_warehouse_id as id from orders where ships_from_warehouse
        group by 1 order by count(*) desc limit 1`,
  );
  if (busiest) {
    const own = `${shipped} and assigned_warehouse_id = '${busiest.id}'`;
    const user: SignedInUser = { ...admin, role: 'Warehouse', warehouseId: busiest.id };
    for (const c of pages(await counted(own)))
      await measure('Warehouse Orders (Warehouse)', (raw) => warehouseOrders.all(user, raw), c, own);
  }
  return figures;
}

export function listFiguresTable(figures: ListFigure[]): string {
  const ms = ([p50, p95]: [number, number]) => `${p50.toFixed(1)} / ${p95.toFixed(1)} ms`;
  const lines = [
    '| engine | list: measure | service p50 / p95 | bare SQL (offset + count) p50 / p95 |',
    '|---|---|---|---|',
  ];
  for (const f of figures) lines.push(`| ${f.engine} | ${f.what} | ${ms(f.api)} | ${ms(f.bare)} |`);
  return lines.join('\n');
}
