import crypto from 'node:crypto';
import type { OrdersShop } from '../../db/ordersOfShop';
import type { orderLines, orders } from '../../db/schema';
import { splitCustomLines, type CustomLine } from '../../../domain/orderLines';
import { needsRouting } from '../../../domain/routing';
import { orderSearchText, type ImportedOrder } from '../../../domain/shopifyOrders';
import { skuKey } from '../../../domain/sku';
import type { Arrival } from '../../../domain/values';
import { addressColumnsOf } from '../../services/orderRecords/shopAddress';
import type { OrderEvent } from '../../services/timeline/events';
import type { RoutableOrder } from './routeOrders';

/** A live product or pack of the catalogue a line's SKU names, a pack with its items. */
export interface CatalogueEntry {
  id: string;
  supplierId: string | null;
  internalSku: string;
  isPack: boolean;
  items: { id: string; supplierId: string | null; internalSku: string; quantity: number }[];
}

/** How the orders came, written on each: who, from where, when, with which deadline. */
export interface Arriving {
  source: 'import' | 'shop';
  arrivedBy: Arrival;
  shop: OrdersShop | null;
  userId: string | null;
  now: Date;
  deadlineDays: number;
}

/** The rows the new orders become, the orders routing reads, and their timeline's first lines. */
export interface NewOrders {
  orderRows: (typeof orders.$inferInsert)[];
  lineRows: (typeof orderLines.$inferInsert)[];
  routable: RoutableOrder[];
  events: OrderEvent[];
}

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Step of importOrders (DESIGN.md section 4 step 1), written nowhere yet: a line's SKU is a
 * product's internal SKU whatever its case; a pack's SKU becomes one line per product of the pack,
 * each keeping pack_sku and the pack's units times its own; an unknown SKU keeps the line without
 * a product (routing then makes the order problematic); a line without a SKU is a custom line,
 * kept on the order apart from the products (domain/orderLines.ts). An order whose status and
 * lines ask for it (domain/routing.ts needsRouting) is to be routed.
 */
export function newOrdersOf(
  fresh: readonly ImportedOrder[],
  catalogue: ReadonlyMap<string, CatalogueEntry>,
  arriving: Arriving,
): NewOrders {
  const made: NewOrders = { orderRows: [], lineRows: [], routable: [], events: [] };
  const { now } = arriving;
  for (const order of fresh) {
    const id = crypto.randomUUID();
    const lines: RoutableOrder['lines'] = [];
    const skus: (string | null)[] = [];
    const { productLines, customLines } = splitCustomLines(order.lines);
    const base = { orderId: id, status: order.initialStatus, createdAt: now, updatedAt: now };
    const addLine = (
      line: Omit<typeof orderLines.$inferInsert, keyof typeof base> & { quantity: number },
    ) => {
      const lineId = crypto.randomUUID();
      made.lineRows.push({ ...base, ...line, id: lineId });
      lines.push({
        id: lineId,
        productId: line.productId ?? null,
        sku: line.sku ?? null,
        quantity: line.quantity,
        status: order.initialStatus,
      });
      skus.push(line.sku ?? null);
    };
    for (const line of productLines) {
      const product = line.sku ? catalogue.get(skuKey(line.sku)) : undefined;
      const shopLineItemId = line.shopLineItemId ?? null;
      if (product?.isPack) {
        product.items.forEach((item, i) =>
          addLine({
            name: line.name,
            position: line.position * 100 + i,
            lineKey: `${line.lineKey}/${item.internalSku}`,
            shopLineItemId,
            productId: item.id,
            supplierId: item.supplierId,
            sku: item.internalSku,
            packSku: product.internalSku,
            quantity: line.quantity * item.quantity,
          }),
        );
        skus.push(product.internalSku);
        continue;
      }
      addLine({
        name: line.name,
        position: line.position * 100,
        lineKey: line.lineKey,
        shopLineItemId,
        productId: product?.id ?? null,
        supplierId: product?.supplierId ?? null,
        sku: line.sku,
        quantity: line.quantity,
      });
    }
    made.orderRows.push({
      id,
      shopOrderId: order.shopOrderId,
      shop: arriving.shop?.shop ?? null,
      orderNumber: order.orderNumber,
      orderCreatedAt: order.orderCreatedAt,
      shopUpdatedAt: order.shopUpdatedAt ?? null,
      source: arriving.source,
      arrivedBy: arriving.arrivedBy,
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
      deadlineDate: isoDate(new Date(order.orderCreatedAt.getTime() + arriving.deadlineDays * DAY)),
      searchText: orderSearchText(order, skus),
      createdAt: now,
      updatedAt: now,
    });
    made.events.push({
      orderId: id,
      kind: arriving.source === 'shop' ? 'synced' : 'imported',
      userId: arriving.userId,
      detail: {
        // A shop's order says how it came (webhook, sweep, daily count), as its page does.
        ...(arriving.source === 'shop' ? { arrivedBy: arriving.arrivedBy } : {}),
        orderNumber: order.orderNumber,
        lines: lines.length,
        status: order.initialStatus,
        ...(customLines.length ? { customLines: customLines.length } : {}),
      },
    });
    if (needsRouting({ status: order.initialStatus, productLines }))
      made.routable.push({ id, shippingCountry: order.country, lines });
  }
  return made;
}
