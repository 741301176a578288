import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import {
  orderLines,
  orders,
  packItems,
  poLines,
  products,
  puoLines,
  stock,
  stockMovements,
} from '../db/schema';
import { orderSearchText, type ImportedOrder } from '../../domain/shopifyOrders';
import {
  deletionOf,
  endsTheOrder,
  isStaleReading,
  lineHasLeft,
  orderHasLeft,
  sameChanges,
  shopChangesOf,
  type HeldLine,
  type KeptShopChanges,
  type LineWhereabouts,
  type ShopChange,
  type ShopChangeSource,
} from '../../domain/shopOrderChanges';
import { isLiveStatus } from '../../domain/liveLine';
import { defineFlow } from './flow';
import { refundLine } from './refundLine';
import { recordEvents, type OrderEvent } from '../services/timeline/events';
import { routingInputsChanged } from '../services/orders/routingInputs';
import { returnToStock } from '../services/orders/stockReturn';
import { addressColumnsOf, namedShopAddressOf } from '../services/orderRecords/shopAddress';

/** The reason on the stock movement of units a quantity lowered in the shop gives back, or takes. */
export const SHOP_CHANGE_STOCK_REASON = 'Changed in the shop';

type OrderRow = typeof orders.$inferSelect;

/** The order as the shop now reads, or its deletion in the shop (WooCommerce's order.deleted). */
export type ShopReading = ImportedOrder | { deletedInShop: true };
const isDeletion = (shop: ShopReading): shop is { deletedInShop: true } => 'deletedInShop' in shop;
type LineRow = typeof orderLines.$inferSelect & LineWhereabouts & { perShopUnit: number };

/**
 * An order already here that the shop changed (issue 30 item 2), in the caller's transaction (the
 * intake's, for the sync and the webhooks; never for a file import). What the shop now says is
 * compared with what the product holds (domain/shopOrderChanges.ts): while no line has left, the
 * address and the line quantities follow (stock and the unsent PO and PUO lines with them; a line
 * removed in the shop goes to 0, refunded); a
 * cancellation, or the order deleted in the shop, refunds every line that has not left, as the
 * Master Dashboard's Refund does. What
 * cannot follow is kept on the order (orders.shop_changes) for Needs attention ("Changed in the
 * shop after it was sent"). Each applied or kept change is a timeline line naming its source. A
 * reading older than the one followed, or the same one again, changes nothing.
 */
export const shopOrderChanged = defineFlow({
  name: 'follow a change made in the shop',
  after: [],
  async run(
    tx,
    {
      orderId,
      order: shop,
      source,
      now,
    }: { orderId: string; order: ShopReading; source: ShopChangeSource; now: Date },
  ): Promise<{ applied: ShopChange[]; kept: ShopChange[] }> {
    const held = await lockHeldOrder(tx, orderId);
    // A deletion carries no time of its own: it is never older than what was followed.
    if (!held || (!isDeletion(shop) && isStaleReading(held.order.shopUpdatedAt, shop.shopUpdatedAt)))
      return { applied: [], kept: [] };
    const changes = isDeletion(shop) ? deletionOf(held) : compare(held, shop);
    const left = orderHasLeft(held.lines);
    const applied: ShopChange[] = [];
    const kept: ShopChange[] = [];
    for (const change of changes) {
      if (endsTheOrder(change)) {
        const { refunded, stayed } = await refundWhatHasNotLeft(tx, held);
        if (refunded) applied.push(change);
        if (stayed) kept.push(change);
      } else if (left) kept.push(change);
      else if (change.field === 'quantity')
        ((await followQuantity(tx, held, change)) ? applied : kept).push(change);
      else applied.push(change);
    }
    if (!isDeletion(shop)) await followAddress(tx, held, shop, applied);
    // Lines and destination are what routing read: an order still waiting for a warehouse reads them anew.
    if (applied.some((c) => !endsTheOrder(c))) await routingInputsChanged(tx, { orderIds: [orderId] });
    const keptNow = await keepWhatCannotFollow(tx, held.order, kept, source, now);
    const events: OrderEvent[] = [];
    if (applied.length)
      events.push({ orderId, kind: 'shop-changed', userId: null, detail: { source, changes: applied } });
    if (keptNow)
      events.push({ orderId, kind: 'shop-change-kept', userId: null, detail: { source, changes: kept } });
    await recordEvents(tx, events);
    if (!isDeletion(shop) && shop.shopUpdatedAt)
      await tx.update(orders).set({ shopUpdatedAt: shop.shopUpdatedAt }).where(eq(orders.id, orderId));
    return { applied, kept };
  },
});

interface Held {
  order: OrderRow;
  lines: LineRow[];
}

/** Step: the order under its row lock, its lines in order, each with where it is and its pack's units. */
async function lockHeldOrder(tx: Tx, orderId: string): Promise<Held | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return null;
  const rows = await tx
    .select({
      line: orderLines,
      // Written out: a one-table select names its columns bare, which the joins would make ambiguous.
      onSentPurchaseOrder: sql<boolean>`exists (select 1 from po_lines pl
        join po_assignments pa on pa.id = pl.po_assignment_id
        join purchase_orders p on p.id = pa.purchase_order_id
        where pl.order_line_id = order_lines.id and p.notification_status = 'sent')`,
      onSentPickupOrder: sql<boolean>`exists (select 1 from puo_lines ql
        join puo_assignments qa on qa.id = ql.puo_assignment_id
        join pickup_orders q on q.id = qa.pickup_order_id
        where ql.order_line_id = order_lines.id and q.notification_status = 'sent')`,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position));
  const perPack = await packUnits(
    tx,
    rows.map((r) => r.line),
  );
  const lines = rows.map(({ line, onSentPurchaseOrder, onSentPickupOrder }) => ({
    ...line,
    onSentPurchaseOrder: !!onSentPurchaseOrder,
    onSentPickupOrder: !!onSentPickupOrder,
    perShopUnit: (line.packSku && line.productId && perPack.get(`${line.packSku}\n${line.productId}`)) || 1,
  }));
  return { order, lines };
}

/** Units of each item per pack, keyed by pack SKU and item product: a pack line's quantity per unit sold. */
async function packUnits(tx: Tx, lines: readonly (typeof orderLines.$inferSelect)[]) {
  const packSkus = [...new Set(lines.map((l) => l.packSku).filter((s): s is string => !!s))];
  if (!packSkus.length) return new Map<string, number>();
  const rows = await tx
    .select({ packSku: products.internalSku, productId: packItems.productId, quantity: packItems.quantity })
    .from(packItems)
    .innerJoin(products, eq(products.id, packItems.packId))
    .where(inArray(products.internalSku, packSkus));
  return new Map(rows.map((r) => [`${r.packSku}\n${r.productId}`, r.quantity]));
}

/** Step: what the shop says differently (domain/shopOrderChanges.ts). */
function compare({ order, lines }: Held, shop: ImportedOrder): ShopChange[] {
  const address = namedShopAddressOf(order);
  const held: HeldLine[] = lines.map((l) => ({
    lineKey: l.lineKey,
    sku: l.sku,
    name: l.name,
    status: l.status,
    quantity: l.quantity,
    perShopUnit: l.perShopUnit,
  }));
  return shopChangesOf(
    { address, lines: held },
    {
      address: shop,
      quantities: new Map(shop.lines.map((l) => [l.lineKey, l.quantity])),
      cancelled: !!shop.cancelled,
    },
  );
}

/** Step: a cancellation or deletion refunds each live line that has not left (refundLine); the others stay. */
async function refundWhatHasNotLeft(tx: Tx, { order, lines }: Held) {
  const live = lines.filter((l) => isLiveStatus(l.status));
  const going = live.filter((l) => !lineHasLeft(l));
  for (const line of going) await refundLine.run(tx, { orderId: order.id, lineId: line.id, userId: null });
  return { refunded: going.length, stayed: live.length - going.length };
}

/**
 * Step: a line's new quantity, with what depends on it: units served from stock are given back or
 * taken (a rise the stock cannot serve does not follow), and its lines on unsent PO and PUO follow.
 * A line gone to 0 (removed in the shop) is refunded as the Refund action does.
 */
async function followQuantity(
  tx: Tx,
  { order, lines }: Held,
  change: Extract<ShopChange, { field: 'quantity' }>,
): Promise<boolean> {
  const line = lines.find((l) => l.lineKey === change.lineKey)!;
  if (change.to === 0) {
    await refundLine.run(tx, { orderId: order.id, lineId: line.id, userId: null });
    return true;
  }
  const more = change.to - change.from;
  if (line.fulfilment === 'stock' && line.productId && order.assignedWarehouseId) {
    const place = { warehouseId: order.assignedWarehouseId, productId: line.productId };
    if (more < 0)
      await returnToStock(tx, {
        ...place,
        units: -more,
        orderId: order.id,
        userId: null,
        reason: SHOP_CHANGE_STOCK_REASON,
      });
    else if (!(await takeFromStock(tx, { ...place, units: more, orderId: order.id }))) return false;
  }
  const at = new Date();
  await tx.update(orderLines).set({ quantity: change.to, updatedAt: at }).where(eq(orderLines.id, line.id));
  await tx
    .update(poLines)
    .set({ quantity: change.to, updatedAt: at })
    .where(eq(poLines.orderLineId, line.id));
  await tx
    .update(puoLines)
    .set({ quantity: change.to, updatedAt: at })
    .where(eq(puoLines.orderLineId, line.id));
  return true;
}

/** More units of a line served from stock, when the warehouse has them. */
async function takeFromStock(
  tx: Tx,
  change: { warehouseId: string; productId: string; units: number; orderId: string },
): Promise<boolean> {
  const [entry] = await tx
    .update(stock)
    .set({ totalUnits: sql`${stock.totalUnits} - ${change.units}`, updatedAt: new Date() })
    .where(
      and(
        eq(stock.warehouseId, change.warehouseId),
        eq(stock.productId, change.productId),
        gte(stock.totalUnits, change.units),
      ),
    )
    .returning({ id: stock.id });
  if (!entry) return false;
  await tx.insert(stockMovements).values({
    stockId: entry.id,
    delta: -change.units,
    action: 'Remove',
    reason: SHOP_CHANGE_STOCK_REASON,
    orderId: change.orderId,
    userId: null,
  });
  return true;
}

/** Step: the shipping address and recipient the shop now says, and the search that reads them. */
async function followAddress(
  tx: Tx,
  { order, lines }: Held,
  shop: ImportedOrder,
  applied: readonly ShopChange[],
) {
  if (!applied.some((c) => c.field !== 'quantity' && !endsTheOrder(c))) return;
  const skus = [...new Set(lines.flatMap((l) => [l.sku, l.packSku]))];
  await tx
    .update(orders)
    .set({
      ...addressColumnsOf(shop),
      searchText: orderSearchText(
        { ...shop, orderNumber: order.orderNumber, email: order.customerEmail },
        skus,
      ),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id));
}

/**
 * Step: what cannot follow, kept on the order for Needs attention until the Admin resolves it.
 * The same changes kept already (resolved or not) are not kept again: says whether it kept anew.
 */
async function keepWhatCannotFollow(
  tx: Tx,
  order: OrderRow,
  kept: ShopChange[],
  source: ShopChangeSource,
  now: Date,
): Promise<boolean> {
  if (!kept.length || (order.shopChanges && sameChanges(order.shopChanges.changes, kept))) return false;
  const shopChanges: KeptShopChanges = { at: now.toISOString(), source, changes: kept, resolvedAt: null };
  await tx.update(orders).set({ shopChanges, updatedAt: new Date() }).where(eq(orders.id, order.id));
  return true;
}
