import { OPEN_STATUSES_SQL } from '../../db/openOrders';
import { ordersOfShop, type OrdersShop } from '../../db/ordersOfShop';
import { sql, type SQL } from 'drizzle-orm';
import { DAY, HOUR, type AttentionReason, type AttentionThresholds } from '../../../domain/attention';

/**
 * One select per reason of domain/attention.ts, the one home of its condition (no TypeScript
 * copy: tests/api/attention.test.ts proves each on fixtures), each answering the same columns: the row's id, the reason, whose move
 * and which warehouse, supplier or agent that is, the record it names, the order it concerns,
 * the clock (since; an order's waiting counts from its own date, order_created_at), the lower-cased text the search reads and, for a supplier's line to fix, the
 * line (a PO's row opens that line's dialog). Each reads only the few records
 * a partial index (migration 0008) or an existing one points at.
 */
export interface QueueInputs {
  now: Date;
  thresholds: AttentionThresholds;
  /** The configured shops, as the orders know them (their rows: a shop no longer configured has none). */
  shops?: readonly OrdersShop[];
}

const utcDay = (at: Date) => at.toISOString().slice(0, 10);
/** A time as a parameter both engines read the same. */
const at = (time: Date) => sql`${time.toISOString()}::timestamptz`;
const minus = (now: Date, ms: number) => at(new Date(now.getTime() - ms));

/** An order its warehouse ships, not its suppliers (unconsolidated, not Hybrid): the deadline rows' move. */
const warehouseShips = sql`o.assigned_warehouse_id is not null and not (o.consolidated is false and not o.is_hybrid)`;
const deadlineMove = sql`case when ${warehouseShips} then 'warehouse' else 'admin' end`;
/** The end of the deadline day: the late rows' clock, indexed as written (orders_open_deadline_end_idx). */
const deadlineEnd = sql`((o.deadline_date + 1)::timestamp at time zone 'UTC')`;
/**
 * The end of a day as deadlineEnd writes it: the at-risk rows' window said again on the indexed
 * expression, so that its page reads the window's few entries (the dates alone would have it
 * pass every late order first: 3 s at a million).
 */
const dayEnd = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;
const orderRecord = sql`'order', o.id, o.order_number, o.id, o.order_number`;
const activeAgent = (agentId: SQL) =>
  sql`exists (select 1 from shipping_agents s where s.id = ${agentId} and s.activated and s.deleted_at is null)`;

/** The columns, in the order every select answers them. */
export const QUEUE_COLUMNS = sql.raw(
  'row_id, reason, move, warehouse_id, supplier_id, agent_id, record_kind, record_id, record_number, order_id, order_number, since, search, line_id',
);

/**
 * A configured shop's row (issue 30 item 4): the shop is the record (its name the number), with
 * an id made from its name, since a shop is no row of its own; the Admin's move.
 */
const shopRecord = (shop: SQL, reason: AttentionReason) =>
  sql`md5('shop:' || ${shop})::uuid, ${sql.raw(`'${reason}'`)}, 'admin', null::uuid, null::uuid, null::uuid,
    'shop', md5('shop:' || ${shop})::uuid, ${shop}, null::uuid, null`;
const configured = (shop: SQL, shops: readonly OrdersShop[]) =>
  shops.length
    ? sql`${shop} in (${sql.join(
        shops.map(({ shop: name }) => sql`${name}`),
        sql`, `,
      )})`
    : sql`false`;
/** The orders o of the shop named in a row (server/db/ordersOfShop.ts): the one rule, asked per row. */
const ordersOfShopIn = (shop: SQL, shops: readonly OrdersShop[]) =>
  ordersOfShop(
    {
      shop,
      ownsUnnamed: configured(
        shop,
        shops.filter((s) => s.ownsUnnamed),
      ),
    },
    sql`o.shop`,
  );

export function reasonSelects({ now, thresholds: t, shops = [] }: QueueInputs): Record<AttentionReason, SQL> {
  const today = utcDay(now);
  const riskHorizon = utcDay(new Date(now.getTime() + t.atRiskHours * HOUR));
  return {
    problematic: sql`
      select o.id, 'problematic', 'admin', o.assigned_warehouse_id, null::uuid, null::uuid, ${orderRecord},
        o.order_created_at, o.search_text, null::uuid
      from orders o
      where o.problematic and o.status in (${OPEN_STATUSES_SQL})`,
    'consolidation-undecided': sql`
      select o.id, 'consolidation-undecided', 'admin', o.assigned_warehouse_id, null::uuid, null::uuid,
        ${orderRecord}, o.order_created_at, o.search_text, null::uuid
      from orders o
      where o.consolidated is null and not o.problematic and o.status in (${OPEN_STATUSES_SQL})
        and o.has_bought_lines and o.order_created_at <= ${minus(now, t.consolidationHours * HOUR)}`,
    late: sql`
      select o.id, 'late', ${deadlineMove}, o.assigned_warehouse_id, null::uuid, null::uuid, ${orderRecord},
        ${deadlineEnd}, o.search_text, null::uuid
      from orders o
      where o.status in (${OPEN_STATUSES_SQL})
        and o.deadline_date < ${today}::date`,
    'at-risk': sql`
      select o.id, 'at-risk', ${deadlineMove}, o.assigned_warehouse_id, null::uuid, null::uuid, ${orderRecord},
        ${deadlineEnd}, o.search_text, null::uuid
      from orders o
      where o.status in ('Pending', 'Preparation')
        and o.deadline_date >= ${today}::date and o.deadline_date < ${riskHorizon}::date
        and ${deadlineEnd} >= ${dayEnd(today)} and ${deadlineEnd} < ${dayEnd(riskHorizon)}`,
    'po-due': sql`
      select p.id, 'po-due', 'admin', null::uuid, p.supplier_id, null::uuid,
        'purchase-order', p.id, p.po_number, null::uuid, null, p.schedule_time, lower(p.po_number), null::uuid
      from purchase_orders p
      where p.notification_status = 'to_be_sent' and p.schedule_time <= ${at(now)}`,
    'supplier-silent': sql`
      select p.id, 'supplier-silent', 'supplier', null::uuid, p.supplier_id, null::uuid,
        'purchase-order', p.id, p.po_number, null::uuid, null, p.sent_at, lower(p.po_number),
        -- The line whose date the fix sets: the first still without one.
        (select l.id from po_assignments a join po_lines l on l.po_assignment_id = a.id
          where a.purchase_order_id = p.id and a.status <> 'Cancelled'
            and l.estimated_shipping_date is null and l.status in ('Pending', 'Preparation')
          order by a.id, l.id limit 1)
      from purchase_orders p
      where p.notification_status = 'sent' and p.sent_at <= ${minus(now, t.supplierSilentDays * DAY)}
        and exists (select 1 from po_assignments a join po_lines l on l.po_assignment_id = a.id
          where a.purchase_order_id = p.id and a.status <> 'Cancelled'
            and l.estimated_shipping_date is null and l.status in ('Pending', 'Preparation'))`,
    'ready-without-agent': sql`
      select o.id, 'ready-without-agent', 'warehouse', o.assigned_warehouse_id, null::uuid, o.shipping_agent_id,
        ${orderRecord}, o.updated_at, o.search_text, null::uuid
      from orders o
      where o.status = 'Ready' and ${warehouseShips} and not ${activeAgent(sql`o.shipping_agent_id`)}
      union all
      select p.id, 'ready-without-agent', 'supplier', null::uuid, p.supplier_id, null::uuid,
        'purchase-order', p.id, p.po_number, null::uuid, null, min(l.updated_at), lower(p.po_number),
        (array_agg(l.id order by l.updated_at, l.id))[1]
      from po_lines l
        join po_assignments a on a.id = l.po_assignment_id
        join purchase_orders p on p.id = a.purchase_order_id
      where l.status = 'Ready' and not ${activeAgent(sql`l.shipping_agent_id`)}
      group by p.id`,
    'pickup-uncollected': sql`
      select q.id, 'pickup-uncollected', 'agent', q.pickup_warehouse_id, q.pickup_supplier_id, q.shipping_agent_id,
        'pickup-order', q.id, q.pickup_order_number, null::uuid, null, q.sent_at, lower(q.pickup_order_number), null::uuid
      from pickup_orders q
      where q.notification_status = 'sent' and q.sent_at <= ${minus(now, t.pickupUncollectedDays * DAY)}
        and exists (select 1 from puo_assignments a
          where a.pickup_order_id = q.id and a.status = 'Awaiting Pickup')`,
    'shipped-without-tracking': sql`
      select a.id, 'shipped-without-tracking', 'agent', q.pickup_warehouse_id, q.pickup_supplier_id,
        q.shipping_agent_id, 'pickup-order', q.id, q.pickup_order_number, o.id, o.order_number, a.updated_at,
        lower(q.pickup_order_number) || ' ' || coalesce(o.search_text, ''), null::uuid
      from puo_assignments a
        join pickup_orders q on q.id = a.pickup_order_id
        left join orders o on o.id = a.order_id
      where a.status = 'Shipped' and a.tracking_id is null and a.sent_to = 'Customer'`,
    'write-back-failed': sql`
      select f.id, 'write-back-failed', 'admin', o.assigned_warehouse_id, null::uuid, null::uuid, ${orderRecord},
        f.created_at, o.search_text, null::uuid
      from shop_fulfilments f join orders o on o.id = f.order_id
      where f.status = 'failed' or (f.status = 'pending' and f.last_error is not null)`,
    // What the shop changed that could no longer follow (flows/shopOrderChanged.ts), kept on the
    // order until the Admin resolves it; the row waits since the change was kept, its words searchable.
    'changed-after-sent': sql`
      select o.id, 'changed-after-sent', 'admin', o.assigned_warehouse_id, null::uuid, null::uuid, ${orderRecord},
        (o.shop_changes ->> 'at')::timestamptz, o.search_text || ' ' || lower((o.shop_changes -> 'changes')::text),
        null::uuid
      from orders o
      where o.shop_changes is not null and (o.shop_changes ->> 'resolvedAt') is null`,
    'email-failed': sql`
      select m.id, 'email-failed', 'admin', null::uuid, null::uuid, null::uuid,
        'email', m.id, m.to_address, null::uuid, null, m.created_at, lower(m.subject || ' ' || m.to_address), null::uuid
      from outbox m
      where m.status = 'failed'`,
    // The shop's webhooks came once and stopped a day ago, while the sweep still finds its orders.
    'shop-webhooks-silent': sql`
      select ${shopRecord(sql`w.shop`, 'shop-webhooks-silent')}, w.last, lower(w.shop), null::uuid
      from (select shop, max(received_at) as last from shop_webhooks
        where ${configured(sql`shop`, shops)} group by shop) w
      where w.last < ${minus(now, DAY)}
        and exists (select 1 from orders o
          where o.arrived_by = 'sweep' and o.created_at > w.last
            and ${ordersOfShopIn(sql`w.shop`, shops)})`,
    'shop-sweep-failing': sql`
      select ${shopRecord(sql`s.shop`, 'shop-sweep-failing')}, s.last_run_at, lower(s.shop), null::uuid
      from shop_sync_state s
      where s.last_error is not null and ${configured(sql`s.shop`, shops)}`,
    // The shop's latest count still disagreed after the missing orders were fetched.
    'shop-count-disagrees': sql`
      select ${shopRecord(sql`r.shop`, 'shop-count-disagrees')}, r.started_at, lower(r.shop), null::uuid
      from (select distinct on (shop) * from shop_reconciliations
        where outcome is not null and outcome <> 'failed' and ${configured(sql`shop`, shops)}
        order by shop, started_at desc, id desc) r
      where r.outcome = 'disagrees'`,
    // An open return older than its expected days (domain/returns.ts returnOverdue: whole days
    // open more than expected), the move of whoever it goes to; its clock runs from its opening.
    'return-overdue': sql`
      select r.id, 'return-overdue', r.shipper_kind, r.warehouse_id, r.supplier_id, null::uuid, ${orderRecord},
        r.opened_at, o.search_text || ' ' || lower(r.return_number), null::uuid
      from returns r join orders o on o.id = r.order_id
      where r.state = 'open' and r.opened_at <= ${at(now)} - (r.expected_days + 1) * interval '1 day'`,
  };
}
