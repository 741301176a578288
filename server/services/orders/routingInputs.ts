import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inList } from '../../db/bulkInsert';
import { orderLines, orderRoutingLines, orderRoutings, orders, routingWarehouseSets } from '../../db/schema';
import type { LinesRead, NamedRoutingWarehouse, RoutingLine } from '../../../domain/routingExplanation';

export type Measures = {
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
};

/**
 * An order's live lines as routing reads them: a line without a product is an unknown SKU; a
 * product without measures weighs and measures nothing.
 */
export function routingLines(
  lines: readonly { productId: string | null; sku: string | null; quantity: number }[],
  measures: ReadonlyMap<string, Measures>,
): RoutingLine[] {
  return lines.map((l) => {
    const m = l.productId ? measures.get(l.productId) : undefined;
    return {
      sku: l.sku,
      quantity: l.quantity,
      product: l.productId
        ? {
            weight: m?.weight ?? 0,
            length: m?.length ?? 0,
            width: m?.width ?? 0,
            height: m?.height ?? 0,
          }
        : null,
    };
  });
}

export interface KeptRouting extends LinesRead {
  orderId: string;
  lines: RoutingLine[];
  destinationCountry: string | null;
}

/**
 * Keeps what routing read for these orders, in the caller's transaction: the warehouses once per
 * distinct set, each order's lines, what they made (parcel, unknown SKUs) and destination
 * (replacing an earlier routing's: an order that waited for a product is routed again).
 */
export async function keepRoutingInputs(
  tx: Tx,
  warehouses: readonly NamedRoutingWarehouse[],
  kept: readonly KeptRouting[],
): Promise<void> {
  if (!kept.length) return;
  const json = JSON.stringify(warehouses);
  const hash = createHash('sha256').update(json).digest('hex');
  await tx
    .insert(routingWarehouseSets)
    .values({ hash, warehouses: [...warehouses] })
    .onConflictDoNothing({ target: routingWarehouseSets.hash });
  for (let i = 0; i < kept.length; i += 5000) {
    const part = kept.slice(i, i + 5000);
    // Two documents, so that the routings' statement does not parse the lines too.
    const batch = JSON.stringify(
      part.map((k) => ({
        order_id: k.orderId,
        destination_country: k.destinationCountry,
        parcel: k.parcel,
        unknown_skus: k.unknownSkus,
      })),
    );
    const lines = JSON.stringify(part.map((k) => ({ order_id: k.orderId, lines: k.lines })));
    await tx.execute(sql`
    insert into ${orderRoutings} (order_id, warehouse_set_id, destination_country, parcel, unknown_skus)
    select r.order_id, s.id, r.destination_country, r.parcel, r.unknown_skus
    from json_to_recordset(${batch}::json)
      as r(order_id uuid, destination_country text, parcel jsonb, unknown_skus jsonb)
    cross join ${routingWarehouseSets} s
    where s.hash = ${hash}
    on conflict (order_id) do update set
      warehouse_set_id = excluded.warehouse_set_id, destination_country = excluded.destination_country,
      parcel = excluded.parcel, unknown_skus = excluded.unknown_skus, inputs_changed = false,
      routed_at = now()`);
    await tx.execute(sql`
    insert into ${orderRoutingLines} (order_id, lines)
    select r.order_id, r.lines from json_to_recordset(${lines}::json) as r(order_id uuid, lines jsonb)
    on conflict (order_id) do update set lines = excluded.lines`);
  }
}

/** An order routing has not decided for good: problematic, no warehouse chosen, still Pending. */
export const waitingForWarehouse = sql`${orders.problematic} and ${orders.assignedWarehouseId} is null and ${orders.status} = 'Pending'`;

/**
 * What routing would read now differs from what it kept for these waiting orders (a line
 * refunded or linked to a product, a product's measures edited): marked, so trying a warehouse
 * change reads them as they are now (routingPreview/previewOrders.ts). Only waiting orders are
 * read so; a decided order's kept inputs stay what it was decided on. Every write that changes an
 * order's live lines or a product's measures calls this in its transaction.
 */
export async function routingInputsChanged(
  tx: Tx,
  of: { orderIds: readonly string[] } | { productIds: readonly string[] },
): Promise<void> {
  const ids = 'orderIds' in of ? of.orderIds : of.productIds;
  if (!ids.length) return;
  const which: SQL =
    'orderIds' in of
      ? inList(orderRoutings.orderId, ids)
      : sql`${orderRoutings.orderId} in (select ${orderLines.orderId} from ${orderLines}
          where ${inList(orderLines.productId, ids)})`;
  await tx.execute(sql`
    update ${orderRoutings} set inputs_changed = true
    where ${which} and not ${orderRoutings.inputsChanged}
      and ${orderRoutings.orderId} in (select ${orders.id} from ${orders} where ${waitingForWarehouse})`);
}

/** Whether a product's measures (what routing reads of it) differ between two versions of it. */
export const measuresDiffer = (
  a: Partial<Record<keyof Measures, unknown>>,
  b: Partial<Record<keyof Measures, unknown>>,
) => (['weight', 'length', 'width', 'height'] as const).some((k) => (a[k] ?? null) !== (b[k] ?? null));
