import { eq, sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { orders, warehouses } from '../server/db/schema';
import { RoutingPreviewService } from '../server/services/routingPreview/routingPreviewService';
import type { BenchRow } from './measure';
import { busiestWarehouseId } from './busiestWarehouse';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Orders in 30 days of a 100,000-order year. */
const MONTH_OF_A_YEAR = Math.round((100_000 * 30) / 365);

/**
 * Trying a warehouse change (POST /preview-warehouse-change's service) on the imported orders:
 * the busiest warehouse's max weight raised by half, every order of the 30 days before the
 * clock and every waiting order routed twice by the routing function. Twice: with a window
 * holding nearly every imported order, and with one holding as many as 30 days of a
 * 100,000-order year (8,219).
 */
export async function benchRoutingPreview(
  engine: string,
  db: Database,
  time: (fn: () => Promise<unknown>) => Promise<number>,
): Promise<BenchRow[]> {
  const [w] = await db
    .select()
    .from(warehouses)
    .where(eq(warehouses.id, (await busiestWarehouseId(db))!));
  const change = {
    id: w.id,
    warehouse: {
      name: w.name,
      country: w.country,
      shipping_type: w.shippingType,
      min_weight: w.minWeight,
      max_weight: (w.maxWeight ?? 20) * 1.5,
      min_length: w.minLength,
      max_length: w.maxLength,
      min_width: w.minWidth,
      max_width: w.maxWidth,
      min_height: w.minHeight,
      max_height: w.maxHeight,
      min_LWH: w.minLWH,
      max_LWH: w.maxLWH,
    },
  } as Parameters<RoutingPreviewService['preview']>[0];
  const oldestAt = async (offset: number) =>
    (
      await db
        .select({ at: orders.orderCreatedAt })
        .from(orders)
        .orderBy(orders.orderCreatedAt)
        .offset(offset)
        .limit(1)
    )[0]?.at;
  const oldest = (await oldestAt(0))!;
  const nth = await oldestAt(MONTH_OF_A_YEAR - 1);
  // The import dates orders a minute and a half apart from 1 October (a few later): a window
  // ending 30 days after the first holds nearly all of them; one ending at the 8,219th, those.
  const cases = [
    { clock: new Date(oldest.getTime() + 30 * DAY_MS - 1), what: 'the 30 days after the first order' },
    ...(nth ? [{ clock: nth, what: 'a month of a 100,000-order year' }] : []),
  ];
  const rows: BenchRow[] = [];
  for (const c of cases) {
    const service = new RoutingPreviewService(db, () => c.clock);
    const preview = await service.preview(change);
    rows.push({
      engine,
      what: `Routing preview, ${c.what}: ${preview.recent.orders.toLocaleString('en')} orders of 30 days, ${preview.waiting.orders.toLocaleString('en')} waiting (${preview.recent.solved.count} solved, ${preview.recent.created.count} created, ${preview.waiting.routed_on_save.count} routed on save)`,
      api: await time(() => service.preview(change)),
      bare: await time(() => bareReads(db, new Date(c.clock.getTime() - 30 * DAY_MS), c.clock)),
    });
  }
  return rows;
}

/**
 * The bare SQL of what the preview reads (server/services/routingPreview/previewGroups.ts): the
 * window's decided orders and every waiting one, counted by their kept parcel and destination.
 */
async function bareReads(db: Database, since: Date, until: Date) {
  const waiting = sql`o.problematic and o.assigned_warehouse_id is null and o.status = 'Pending'`;
  const window = sql`o.order_created_at >= ${since.toISOString()}::timestamptz and o.order_created_at <= ${until.toISOString()}::timestamptz`;
  // With the work memory the service sets for its aggregate.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`
    select parcel, country, count(*) filter (where recent), count(*) filter (where waiting)
    from (
      select r.parcel, r.destination_country as country, true as recent, false as waiting
      from orders o left join order_routings r on r.order_id = o.id
      where ${window} and (r.order_id is not null or o.assigned_warehouse_id is not null or o.problematic)
        and not (${waiting})
      union all
      select r.parcel, r.destination_country, ${window}, true
      from orders o left join order_routings r on r.order_id = o.id
      where ${waiting}
    ) as tried
    group by parcel, country`);
  });
}
