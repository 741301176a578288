import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inList } from '../../db/bulkInsert';
import { orderLines, orders, products } from '../../db/schema';
import { liveLines } from '../../../domain/orderLines';
import { skuKey } from '../../../domain/sku';
import { recordEvents, type OrderEvent } from '../timeline/events';
import {
  loadMeasures,
  loadRoutingWarehouses,
  routeOrders,
  type RoutableOrder,
} from '../../flows/steps/routeOrders';
import { routingInputsChanged } from './routingInputs';

/**
 * Orders that waited for a product (DESIGN.md section 4 step 2): an order made problematic by
 * an unknown SKU is routed, in the transaction that adds the product, as import would have
 * routed it, once every one of its lines has a product. An order still missing another SKU
 * stays problematic, its lines that are now known linked. Packs are not matched here: a pack's
 * SKU becomes several lines only on import.
 */
const UNKNOWN_SKU = 'unknown-sku';
const lineSkuKey = sql`lower(btrim(${orderLines.sku}))`;

/** The waiting orders routed (or still problematic for another reason) by the new SKUs. */
export async function routeOrdersWaitingFor(
  tx: Tx,
  skus: readonly string[],
  userId: string | null,
): Promise<{ routed: number }> {
  const keys = [...new Set(skus.map(skuKey))];
  if (!keys.length) return { routed: 0 };
  // Locked as the Admin's warehouse choice locks an order, so the two cannot both settle it.
  const waitingLines = tx
    .select({ orderId: orderLines.orderId })
    .from(orderLines)
    .where(
      and(
        isNull(orderLines.productId),
        sql`${lineSkuKey} in (select json_array_elements_text(${JSON.stringify(keys)}::json))`,
      ),
    );
  const waiting = await tx
    .select({ id: orders.id, shippingCountry: orders.shippingCountry })
    .from(orders)
    .where(
      and(
        inArray(orders.id, waitingLines),
        eq(orders.problematic, true),
        eq(orders.problemReason, UNKNOWN_SKU),
        isNull(orders.assignedWarehouseId),
        eq(orders.status, 'Pending'),
      ),
    )
    .orderBy(asc(orders.orderCreatedAt), asc(orders.id))
    .for('no key update');
  if (!waiting.length) return { routed: 0 };
  const ids = waiting.map((o) => o.id);

  // Every line of these orders whose SKU is now a live product gets it, as import would link it.
  await tx.execute(sql`
    update ${orderLines} set product_id = p.id, supplier_id = p.supplier_id, updated_at = now()
    from ${products} p
    where ${inList(orderLines.orderId, ids)} and ${orderLines.productId} is null
      and p.deleted_at is null and not p.is_pack and p.internal_sku_key = ${lineSkuKey}`);

  const lines = await tx
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      sku: orderLines.sku,
      quantity: orderLines.quantity,
      status: orderLines.status,
    })
    .from(orderLines)
    .where(inList(orderLines.orderId, ids))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const linesOf = new Map<string, typeof lines>();
  for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
  // Linked lines weigh now: an order still missing another SKU waits with other inputs.
  await routingInputsChanged(tx, { orderIds: ids });
  const routable: RoutableOrder[] = waiting
    .map((o) => ({ ...o, lines: linesOf.get(o.id) ?? [] }))
    .filter((o) => liveLines(o.lines).every((l) => l.productId));
  if (!routable.length) return { routed: 0 };

  // The timeline names the product as it was added, whatever the case of the order's line.
  const added = new Map(skus.map((sku) => [skuKey(sku), sku.trim()]));
  const events: OrderEvent[] = routable.map((o) => ({
    orderId: o.id,
    kind: 'product-added',
    userId,
    detail: {
      skus: [...new Set(o.lines.map((l) => added.get(skuKey(l.sku ?? ''))).filter((s) => s !== undefined))],
    },
  }));
  const productIds = [
    ...new Set(routable.flatMap((o) => o.lines.map((l) => l.productId).filter((p): p is string => !!p))),
  ];
  events.push(
    ...(await routeOrders(tx, routable, {
      warehouses: await loadRoutingWarehouses(tx),
      measures: await loadMeasures(tx, productIds),
      userId,
    })),
  );
  await recordEvents(tx, events);
  return { routed: routable.length };
}
