import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderRoutings, routingWarehouseSets } from '../../db/schema';
import type { NamedRoutingWarehouse, RoutingLine } from '../../../domain/routingExplanation';

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

export interface KeptRouting {
  orderId: string;
  lines: RoutingLine[];
  destinationCountry: string | null;
}

/**
 * Keeps what routing read for these orders, in the caller's transaction: the warehouses once per
 * distinct set, each order's lines and destination (replacing an earlier routing's: an order
 * that waited for a product is routed again).
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
    const rows = kept
      .slice(i, i + 5000)
      .map((k) => ({ order_id: k.orderId, lines: k.lines, destination_country: k.destinationCountry }));
    await tx.execute(sql`
    insert into ${orderRoutings} (order_id, warehouse_set_id, lines, destination_country)
    select r.order_id, s.id, r.lines, r.destination_country
    from json_to_recordset(${JSON.stringify(rows)}::json) as r(order_id uuid, lines jsonb, destination_country text)
    cross join ${routingWarehouseSets} s
    where s.hash = ${hash}
    on conflict (order_id) do update set
      warehouse_set_id = excluded.warehouse_set_id, lines = excluded.lines,
      destination_country = excluded.destination_country, routed_at = now()`);
  }
}
