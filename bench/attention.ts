import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { AttentionService } from '../server/services/attention/attentionService';
import { OverviewService } from '../server/services/overview/overviewService';
import { PurchaseOrdersService } from '../server/services/purchasing/purchaseOrdersService';
import { PickupOrdersService } from '../server/services/pickups/pickupOrdersService';
import { QUEUE_COLUMNS, reasonSelects } from '../server/services/attention/reasonSelects';
import { ATTENTION_REASONS, DEFAULT_THRESHOLDS } from '../domain/attention';
import type { Viewer } from '../domain/access';
import type { BenchRow } from './measure';
import { busiestWarehouseId } from './busiestWarehouse';
import { NO_EFFECTS } from '../server/flows/flow';

/**
 * Needs attention at the size of the import: page 1 for the Admin (beside the bare SQL of that
 * page and its count: every reason's select, UNION ALL, sorted whole), a late page, one
 * reason, a search, and a warehouse's user; and the overview (its counts per reason and per
 * status, the due orders and the 30 days), beside the bare SQL of the same counts and days.
 */
export async function benchAttention(
  engine: string,
  db: Database,
  time: (fn: () => Promise<unknown>) => Promise<number>,
): Promise<BenchRow[]> {
  const busiest = await busiestWarehouseId(db);
  const now = new Date();
  const service = new AttentionService(
    db,
    () => now,
    async () => DEFAULT_THRESHOLDS,
  );
  const admin: Viewer = { role: 'Admin', warehouseId: null, supplierId: null };
  const staff: Viewer = { role: 'Warehouse', warehouseId: busiest ?? null, supplierId: null };
  const selects = reasonSelects({ now, thresholds: DEFAULT_THRESHOLDS });
  const union = sql.join(
    ATTENTION_REASONS.map((reason) => sql`(${selects[reason]})`),
    sql` union all `,
  );
  const bare = () =>
    Promise.all([
      db.execute(sql`select * from (${union}) as q (${QUEUE_COLUMNS}) order by q.since, q.row_id limit 10`),
      db.execute(sql`select count(*) from (${union}) as q (${QUEUE_COLUMNS})`),
    ]);
  const cases: { what: string; run: () => Promise<unknown> }[] = [
    { what: 'Needs attention, Admin, page 1', run: () => service.list({ limit: '10', offset: '1' }, admin) },
    {
      what: 'Needs attention, Admin, page 50',
      run: () => service.list({ limit: '10', offset: '50' }, admin),
    },
    {
      what: "Needs attention, Admin, reason 'late'",
      run: () => service.list({ limit: '10', offset: '1', tagText: 'late', isTag: 'true' }, admin),
    },
    {
      what: "Needs attention, Admin, search '#1001'",
      run: () => service.list({ limit: '10', offset: '1', search: '#1001' }, admin),
    },
    {
      what: 'Needs attention, Warehouse user, page 1',
      run: () => service.list({ limit: '10', offset: '1' }, staff),
    },
  ];
  const rows: BenchRow[] = [];
  for (const c of cases) rows.push({ engine, what: c.what, api: await time(c.run) });
  rows[0].bare = await time(bare);

  // Only their due counts are read: nothing is sent, so no images or outbox.
  const scheduled = {
    clock: { now: () => now, timeZone: 'UTC' },
    imagesDir: '',
    effects: NO_EFFECTS,
  };
  const overview = new OverviewService(db, () => now, service, {
    purchaseOrders: new PurchaseOrdersService(db, scheduled),
    pickupOrders: new PickupOrdersService(db, { ...scheduled }),
  });
  const dueCount = (table: string) =>
    db.execute(
      sql`select count(*) filter (where schedule_time <= ${now.toISOString()}::timestamptz),
        count(*) filter (where schedule_time > ${now.toISOString()}::timestamptz
          and schedule_time < ${now.toISOString()}::date + 1)
        from ${sql.identifier(table)} where notification_status = 'to_be_sent'`,
    );
  // The chart's 30 days by hand: imported, shipped and late (open, or shipped after the day) per day.
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 29));
  const days30 = () =>
    db.execute(sql`
      select date_trunc('day', created_at), count(*) from orders
        where created_at between ${from.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz group by 1
      union all
      select date_trunc('day', shipped_at), count(*) from orders
        where shipped_at between ${from.toISOString()}::timestamptz and ${now.toISOString()}::timestamptz group by 1
      union all
      select deadline_date, count(*) from orders
        where deadline_date >= ${from.toISOString()}::date and deadline_date < ${now.toISOString()}::date
          and ((shipped_at is null and status not in ('Shipped', 'Refund'))
            or shipped_at >= (deadline_date + 1)::timestamp at time zone 'UTC')
        group by 1`);
  const overviewRow: BenchRow = {
    engine,
    what: 'Overview, Admin',
    api: await time(() => overview.overview(admin)),
    bare: await time(() =>
      Promise.all([
        db.execute(sql`select q.reason, count(*) from (${union}) as q (${QUEUE_COLUMNS}) group by 1`),
        db.execute(sql`select status, count(*) from orders group by status`),
        dueCount('purchase_orders'),
        dueCount('pickup_orders'),
        days30(),
      ]),
    ),
  };
  rows.push(overviewRow, {
    engine,
    what: 'Overview, Warehouse user',
    api: await time(() => overview.overview(staff)),
  });
  return rows;
}
