import crypto from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { bulkInsert, bulkInsertNew, inList } from '../../db/bulkInsert';
import { ordersOfShop, type OrdersShop } from '../../db/ordersOfShop';
import { orderLines, orders, ordersShopKey, packItems, products, settings } from '../../db/schema';
import { splitCustomLines, type CustomLine } from '../../../domain/orderLines';
import { needsRouting } from '../../../domain/routing';
import { orderSearchText, type ImportedOrder } from '../../../domain/shopifyOrders';
import { skuKey } from '../../../domain/sku';
import type { Arrival } from '../../../domain/values';
import { addressColumnsOf } from '../orderRecords/shopAddress';
import { recordEvents, type OrderEvent } from '../timeline/events';
import type { ShopChangeSource } from '../../../domain/shopOrderChanges';
import { shopOrderChanged } from '../../flows/shopOrderChanged';
import { loadMeasures, loadRoutingWarehouses, routeOrders, type RoutableOrder } from './routing';

/**
 * Order intake (DESIGN.md section 4 step 1), shared by the CSV import and the shop sync.
 * Idempotent on the shop's order id: an order already here is left as it is by a file import; the
 * shop's readings (`changedVia`) apply its changes (flows/shopOrderChanged.ts). A line's SKU is a
 * product's internal SKU; a pack's SKU becomes one line per product of the pack, each keeping
 * pack_sku; an unknown SKU keeps the line without a product and makes the order problematic;
 * a line without a SKU is a custom line, kept on the order apart from the products
 * (domain/orderLines.ts). New orders are routed in the same transaction. Two intakes of one
 * shop order at the same moment (two users, the sync beside an import) take it in once: the
 * order the other one wrote meanwhile counts as already imported here.
 */
export interface IntakeResult {
  imported: number;
  unchanged: number;
  problematic: number;
  orderIds: string[];
}

interface CatalogueEntry {
  id: string;
  supplierId: string | null;
  internalSku: string;
  isPack: boolean;
  items: { id: string; supplierId: string | null; internalSku: string; quantity: number }[];
}

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** The live products and packs of these SKUs, keyed by skuKey: a line's SKU matches whatever its case. */
async function loadCatalogue(tx: Tx, skus: readonly string[]): Promise<Map<string, CatalogueEntry>> {
  const catalogue = new Map<string, CatalogueEntry>();
  const keys = [...new Set(skus.map(skuKey))];
  for (let i = 0; i < keys.length; i += 5000) {
    const rows = await tx
      .select({
        id: products.id,
        supplierId: products.supplierId,
        internalSku: products.internalSku,
        isPack: products.isPack,
      })
      .from(products)
      .where(and(inArray(products.internalSkuKey, keys.slice(i, i + 5000)), isNull(products.deletedAt)));
    for (const row of rows) catalogue.set(skuKey(row.internalSku), { ...row, items: [] });
  }
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
        inArray(
          packItems.packId,
          packs.map((p) => p.id),
        ),
      );
    const byId = new Map(packs.map((p) => [p.id, p]));
    for (const item of items) byId.get(item.packId)!.items.push(item);
  }
  return catalogue;
}

export async function intakeOrders(
  db: Database,
  imported: readonly ImportedOrder[],
  options: {
    source: 'import' | 'shop';
    userId: string | null;
    now?: Date;
    /** The shop's reading (sync or webhook): an order already here follows its changes. */
    changedVia?: ShopChangeSource;
    /** The shop the orders are (written on them, and matched among its orders); none for a file while no shop is configured. */
    shop?: OrdersShop | null;
    /** How these orders came (domain/values.ts ARRIVALS); by default a shop's by the sweep, a file's as a file. */
    arrivedBy?: Arrival;
  },
): Promise<IntakeResult> {
  const shop = options.shop ?? null;
  if (imported.length === 0) return { imported: 0, unchanged: 0, problematic: 0, orderIds: [] };
  return db.transaction(async (tx) => {
    const now = options.now ?? new Date();
    const [config] = await tx.select({ deadlineDays: settings.deadlineDays }).from(settings);
    const deadlineDays = config?.deadlineDays ?? 7;

    // The same order twice in one file counts once; orders already here are left alone.
    const unique = [...new Map(imported.map((o) => [o.shopOrderId, o])).values()];
    const existing = new Map<string, string>();
    for (let i = 0; i < unique.length; i += 5000) {
      const ids = unique.slice(i, i + 5000).map((o) => o.shopOrderId);
      const rows = await tx
        .select({ id: orders.id, shopOrderId: orders.shopOrderId })
        .from(orders)
        // A shop's order is matched among that shop's orders; a file's with no shop among every shop's.
        .where(and(inList(orders.shopOrderId, ids, 'text'), shop ? ordersOfShop(shop) : undefined));
      for (const row of rows) existing.set(row.shopOrderId!, row.id);
    }
    // The shop's changes to orders already here follow (a file import leaves them as they are).
    if (options.changedVia)
      for (const order of unique.filter((o) => existing.has(o.shopOrderId)))
        await shopOrderChanged.run(tx, {
          orderId: existing.get(order.shopOrderId)!,
          order,
          source: options.changedVia,
          now,
        });
    const fresh = unique.filter((o) => !existing.has(o.shopOrderId));
    const catalogue = await loadCatalogue(tx, [
      ...new Set(fresh.flatMap((o) => o.lines.map((l) => l.sku).filter((s): s is string => !!s))),
    ]);

    const orderRows: (typeof orders.$inferInsert)[] = [];
    const lineRows: (typeof orderLines.$inferInsert)[] = [];
    const routable: RoutableOrder[] = [];
    const events: OrderEvent[] = [];
    for (const order of fresh) {
      const id = crypto.randomUUID();
      const lines: RoutableOrder['lines'] = [];
      const skus: (string | null)[] = [];
      const { productLines, customLines } = splitCustomLines(order.lines);
      for (const line of productLines) {
        const product = line.sku ? catalogue.get(skuKey(line.sku)) : undefined;
        const base = {
          orderId: id,
          name: line.name,
          status: order.initialStatus,
          createdAt: now,
          updatedAt: now,
        };
        if (product?.isPack) {
          product.items.forEach((item, i) => {
            const lineId = crypto.randomUUID();
            const quantity = line.quantity * item.quantity;
            lineRows.push({
              ...base,
              id: lineId,
              position: line.position * 100 + i,
              lineKey: `${line.lineKey}/${item.internalSku}`,
              shopLineItemId: line.shopLineItemId ?? null,
              productId: item.id,
              supplierId: item.supplierId,
              sku: item.internalSku,
              packSku: product.internalSku,
              quantity,
            });
            lines.push({
              id: lineId,
              productId: item.id,
              sku: item.internalSku,
              quantity,
              status: order.initialStatus,
            });
            skus.push(item.internalSku);
          });
          skus.push(product.internalSku);
          continue;
        }
        const lineId = crypto.randomUUID();
        lineRows.push({
          ...base,
          id: lineId,
          position: line.position * 100,
          lineKey: line.lineKey,
          shopLineItemId: line.shopLineItemId ?? null,
          productId: product?.id ?? null,
          supplierId: product?.supplierId ?? null,
          sku: line.sku,
          quantity: line.quantity,
        });
        lines.push({
          id: lineId,
          productId: product?.id ?? null,
          sku: line.sku,
          quantity: line.quantity,
          status: order.initialStatus,
        });
        skus.push(line.sku);
      }
      orderRows.push({
        id,
        shopOrderId: order.shopOrderId,
        shop: shop?.shop ?? null,
        orderNumber: order.orderNumber,
        orderCreatedAt: order.orderCreatedAt,
        shopUpdatedAt: order.shopUpdatedAt ?? null,
        source: options.source,
        arrivedBy: options.arrivedBy ?? (options.source === 'shop' ? 'sweep' : 'file'),
        status: order.initialStatus,
        shippingType: order.shippingMethod,
        customerShopId: order.customerShopId ?? null,
        ...addressColumnsOf(order),
        customerEmail: order.email,
        customerPhone: order.phone,
        shippingPhone: order.phone,
        notes: order.notes,
        customLines: customLines.map((line): CustomLine => ({
          lineKey: line.lineKey,
          position: line.position,
          name: line.name,
          quantity: line.quantity,
          shopLineItemId: line.shopLineItemId ?? null,
        })),
        deadlineDate: isoDate(new Date(order.orderCreatedAt.getTime() + deadlineDays * DAY)),
        searchText: orderSearchText(order, skus),
        createdAt: now,
        updatedAt: now,
      });
      events.push({
        orderId: id,
        kind: options.source === 'shop' ? 'synced' : 'imported',
        userId: options.userId,
        detail: {
          orderNumber: order.orderNumber,
          lines: lines.length,
          status: order.initialStatus,
          ...(customLines.length ? { customLines: customLines.length } : {}),
        },
      });
      if (needsRouting({ status: order.initialStatus, productLines }))
        routable.push({ id, shippingCountry: order.country, lines });
    }

    // Checked above, but a concurrent intake may have written some of them since: those are its.
    // Written in the order of their keys, so that two intakes wait on each other in one order.
    const byKey = [...orderRows].sort((a, b) => (a.shopOrderId! < b.shopOrderId! ? -1 : 1));
    const written = await bulkInsertNew(
      tx,
      orders,
      byKey,
      sql`${ordersShopKey(sql.raw('"shop"'))}, "shop_order_id"`,
    );
    await bulkInsert(
      tx,
      orderLines,
      lineRows.filter((line) => written.has(line.orderId)),
    );
    const routableHere = routable.filter((order) => written.has(order.id));
    const eventsHere = events.filter((event) => written.has(event.orderId));

    const productIds = [
      ...new Set(
        routableHere.flatMap((o) => o.lines.map((l) => l.productId).filter((p): p is string => !!p)),
      ),
    ];
    const routed = await routeOrders(tx, routableHere, {
      warehouses: await loadRoutingWarehouses(tx),
      measures: await loadMeasures(tx, productIds),
      userId: options.userId,
    });
    await recordEvents(tx, [...eventsHere, ...routed]);
    return {
      imported: written.size,
      unchanged: unique.length - written.size,
      problematic: routed.filter((e) => e.kind === 'problematic').length,
      orderIds: orderRows.map((o) => o.id!).filter((id) => written.has(id)),
    };
  });
}
