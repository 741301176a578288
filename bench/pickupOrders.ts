import path from 'node:path';
import os from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import type { DatabaseHandle } from '../server/db/client';
import { PickupOrdersService } from '../server/services/pickups/pickupOrdersService';

/**
 * The PUO lists at scale (docs/benchmarks.md): after the order import, every order gets a sent
 * PUO assignment (5 orders per PUO, one line each: 20,000 sent PUOs for 100,000 orders), made in
 * SQL. Then Pickup Orders Sent (page 1, a late page, searches) and Scheduled Pickup Orders
 * (the demo's) are timed through the service beside the bare SQL of the same page and count.
 */
export async function benchPickupOrders(
  engine: string,
  handle: DatabaseHandle,
  time: (fn: () => Promise<unknown>) => Promise<number>,
): Promise<{ engine: string; what: string; api: number; bare?: number }[]> {
  const db = handle.db;
  const start = performance.now();
  await db.execute(sql`
    insert into pickup_orders (shipping_agent_id, pickup_from, pickup_supplier_id, pickup_order_number,
                               schedule_time, notification_status, sent_at)
    select (array(select id from shipping_agents order by id))[1 + g % 3], 'Supplier',
           (array(select id from suppliers order by id))[1 + g % 4], 'PUO-' || (200000 + g),
           now() - g * interval '1 minute', 'sent', now() - g * interval '1 minute'
    from generate_series(1, (select (count(*) + 4) / 5 from orders)::int) g`);
  await db.execute(sql`
    insert into puo_assignments (pickup_order_id, order_id, sent_to)
    select p.id, o.id, 'Customer'
    from (select id, row_number() over (order by order_created_at, id) rn from orders) o
    join (select id, row_number() over (order by pickup_order_number) rn from pickup_orders
          where pickup_order_number >= 'PUO-200000') p on p.rn = (o.rn - 1) / 5 + 1`);
  await db.execute(sql`
    insert into puo_lines (puo_assignment_id, order_line_id, product_id, quantity, status)
    select a.id, l.id, l.product_id, l.quantity, 'Awaiting Pickup'
    from puo_assignments a
    join lateral (select id, product_id, quantity from order_lines
                  where order_id = a.order_id and product_id is not null order by position limit 1) l on true`);
  for (const table of ['pickup_orders', 'puo_assignments', 'puo_lines'])
    await db.execute(sql.raw(`analyze ${table}`));
  const counts = (await db.execute(
    sql`select (select count(*) from pickup_orders)::int as puos, (select count(*) from puo_assignments)::int as assignments`,
  )) as unknown as { rows: { puos: number; assignments: number }[] };
  const rows: { engine: string; what: string; api: number; bare?: number }[] = [
    {
      engine,
      what: `make ${counts.rows[0].puos.toLocaleString('en')} PUOs, ${counts.rows[0].assignments.toLocaleString('en')} assignments (SQL)`,
      api: performance.now() - start,
    },
  ];

  const service = new PickupOrdersService(db, {
    clock: { now: () => new Date(), timeZone: 'UTC' },
    imagesDir: path.join(os.tmpdir(), 'bench-images'),
    kickOutbox: () => undefined,
  });
  const sentCount = Number(counts.rows[0].puos);
  const late = Math.max(1, Math.floor(sentCount / 10 / 2));
  const order = sql`order by sent_at desc, pickup_order_number desc`;
  const term = (t: string) => `%${t}%`;
  const orderSearch = (t: string) => sql`id in (select a.pickup_order_id from puo_assignments a
      join orders o on o.id = a.order_id where o.search_text like ${term(t)})`;
  const cases: {
    what: string;
    query: Record<string, string>;
    where: SQL;
    skip: number;
    list?: 'toBeSent';
  }[] = [
    { what: 'PUOs sent, page 1 (10 rows)', query: { limit: '10', offset: '1' }, where: sql`true`, skip: 0 },
    {
      what: `PUOs sent, page ${late.toLocaleString('en')} (10 rows)`,
      query: { limit: '10', offset: String(late) },
      where: sql`true`,
      skip: (late - 1) * 10,
    },
    {
      what: "PUOs sent, search '#150123' (one order)",
      query: { limit: '10', offset: '1', search: '#150123' },
      where: orderSearch('#150123'),
      skip: 0,
    },
    {
      what: "PUOs sent, search 'hopper' (a customer)",
      query: { limit: '10', offset: '1', search: 'hopper' },
      where: orderSearch('hopper'),
      skip: 0,
    },
    {
      what: 'PUOs to be sent, page 1 (the demo’s)',
      query: { limit: '10', offset: '1' },
      where: sql`true`,
      skip: 0,
      list: 'toBeSent',
    },
  ];
  for (const c of cases) {
    const status = c.list === 'toBeSent' ? 'to_be_sent' : 'sent';
    const api = await time(() =>
      c.list === 'toBeSent' ? service.listToBeSent(c.query) : service.listSent(c.query),
    );
    const bare = await time(() =>
      Promise.all([
        db.execute(
          sql`select * from pickup_orders where notification_status = ${status} and ${c.where} ${order} limit 10 offset ${c.skip}`,
        ),
        db.execute(
          sql`select count(*) from pickup_orders where notification_status = ${status} and ${c.where}`,
        ),
      ]),
    );
    rows.push({ engine, what: c.what, api, bare });
  }
  return rows;
}
