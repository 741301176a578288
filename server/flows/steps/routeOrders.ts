import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { bulkInsert, inList } from '../../db/bulkInsert';
import { orderLines, orders, products, stock, stockMovements, warehouses } from '../../db/schema';
import { liveLines } from '../../../domain/orderLines';
import { sourceLines } from '../../../domain/routing';
import { explainRouting, type NamedRoutingWarehouse } from '../../../domain/routingExplanation';
import type { OrderEvent } from '../../services/timeline/events';
import {
  keepRoutingInputs,
  routingLines,
  type KeptRouting,
  type Measures,
} from '../../services/orders/routingInputs';

/**
 * Routes orders (DESIGN.md section 4 steps 2 and 3) inside the caller's transaction: assigns
 * the one warehouse that fits or marks the order problematic with its candidates; at the
 * assigned warehouse, serves lines from stock (a Remove movement naming the order) and marks
 * the others to buy. Returns the timeline entries it produced. The routing step of importOrders,
 * of orders that waited for a product (services/orders/waitingOrders.ts) and of the waiting orders
 * a saved warehouse now fits (services/routingPreview/routeOnSave.ts).
 */
export async function loadRoutingWarehouses(tx: Tx): Promise<NamedRoutingWarehouse[]> {
  // Shared locks: a warehouse being deleted meanwhile is waited for and then left out, so no
  // order is assigned to it after its deletion found nothing holding it (deletionHolds).
  const rows = await tx.select().from(warehouses).where(isNull(warehouses.deletedAt)).for('share');
  return rows.map(routingWarehouse);
}

/** What routing reads of a warehouse, and the name an explanation shows: kept with each routed order. */
export function routingWarehouse(w: typeof warehouses.$inferSelect): NamedRoutingWarehouse {
  return {
    id: w.id,
    name: w.name,
    activated: w.activated,
    country: w.country,
    shippingType: w.shippingType,
    minWeight: w.minWeight,
    maxWeight: w.maxWeight,
    minLength: w.minLength,
    maxLength: w.maxLength,
    minWidth: w.minWidth,
    maxWidth: w.maxWidth,
    minHeight: w.minHeight,
    maxHeight: w.maxHeight,
    minLWH: w.minLWH,
    maxLWH: w.maxLWH,
  };
}

export interface RoutableOrder {
  id: string;
  shippingCountry: string | null;
  lines: { id: string; productId: string | null; sku: string | null; quantity: number; status: string }[];
}

/** What routing decides for one order, before anything is written (domain/routingExplanation.ts). */
export type RoutingDecision =
  { kind: 'assigned'; warehouseId: string } | { kind: 'problematic'; reason: string; candidates: string[] };

/**
 * The pure part of routing, for a set of orders at once: each order's decision, the inputs routing
 * read (kept for the routing preview) and its timeline entry ('routed' or 'problematic'), in the
 * order given. Nothing is read or written here.
 */
export function decideRouting(
  batch: readonly RoutableOrder[],
  context: { warehouses: NamedRoutingWarehouse[]; measures: Map<string, Measures>; userId: string | null },
) {
  const decisions = new Map<string, RoutingDecision>();
  const events: OrderEvent[] = [];
  const kept: KeptRouting[] = [];
  for (const order of batch) {
    const lines = routingLines(liveLines(order.lines), context.measures);
    const { result, inputs } = explainRouting({
      lines,
      destinationCountry: order.shippingCountry,
      warehouses: context.warehouses,
    });
    const { parcel, unknownSkus } = inputs;
    kept.push({ orderId: order.id, lines, destinationCountry: order.shippingCountry, parcel, unknownSkus });
    if (result.kind === 'assigned') {
      decisions.set(order.id, { kind: 'assigned', warehouseId: result.warehouseId });
      events.push({
        orderId: order.id,
        kind: 'routed',
        userId: context.userId,
        detail: { warehouseId: result.warehouseId, parcel },
      });
    } else {
      decisions.set(order.id, { kind: 'problematic', reason: result.reason, candidates: result.candidates });
      events.push({
        orderId: order.id,
        kind: 'problematic',
        userId: context.userId,
        detail: { reason: result.reason, candidates: result.candidates, unknownSkus, parcel },
      });
    }
  }
  return { decisions, events, kept };
}

/** The orders of each warehouse routing assigned, in the order given. */
export function byAssignedWarehouse(
  batch: readonly RoutableOrder[],
  decisions: ReadonlyMap<string, RoutingDecision>,
): Map<string, RoutableOrder[]> {
  const byWarehouse = new Map<string, RoutableOrder[]>();
  for (const order of batch) {
    const decision = decisions.get(order.id);
    if (decision?.kind !== 'assigned') continue;
    const group = byWarehouse.get(decision.warehouseId);
    if (group) group.push(order);
    else byWarehouse.set(decision.warehouseId, [order]);
  }
  return byWarehouse;
}

export async function routeOrders(
  tx: Tx,
  batch: readonly RoutableOrder[],
  context: { warehouses: NamedRoutingWarehouse[]; measures: Map<string, Measures>; userId: string | null },
): Promise<OrderEvent[]> {
  const { decisions, events, kept } = decideRouting(batch, context);
  const problems = new Map<string, { reason: string; candidates: string[]; ids: string[] }>();
  for (const order of batch) {
    const decision = decisions.get(order.id)!;
    if (decision.kind !== 'problematic') continue;
    // Few distinct (reason, candidates): one UPDATE per group, not one per order.
    const key = `${decision.reason}|${decision.candidates.join(',')}`;
    const group = problems.get(key) ?? { reason: decision.reason, candidates: decision.candidates, ids: [] };
    group.ids.push(order.id);
    problems.set(key, group);
  }
  for (const { reason, candidates, ids } of problems.values()) {
    await tx
      .update(orders)
      .set({
        problematic: true,
        problemReason: reason,
        warehouseList: candidates,
        assignedWarehouseId: null,
        updatedAt: new Date(),
      })
      .where(inList(orders.id, ids));
  }
  await keepRoutingInputs(tx, context.warehouses, kept);
  // Grouped by warehouse so each warehouse's stock is read and locked once.
  for (const [warehouseId, group] of byAssignedWarehouse(batch, decisions))
    events.push(...(await assignAndSource(tx, warehouseId, group, context.userId)));
  return events;
}

/** Assigns orders to a warehouse and serves what its stock can serve. */
export async function assignAndSource(
  tx: Tx,
  warehouseId: string,
  group: readonly RoutableOrder[],
  userId: string | null,
): Promise<OrderEvent[]> {
  const { events, stockLineIds, buyLineIds } = await takeStock(tx, warehouseId, group, userId);
  const ids = group.map((o) => o.id);
  await tx
    .update(orders)
    .set({
      assignedWarehouseId: warehouseId,
      problematic: false,
      problemReason: null,
      warehouseList: [],
      updatedAt: new Date(),
    })
    .where(inList(orders.id, ids));
  if (stockLineIds.length)
    await tx.update(orderLines).set({ fulfilment: 'stock' }).where(inList(orderLines.id, stockLineIds));
  if (buyLineIds.length)
    await tx.update(orderLines).set({ fulfilment: 'buy' }).where(inList(orderLines.id, buyLineIds));
  return events;
}

/**
 * At the warehouse assigned to these orders, serves what its stock can serve (locked, taken, a
 * Remove movement naming each order) and says which lines are served from stock and which are to
 * buy, for the caller to write on the lines: the lines of orders already there (assignAndSource),
 * or of new orders before they are written (the import, written once).
 */
export async function takeStock(
  tx: Tx,
  warehouseId: string,
  group: readonly RoutableOrder[],
  userId: string | null,
) {
  return takePlannedStock(tx, await planStock(tx, warehouseId, group, userId));
}

/** What a warehouse's stock serves of some orders, planned on its locked stock rows, not taken yet. */
export interface StockPlan {
  stockIdOf: ReadonlyMap<string, string>;
  orders: { order: RoutableOrder; stock: RoutableOrder['lines']; buyLineIds: string[]; event: OrderEvent }[];
  userId: string | null;
}

/**
 * The warehouse's stock of these orders' products locked, and each order's live lines planned
 * from it in turn (domain/routing.ts sourceLines): before the import writes its orders, so that
 * each is written once with the kinds of line it has (has_stock_lines, has_bought_lines).
 */
export async function planStock(
  tx: Tx,
  warehouseId: string,
  group: readonly RoutableOrder[],
  userId: string | null,
): Promise<StockPlan> {
  const productIds = [
    ...new Set(group.flatMap((o) => o.lines.map((l) => l.productId).filter((id): id is string => !!id))),
  ];
  const stockRows = productIds.length
    ? await tx
        .select({ id: stock.id, productId: stock.productId, totalUnits: stock.totalUnits })
        .from(stock)
        .where(and(eq(stock.warehouseId, warehouseId), inList(stock.productId, productIds)))
        .for('update')
    : [];
  const available = new Map(stockRows.map((s) => [s.productId, s.totalUnits]));
  const planned: StockPlan['orders'] = [];
  for (const order of group) {
    const live = liveLines(order.lines);
    const plan = sourceLines(live, available);
    const fromStock = live.filter((l) => plan.get(l.id) === 'stock' && l.productId);
    for (const line of fromStock)
      available.set(line.productId!, (available.get(line.productId!) ?? 0) - line.quantity);
    planned.push({
      order,
      stock: fromStock,
      buyLineIds: live.filter((l) => !fromStock.includes(l)).map((l) => l.id),
      event: {
        orderId: order.id,
        kind: 'served-from-stock',
        userId,
        detail: { warehouseId, lines: fromStock.length, bought: live.length - fromStock.length },
      },
    });
  }
  return { stockIdOf: new Map(stockRows.map((s) => [s.productId, s.id])), orders: planned, userId };
}

/** Which kinds of live line each planned order has (written on the order: migration 0034). */
export function plannedLineKinds(
  plan: StockPlan,
): Map<string, { hasStockLines: boolean; hasBoughtLines: boolean }> {
  return new Map(
    plan.orders.map((p) => [
      p.order.id,
      { hasStockLines: p.stock.length > 0, hasBoughtLines: p.buyLineIds.length > 0 },
    ]),
  );
}

/**
 * The planned stock taken (one statement for every product) with a Remove movement naming each
 * order, for the orders `only` names (all by default): an order another intake wrote meanwhile
 * takes nothing here, and its units stay on the shelf.
 */
export async function takePlannedStock(tx: Tx, plan: StockPlan, only?: ReadonlySet<string>) {
  const taking = only ? plan.orders.filter((p) => only.has(p.order.id)) : plan.orders;
  const taken = new Map<string, number>();
  const movements: (typeof stockMovements.$inferInsert)[] = [];
  for (const { order, stock: lines } of taking)
    for (const line of lines) {
      taken.set(line.productId!, (taken.get(line.productId!) ?? 0) + line.quantity);
      movements.push({
        stockId: plan.stockIdOf.get(line.productId!)!,
        delta: -line.quantity,
        action: 'Remove',
        reason: 'Served an order',
        orderId: order.id,
        userId: plan.userId,
      });
    }
  if (taken.size) {
    // Every product's units taken in one statement, not one per product.
    const units = JSON.stringify(
      [...taken].map(([productId, n]) => ({ id: plan.stockIdOf.get(productId)!, n })),
    );
    await tx.execute(sql`
      update ${stock} set total_units = ${stock}.total_units - t.n, updated_at = now()
      from json_to_recordset(${units}::json) as t(id uuid, n integer)
      where ${stock}.id = t.id`);
  }
  await bulkInsert(tx, stockMovements, movements);
  return {
    events: taking.map((p) => p.event),
    stockLineIds: taking.flatMap((p) => p.stock.map((l) => l.id)),
    buyLineIds: taking.flatMap((p) => p.buyLineIds),
  };
}

export async function loadMeasures(
  tx: DbOrTx,
  productIds: readonly string[],
): Promise<Map<string, Measures>> {
  const rows = await tx
    .select({
      id: products.id,
      weight: products.weight,
      length: products.length,
      width: products.width,
      height: products.height,
    })
    .from(products)
    .where(inList(products.id, [...productIds]));
  return new Map(rows.map((r) => [r.id, r]));
}
