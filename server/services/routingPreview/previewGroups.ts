import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { orderRoutings, orders } from '../../db/schema';
import type { Parcel } from '../../../domain/parcel';
import type { RoutingInputs } from '../../../domain/routingPreview';
import { waitingForWarehouse } from '../orders/routingInputs';

/**
 * The orders a warehouse change is tried on, gathered by what routing reads of them (the kept
 * parcel and the destination): orders that share it are routed alike, so each distinct parcel
 * is routed once, however many orders have it. Only orders routing kept a parcel for, without
 * unknown SKUs (routed alike, problematic, whatever the warehouses), and, when waiting, not
 * changed since (previewOrders.ts reads the others one by one).
 */
export interface InputGroup extends RoutingInputs {
  /** Orders of the window with these inputs: decided in it, or waiting and created in it. */
  recent: number;
  /** Waiting orders with these inputs, of any date: the save routes them when solved. */
  waiting: number;
}

export interface Window {
  since: Date;
  until: Date;
}

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const inWindow = (w: Window) =>
  sql`${orders.orderCreatedAt} >= ${at(w.since)} and ${orders.orderCreatedAt} <= ${at(w.until)}`;

/** Decided in the window: routed or made problematic, and no longer waiting. */
const decidedIn = (w: Window) =>
  sql`${inWindow(w)} and (${orderRoutings.orderId} is not null or ${orders.assignedWarehouseId} is not null or ${orders.problematic}) and not (${waitingForWarehouse})`;

/** Routing kept the parcel and unknown SKUs (null: kept before they were). */
const keptParcel = sql`${orderRoutings.parcel} is not null and ${orderRoutings.unknownSkus} is not null`;

/** A waiting order's kept inputs are what routing would read now. */
const keptIsCurrent = sql`${keptParcel} and not ${orderRoutings.inputsChanged} and ${orderRoutings.destinationCountry} is not distinct from ${orders.shippingCountry}`;

/**
 * The tried orders, each once: the window's decided ones (read as routing decided them) and
 * every waiting one (read as kept while that is current). `readAsKept` is that condition for
 * the branch; each branch is an index scan of its own.
 */
const tried = (
  w: Window,
  select: (readAsKept: SQL) => SQL,
  where: (readAsKept: SQL) => SQL = () => sql`true`,
) => sql`
  select ${select(keptParcel)}, true as recent, false as waiting
    from ${orders} left join ${orderRoutings} on ${orderRoutings.orderId} = ${orders.id}
    where ${decidedIn(w)} and ${where(keptParcel)}
  union all
  select ${select(keptIsCurrent)}, ${inWindow(w)} as recent, true as waiting
    from ${orders} left join ${orderRoutings} on ${orderRoutings.orderId} = ${orders.id}
    where ${waitingForWarehouse} and ${where(keptIsCurrent)}`;

/** In a group: read as kept, and without unknown SKUs (with them, problematic whatever the warehouses). */
const inGroup = (readAsKept: SQL) => sql`${readAsKept} and ${orderRoutings.unknownSkus} = '[]'::jsonb`;

/**
 * An order's group key (null when in none) and whether it is read one by one: not read as kept.
 * Orders in no group and not single have unknown SKUs and are routed alike whatever the change.
 */
const keyed = (readAsKept: SQL) => sql`
  ${orders.id} as id,
  case when ${inGroup(readAsKept)} then ${orderRoutings.parcel} end as parcel,
  case when ${inGroup(readAsKept)} then ${orderRoutings.destinationCountry} end as country,
  not coalesce(${readAsKept}, false) as single`;

export interface TriedOrders {
  groups: InputGroup[];
  /** The orders read one by one (previewOrders.ts). */
  single: string[];
  /** Orders tried in the window, and waiting ones. */
  recent: number;
  waiting: number;
}

/** The tried orders in groups, those read one by one, and how many are tried in all. */
export async function inputGroups(db: DbOrTx, w: Window): Promise<TriedOrders> {
  const rows = await rowsOf<{
    parcel: Parcel | string | null;
    country: string | null;
    single: string[] | null;
    recent: number;
    waiting: number;
  }>(
    db,
    sql`
      select parcel, country, array_agg(id) filter (where single) as single,
        (count(*) filter (where recent))::int as recent, (count(*) filter (where waiting))::int as waiting
      from (${tried(w, keyed)}) as tried
      group by parcel, country`,
  );
  const groups = rows
    .filter((r) => r.parcel !== null)
    .map((r) => ({
      read: { parcel: typeof r.parcel === 'string' ? JSON.parse(r.parcel) : r.parcel!, unknownSkus: [] },
      destinationCountry: r.country,
      recent: r.recent,
      waiting: r.waiting,
    }));
  const sum = (key: 'recent' | 'waiting') => rows.reduce((n, r) => n + r[key], 0);
  const single = rows.flatMap((r) => r.single ?? []);
  return { groups, single, recent: sum('recent'), waiting: sum('waiting') };
}

/** An order of some groups, as the preview lists it. */
export interface GroupedOrder {
  orderId: string;
  orderNumber: string;
  createdAt: Date;
  /** Its group: the index in the groups asked for. */
  group: number;
}

/**
 * The first orders (oldest first, then by id) of these groups: of the window, or waiting (any
 * date). The groups are sent as one JSON list and joined on the kept parcel and destination.
 */
export async function ordersOfGroups(
  db: DbOrTx,
  w: Window,
  groups: readonly RoutingInputs[],
  of: 'recent' | 'waiting',
  limit: number,
): Promise<GroupedOrder[]> {
  if (!groups.length) return [];
  const keys = JSON.stringify(groups.map((g) => ({ parcel: g.read.parcel, country: g.destinationCountry })));
  // The waiting orders of the window, or every waiting one; the window's decided ones when listing the window's.
  const waiting = sql`${waitingForWarehouse} and ${keptIsCurrent}${of === 'recent' ? sql` and ${inWindow(w)}` : sql``}`;
  const tried = of === 'recent' ? sql`((${decidedIn(w)} and ${keptParcel}) or (${waiting}))` : waiting;
  const rows = await rowsOf<{ id: string; order_number: string; created_at: string | Date; group: number }>(
    db,
    sql`
      with keys as (
        select e -> 'parcel' as parcel, e ->> 'country' as country, (n - 1)::int as "group"
        from jsonb_array_elements(${keys}::jsonb) with ordinality as k(e, n))
      select ${orders.id} as id, ${orders.orderNumber} as order_number, ${orders.orderCreatedAt} as created_at, keys."group"
      from keys
      -- Each group's orders by the kept parcel's index (offset 0: looked up per group, not joined by a
      -- scan of every order; named as the table, so the conditions below read it).
      cross join lateral (
        select * from ${orderRoutings}
        where ${orderRoutings.parcel} = keys.parcel
          and ${orderRoutings.destinationCountry} is not distinct from keys.country
          and ${orderRoutings.unknownSkus} = '[]'::jsonb
        offset 0
      ) as ${orderRoutings}
      join ${orders} on ${orders.id} = ${orderRoutings.orderId}
      where ${tried}
      order by ${orders.orderCreatedAt}, ${orders.id}
      limit ${limit}`,
  );
  return rows.map((r) => ({
    orderId: r.id,
    orderNumber: r.order_number,
    createdAt: new Date(r.created_at),
    group: r.group,
  }));
}
