import { asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  orderLines,
  orderRoutingLines,
  orderRoutings,
  orders,
  routingWarehouseSets,
  warehouses,
} from '../../db/schema';
import { liveLines } from '../../../domain/orderLines';
import { explainRouting } from '../../../domain/routingExplanation';
import type { OrderRoutingRecord } from '../../../domain/schemas/orderRouting';
import { notFound } from '../../http/errors';
import { loadMeasures, routingWarehouse } from '../../flows/steps/routeOrders';
import { routingLines } from './routingInputs';

/**
 * Why an order went where it went (issue 18), for every order: rebuilt by the deciding function
 * from what routing kept when it routed the order; for an order routed before anything was kept,
 * recomputed from its current lines and warehouses and marked so.
 */
export class OrderRoutingService {
  constructor(private readonly db: Database) {}

  async explain(orderId: string): Promise<OrderRoutingRecord> {
    const [order] = await this.db
      .select({ id: orders.id, shippingCountry: orders.shippingCountry })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw notFound('Order not found');
    const [kept] = await this.db
      .select({
        lines: orderRoutingLines.lines,
        destinationCountry: orderRoutings.destinationCountry,
        routedAt: orderRoutings.routedAt,
        warehouses: routingWarehouseSets.warehouses,
      })
      .from(orderRoutings)
      .innerJoin(routingWarehouseSets, eq(routingWarehouseSets.id, orderRoutings.warehouseSetId))
      .innerJoin(orderRoutingLines, eq(orderRoutingLines.orderId, orderRoutings.orderId))
      .where(eq(orderRoutings.orderId, orderId));
    if (kept)
      return {
        order_id: order.id,
        recomputed: false,
        routed_at: kept.routedAt.toISOString(),
        explanation: explainRouting(kept),
      };
    return {
      order_id: order.id,
      recomputed: true,
      routed_at: null,
      explanation: explainRouting(await this.currentInputs(order)),
    };
  }

  private async currentInputs(order: { id: string; shippingCountry: string | null }) {
    const lines = liveLines(
      await this.db
        .select({
          productId: orderLines.productId,
          sku: orderLines.sku,
          quantity: orderLines.quantity,
          status: orderLines.status,
        })
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.position)),
    );
    const productIds = [...new Set(lines.map((l) => l.productId).filter((id): id is string => !!id))];
    const current = await this.db.select().from(warehouses).where(isNull(warehouses.deletedAt));
    return {
      lines: routingLines(lines, await loadMeasures(this.db, productIds)),
      destinationCountry: order.shippingCountry,
      warehouses: current.map(routingWarehouse),
    };
  }
}
