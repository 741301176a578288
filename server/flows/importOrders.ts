import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { bulkInsert, bulkInsertNew, inList } from '../db/bulkInsert';
import { ordersOfShop, type OrdersShop } from '../db/ordersOfShop';
import { orderLines, orders, ordersShopKey, packItems, products, settings } from '../db/schema';
import type { ImportedOrder } from '../../domain/shopifyOrders';
import type { ShopChangeSource } from '../../domain/shopOrderChanges';
import { skuKey } from '../../domain/sku';
import type { Arrival } from '../../domain/values';
import { recordEvents, type OrderEvent } from '../services/timeline/events';
import { defineFlow } from './flow';
import { shopOrderChanged } from './shopOrderChanged';
import { newOrdersOf, type CatalogueEntry, type NewOrders } from './steps/newOrders';
import {
  byAssignedWarehouse,
  decideRouting,
  loadMeasures,
  loadRoutingWarehouses,
  plannedLineKinds,
  planStock,
  takePlannedStock,
  type RoutableOrder,
  type RoutingDecision,
  type StockPlan,
} from './steps/routeOrders';
import { keepRoutingInputs } from '../services/orders/routingInputs';

export interface ImportOrdersInput {
  orders: readonly ImportedOrder[];
  source: 'import' | 'shop';
  userId: string | null;
  now?: Date;
  /** The shop's reading (sync or webhook): an order already here follows its changes. */
  changedVia?: ShopChangeSource;
  /** The shop the orders are (written on them, and matched among its orders); none for a file while no shop is configured. */
  shop?: OrdersShop | null;
  /** How these orders came (domain/values.ts ARRIVALS); by default a shop's by the sweep, a file's as a file. */
  arrivedBy?: Arrival;
}

export interface IntakeResult {
  imported: number;
  unchanged: number;
  problematic: number;
  orderIds: string[];
}

/**
 * Orders arrive and are routed (DESIGN.md section 4 steps 1 to 3), for the file import, the shop
 * sync, the webhooks and the daily count alike, in the caller's transaction. Idempotent on the
 * shop's order id: an order already here is left as it is by a file import, and follows the shop's
 * changes on the shop's readings (`changedVia`, flows/shopOrderChanged.ts). New orders are routed
 * in the same transaction: one warehouse assigned and its stock taken, or the order problematic.
 * Two intakes of one shop order at the same moment take it in once: the order the other one
 * wrote meanwhile counts as already imported here. Nothing waits for the commit: buying starts
 * at the consolidation decision.
 */
export const importOrders = defineFlow({
  name: 'orders arrive and are routed',
  after: [],
  async run(tx, input: ImportOrdersInput): Promise<IntakeResult> {
    if (!input.orders.length) return { imported: 0, unchanged: 0, problematic: 0, orderIds: [] };
    const now = input.now ?? new Date();
    const shop = input.shop ?? null;
    const { unique, existing } = await readOrders(tx, input.orders, shop);
    if (input.changedVia) await followShopChanges(tx, unique, existing, input.changedVia, now);
    const fresh = unique.filter((o) => !existing.has(o.shopOrderId));
    const made = newOrdersOf(fresh, await matchProducts(tx, fresh), {
      source: input.source,
      arrivedBy: input.arrivedBy ?? (input.source === 'shop' ? 'sweep' : 'file'),
      shop,
      userId: input.userId,
      now,
      deadlineDays: await deadlineDays(tx),
    });
    const routing = await decideNewOrders(tx, made.routable, input.userId);
    const stockPlans = await planNewOrdersStock(tx, made.routable, routing.decisions, input.userId);
    const written = await storeOrders(tx, made, routing.decisions, stockPlans);
    const routed = await sourceNewOrders(tx, made, routing, stockPlans, written);
    await recordArrival(tx, made.events, written, routed, routing.warehouses);
    return {
      imported: written.size,
      unchanged: unique.length - written.size,
      problematic: routed.filter((e) => e.kind === 'problematic').length,
      orderIds: made.orderRows.map((o) => o.id!).filter((id) => written.has(id)),
    };
  },
});

/**
 * Step: the orders read, the same order twice counting once, and those already here by their id
 * in the shop (a shop's among that shop's orders, a file's with no shop among every shop's).
 */
async function readOrders(tx: Tx, imported: readonly ImportedOrder[], shop: OrdersShop | null) {
  const unique = [...new Map(imported.map((o) => [o.shopOrderId, o])).values()];
  // inList sends the ids as one parameter, however many the file holds.
  const ids = unique.map((o) => o.shopOrderId);
  const rows = await tx
    .select({ id: orders.id, shopOrderId: orders.shopOrderId })
    .from(orders)
    .where(and(inList(orders.shopOrderId, ids, 'text'), shop ? ordersOfShop(shop) : undefined));
  return { unique, existing: new Map(rows.map((row) => [row.shopOrderId!, row.id])) };
}

/** Step: the orders already here follow what the shop now says (a file import leaves them as they are). */
async function followShopChanges(
  tx: Tx,
  unique: readonly ImportedOrder[],
  existing: ReadonlyMap<string, string>,
  source: ShopChangeSource,
  now: Date,
) {
  for (const order of unique.filter((o) => existing.has(o.shopOrderId)))
    await shopOrderChanged.run(tx, { orderId: existing.get(order.shopOrderId)!, order, source, now });
}

/** Step: the live products and packs the new orders' SKUs name, keyed by skuKey, each pack with its items. */
async function matchProducts(tx: Tx, fresh: readonly ImportedOrder[]): Promise<Map<string, CatalogueEntry>> {
  const skus = new Set(fresh.flatMap((o) => o.lines.map((l) => l.sku).filter((s): s is string => !!s)));
  const keys = [...new Set([...skus].map(skuKey))];
  const catalogue = new Map<string, CatalogueEntry>();
  const rows = await tx
    .select({
      id: products.id,
      supplierId: products.supplierId,
      internalSku: products.internalSku,
      isPack: products.isPack,
    })
    .from(products)
    .where(and(inList(products.internalSkuKey, keys, 'text'), isNull(products.deletedAt)));
  for (const row of rows) catalogue.set(skuKey(row.internalSku), { ...row, items: [] });
  const packs = [...catalogue.values()].filter((p) => p.isPack);
  if (packs.length) {
    const items = await tx
      .select({
        packId: packItems.packId,
        quantity: packItems.quantity,
        id: products.id,
        supplierId: products.supplierId,
        internalSku: products.internalSku,
      })
      .from(packItems)
      .innerJoin(products, eq(products.id, packItems.productId))
      .where(
        inList(
          packItems.packId,
          packs.map((p) => p.id),
        ),
      );
    const byId = new Map(packs.map((p) => [p.id, p]));
    for (const { packId, ...item } of items) byId.get(packId)!.items.push(item);
  }
  return catalogue;
}

/** The Settings' days from an order's date to its deadline. */
async function deadlineDays(tx: Tx): Promise<number> {
  const [config] = await tx.select({ deadlineDays: settings.deadlineDays }).from(settings);
  return config?.deadlineDays ?? 7;
}

/**
 * Step: where each new order goes (steps/routeOrders.ts decideRouting), decided before anything is
 * written, so that an order is written once with its warehouse or its problem (issue 31: an
 * insert then an update of every order and line cost the import twice its writes).
 */
async function decideNewOrders(tx: Tx, routable: readonly RoutableOrder[], userId: string | null) {
  const productIds = [
    ...new Set(routable.flatMap((o) => o.lines.map((l) => l.productId).filter((p): p is string => !!p))),
  ];
  const warehouses = routable.length ? await loadRoutingWarehouses(tx) : [];
  const measures = productIds.length ? await loadMeasures(tx, productIds) : new Map();
  return { warehouses, ...decideRouting(routable, { warehouses, measures, userId }) };
}

/** An order row with what routing decided written on it (an order not routed: neither). */
function withRouting(row: typeof orders.$inferInsert, decision: RoutingDecision | undefined) {
  if (decision?.kind === 'assigned')
    return { ...row, assignedWarehouseId: decision.warehouseId, problematic: false, warehouseList: [] };
  if (decision?.kind === 'problematic')
    return {
      ...row,
      assignedWarehouseId: null,
      problematic: true,
      problemReason: decision.reason,
      warehouseList: decision.candidates,
    };
  return { ...row, assignedWarehouseId: null, problematic: false, warehouseList: [] };
}

/**
 * Step: at each assigned warehouse, what its stock serves of the new orders, planned on its
 * locked stock rows (steps/routeOrders.ts planStock) before any order is written.
 */
async function planNewOrdersStock(
  tx: Tx,
  routable: readonly RoutableOrder[],
  decisions: ReadonlyMap<string, RoutingDecision>,
  userId: string | null,
): Promise<StockPlan[]> {
  const plans: StockPlan[] = [];
  for (const [warehouseId, group] of byAssignedWarehouse(routable, decisions))
    plans.push(await planStock(tx, warehouseId, group, userId));
  return plans;
}

/** An order no warehouse's stock was planned for: unrouted, its lines neither from stock nor bought yet. */
const NO_LINE_KINDS = { hasStockLines: false, hasBoughtLines: false };

/**
 * Step: the new orders written with their routing and the kinds of line their stock plan gave
 * them (so the lines' trigger finds nothing to write back); says which orders this intake wrote.
 * Read as new above, but a concurrent intake may have written some since: those are its.
 * Written in the order of their keys, so that two intakes wait on each other in one order.
 */
async function storeOrders(
  tx: Tx,
  { orderRows }: NewOrders,
  decisions: ReadonlyMap<string, RoutingDecision>,
  stockPlans: readonly StockPlan[],
): Promise<Set<string>> {
  const kinds = new Map(stockPlans.flatMap((plan) => [...plannedLineKinds(plan)]));
  const byKey = [...orderRows]
    .sort((a, b) => (a.shopOrderId! < b.shopOrderId! ? -1 : 1))
    .map((row) => ({
      ...withRouting(row, decisions.get(row.id!)),
      ...(kinds.get(row.id!) ?? NO_LINE_KINDS),
    }));
  return bulkInsertNew(tx, orders, byKey, sql`${ordersShopKey(sql.raw('"shop"'))}, "shop_order_id"`);
}

/**
 * Step: the planned stock taken for the orders this intake wrote, then their lines written once,
 * each with whether stock serves it or it is bought, and what routing read kept. Answers the
 * routing's timeline entries of the written orders.
 */
async function sourceNewOrders(
  tx: Tx,
  { lineRows }: NewOrders,
  routing: Awaited<ReturnType<typeof decideNewOrders>>,
  stockPlans: readonly StockPlan[],
  written: ReadonlySet<string>,
): Promise<OrderEvent[]> {
  const fulfilment = new Map<string, 'stock' | 'buy'>();
  const served: OrderEvent[] = [];
  for (const plan of stockPlans) {
    const taken = await takePlannedStock(tx, plan, written);
    for (const id of taken.stockLineIds) fulfilment.set(id, 'stock');
    for (const id of taken.buyLineIds) fulfilment.set(id, 'buy');
    served.push(...taken.events);
  }
  await bulkInsert(
    tx,
    orderLines,
    lineRows
      .filter((line) => written.has(line.orderId))
      .map((line) => (fulfilment.has(line.id!) ? { ...line, fulfilment: fulfilment.get(line.id!) } : line)),
  );
  await keepRoutingInputs(
    tx,
    routing.warehouses,
    routing.kept.filter((k) => written.has(k.orderId)),
  );
  return [...routing.events.filter((event) => written.has(event.orderId)), ...served];
}

/**
 * Step: each written order's timeline says how it arrived, then where routing sent it, naming the
 * warehouses as routing read them in this transaction (locked: no second read of their names).
 */
async function recordArrival(
  tx: Tx,
  events: readonly OrderEvent[],
  written: ReadonlySet<string>,
  routed: readonly OrderEvent[],
  warehouses: readonly { id: string; name?: string | null }[],
) {
  await recordEvents(
    tx,
    [...events.filter((event) => written.has(event.orderId)), ...routed],
    new Map(warehouses.flatMap((w) => (typeof w.name === 'string' ? [[w.id, w.name]] : []))),
  );
}
