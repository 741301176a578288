import path from 'node:path';
import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { PickupOrdersService } from '../server/services/pickups/pickupOrdersService';
import { likePattern } from '../domain/listQuery';
import { NO_EFFECTS } from '../server/flows/flow';

type Row = { engine: string; what: string; api: number; bare?: number };
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The end of a statement whose `made` PUOs take 5 orders each, in PUO number order, delivered to
 * the customer: the oldest orders with their first line, or the latest orders with their last.
 */
const fiveOrdersEach = (which: 'oldest' | 'latest') => {
  const desc = sql.raw(which === 'latest' ? ' desc' : '');
  return sql`assigned as (
      insert into puo_assignments (pickup_order_id, order_id, sent_to)
      select p.id, o.id, 'Customer'
      from (select id, row_number() over (order by order_created_at${desc}, id${desc}) rn from orders) o
      join (select id, row_number() over (order by pickup_order_number) rn from made) p on p.rn = (o.rn - 1) / 5 + 1
      returning id, order_id)
    insert into puo_lines (puo_assignment_id, order_line_id, product_id, quantity, status)
    select a.id, l.id, l.product_id, l.quantity, 'Awaiting Pickup'
    from assigned a
    join lateral (select id, product_id, quantity from order_lines
                  where order_id = a.order_id and product_id is not null order by position${desc} limit 1) l on true`;
};

/**
 * The PUO lists at scale (docs/benchmarks.md), after the order import, made in SQL:
 * - sent: every order gets a sent PUO assignment (its first line; 5 orders per PUO: 20,000
 *   sent PUOs for 100,000 orders);
 * - to be sent: one open PUO per agent and pickup place (the unique index allows no more), so
 *   the bench adds suppliers as pickup places until there is one open PUO per 50 orders (2,000
 *   for 100,000), each with 5 assignments of the latest orders (their last line).
 * Then both lists (page 1, the last page but one, a search for one order, a search for a
 * customer name) are timed through the service beside the bare SQL of the same page and count
 * (the service's search condition, without loading the records).
 */
export async function benchPickupOrders(
  engine: string,
  handle: DatabaseHandle,
  time: (fn: () => Promise<unknown>) => Promise<number>,
): Promise<Row[]> {
  const db = handle.db;
  const start = performance.now();
  await db.execute(sql`
    with made as (
      insert into pickup_orders (shipping_agent_id, pickup_from, pickup_supplier_id, pickup_order_number,
                                 schedule_time, notification_status, sent_at)
      select (array(select id from shipping_agents order by id))[1 + g % 3], 'Supplier',
             (array(select id from suppliers order by id))[1 + g % 4], 'PUO-' || (200000 + g),
             now() - g * interval '1 minute', 'sent', now() - g * interval '1 minute'
      from generate_series(1, (select (count(*) + 4) / 5 from orders)::int) g
      returning id, pickup_order_number),
    ${fiveOrdersEach('oldest')}`);

  // Open PUOs: as many pickup places (bench suppliers) as the agents need for one PUO per 50 orders.
  const [{ orders: orderCount, agents }] = rowsOf<{ orders: number; agents: number }>(
    await db.execute(
      sql`select (select count(*) from orders)::int as orders, (select count(*) from shipping_agents)::int as agents`,
    ),
  );
  const open = Math.max(1, Math.ceil(orderCount / 50));
  const places = Math.ceil(open / agents);
  await db.execute(sql`
    insert into suppliers (name, contact_person, contact_email, contact_phone, street_name, street_number,
                           city, country, zip_code)
    select 'Pickup Place ' || lpad(g::text, 5, '0'), 'Pat', 'place' || g || '@bench.test', '1', 'Yard Lane',
           g::text, 'Bristol', 'GB', 'BS1'
    from generate_series(1, ${places}::int) g`);
  await db.execute(sql`
    with places as (select id, row_number() over (order by name) - 1 k from suppliers where name like 'Pickup Place %'),
    agents as (select id, row_number() over (order by id) - 1 k from shipping_agents),
    made as (
      insert into pickup_orders (shipping_agent_id, pickup_from, pickup_supplier_id, pickup_order_number,
                                 schedule_time, notification_status)
      select a.id, 'Supplier', p.id, 'PUO-' || (600000 + g), now() + g * interval '1 minute', 'to_be_sent'
      from generate_series(0, ${open - 1}::int) g
      join agents a on a.k = g % ${agents}::int
      join places p on p.k = g / ${agents}::int
      returning id, pickup_order_number),
    ${fiveOrdersEach('latest')}`);
  for (const table of ['suppliers', 'pickup_orders', 'puo_assignments', 'puo_lines'])
    await db.execute(sql.raw(`analyze ${table}`));
  const counts = rowsOf<{ status: string; puos: number; assignments: number }>(
    await db.execute(sql`select p.notification_status as status, count(distinct p.id)::int as puos,
        count(a.id)::int as assignments
      from pickup_orders p left join puo_assignments a on a.pickup_order_id = p.id group by 1`),
  );
  const countOf = (status: string) =>
    counts.find((c) => c.status === status) ?? { status, puos: 0, assignments: 0 };
  const made = (status: string) =>
    `${countOf(status).puos.toLocaleString('en')} ${status === 'sent' ? 'sent' : 'to-be-sent'}`;
  const rows: Row[] = [
    {
      engine,
      what: `make PUOs (SQL): ${made('sent')}, ${made('to_be_sent')}; ${counts
        .reduce((n, c) => n + c.assignments, 0)
        .toLocaleString('en')} assignments`,
      api: performance.now() - start,
    },
  ];

  const service = new PickupOrdersService(db, {
    clock: { now: () => new Date(), timeZone: 'UTC' },
    imagesDir: path.join(os.tmpdir(), 'bench-images'),
    effects: NO_EFFECTS,
  });
  // The service's search (pickupOrdersService puoSearch), for the bare SQL.
  const search = (term: string) => {
    const p = likePattern(term.toLowerCase());
    return sql`(lower(pickup_order_number) like ${p}
      or shipping_agent_id in (select id from shipping_agents where lower(name) like ${p})
      or pickup_supplier_id in (select id from suppliers where lower(name) like ${p})
      or pickup_warehouse_id in (select id from warehouses where lower(name) like ${p})
      or id in (select a.pickup_order_id from puo_assignments a join orders o on o.id = a.order_id where o.search_text like ${p})
      or id in (select a.pickup_order_id from puo_assignments a join puo_lines l on l.puo_assignment_id = a.id
        join products pr on pr.id = l.product_id
        where lower(coalesce(pr.supplier_sku, '')) like ${p} or lower(pr.internal_sku) like ${p}))`;
  };
  const lists = [
    {
      name: 'PUOs sent',
      status: 'sent',
      order: sql`order by sent_at desc, pickup_order_number desc`,
      call: (q: Record<string, string>) => service.listSent(q),
    },
    {
      name: 'PUOs to be sent',
      status: 'to_be_sent',
      order: sql`order by schedule_time asc, pickup_order_number asc`,
      call: (q: Record<string, string>) => service.listToBeSent(q),
    },
  ];
  for (const list of lists) {
    const { puos, assignments } = countOf(list.status);
    const late = Math.max(1, Math.ceil(puos / 10) - 1);
    // One order of a PUO half-way through the list: a search that finds one PUO.
    const [sample] = rowsOf<{ n: string }>(
      await db.execute(sql`select o.order_number as n from pickup_orders p
        join puo_assignments a on a.pickup_order_id = p.id join orders o on o.id = a.order_id
        where p.notification_status = ${list.status} order by p.pickup_order_number, o.order_number
        limit 1 offset ${Math.floor(assignments / 2)}`),
    );
    const cases: { what: string; query: Record<string, string>; where: SQL; skip: number }[] = [
      { what: 'page 1 (10 rows)', query: { limit: '10', offset: '1' }, where: sql`true`, skip: 0 },
      {
        what: `page ${late.toLocaleString('en')} (10 rows)`,
        query: { limit: '10', offset: String(late) },
        where: sql`true`,
        skip: (late - 1) * 10,
      },
      ...[...(sample ? [[sample.n, 'one order']] : []), ['hopper', 'a customer']].map(([term, what]) => ({
        what: `search '${term}' (${what})`,
        query: { limit: '10', offset: '1', search: term },
        where: search(term),
        skip: 0,
      })),
    ];
    for (const c of cases) {
      const api = await time(() => list.call(c.query));
      const bare = await time(() =>
        Promise.all([
          db.execute(
            sql`select * from pickup_orders where notification_status = ${list.status} and ${c.where} ${list.order} limit 10 offset ${c.skip}`,
          ),
          db.execute(
            sql`select count(*) from pickup_orders where notification_status = ${list.status} and ${c.where}`,
          ),
        ]),
      );
      rows.push({ engine, what: `${list.name}, ${c.what}`, api, bare });
    }
  }
  return rows;
}
