import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  orders,
  products,
  puoAssignments,
  puoLines,
  shippingAgents,
  suppliers,
  warehouses,
  type pickupOrders,
} from '../../db/schema';
import { MANUAL_ORDER_NUMBER, type ManualCustomer } from '../../../domain/purchaseOrders';
import {
  assignmentRecipient,
  iso,
  orderRefOf,
  placeAddressOf,
  rowsById,
  warehouseRefOf,
} from '../scheduledOrders/orderRecordParts';

type PuoRow = typeof pickupOrders.$inferSelect;
type AssignmentRow = typeof puoAssignments.$inferSelect;
type LineRow = typeof puoLines.$inferSelect;

/**
 * PUOs as the to-be-sent and sent lists show them (spec 000 section 3: Pickup order,
 * Assignment), in the order given, loaded with one query per table.
 */
export async function pickupOrderRecords(db: DbOrTx, puos: PuoRow[]) {
  if (!puos.length) return [];
  const assignments = await db
    .select()
    .from(puoAssignments)
    .where(
      inArray(
        puoAssignments.pickupOrderId,
        puos.map((p) => p.id),
      ),
    )
    .orderBy(asc(puoAssignments.createdAt), asc(puoAssignments.id));
  const lines = assignments.length
    ? await db
        .select()
        .from(puoLines)
        .where(
          inArray(
            puoLines.puoAssignmentId,
            assignments.map((a) => a.id),
          ),
        )
        .orderBy(asc(puoLines.createdAt), asc(puoLines.id))
    : [];
  // One after the other: inside a transaction they share one connection.
  const productMap = await rowsById(
    db,
    products,
    lines.map((l) => l.productId),
  );
  const agentMap = await rowsById(
    db,
    shippingAgents,
    puos.map((p) => p.shippingAgentId),
  );
  const warehouseMap = await rowsById(db, warehouses, [
    ...assignments.map((a) => a.warehouseId),
    ...puos.map((p) => p.pickupWarehouseId),
  ]);
  const supplierMap = await rowsById(
    db,
    suppliers,
    puos.map((p) => p.pickupSupplierId),
  );
  const orderMap = await rowsById(
    db,
    orders,
    assignments.map((a) => a.orderId),
  );

  const lineRecord = (l: LineRow) => {
    const p = productMap.get(l.productId);
    return {
      _id: l.id,
      product_id: p
        ? {
            _id: p.id,
            internal_sku: p.internalSku,
            supplier_sku: p.supplierSku ?? '',
            supplier_product_name: p.supplierProductName ?? p.internalProductName,
            internal_product_name: p.internalProductName,
            weight: p.weight,
            length: p.length,
            width: p.width,
            height: p.height,
          }
        : null,
      total_quantity: l.quantity,
      status: l.status,
      shopify_line_item_id: l.shopLineItemId,
      order_line_id: l.orderLineId,
      po_line_id: l.poLineId,
    };
  };

  const assignmentRecord = (a: AssignmentRow, po: PuoRow) => {
    const warehouse = a.warehouseId ? warehouseMap.get(a.warehouseId) : undefined;
    const order = a.orderId ? orderMap.get(a.orderId) : undefined;
    const customer = (a.customer as ManualCustomer | null) ?? null;
    const products = lines.filter((l) => l.puoAssignmentId === a.id).map(lineRecord);
    return {
      _id: a.id,
      pickup_order_id: po.id,
      pickupOrderNumber: po.pickupOrderNumber,
      sent_to: a.sentTo,
      sent_to_id: warehouse ? warehouseRefOf(warehouse) : null,
      order_id: order ? orderRefOf(order) : null,
      order_number: order?.orderNumber ?? MANUAL_ORDER_NUMBER,
      customer,
      recipient: assignmentRecipient(a.sentTo, warehouse, customer, order),
      trackingId: a.trackingId,
      agentName: a.agentName,
      trackingURL: a.trackingUrl,
      status: a.status,
      products,
      /** Σ weight × units of the lines that are not refunded, in kg. */
      total_weight: products
        .filter((p) => p.status !== 'Refund')
        .reduce((sum, p) => sum + (p.product_id?.weight ?? 0) * p.total_quantity, 0),
      created_at: a.createdAt.toISOString(),
    };
  };

  return puos.map((po) => {
    const agent = agentMap.get(po.shippingAgentId);
    const place =
      po.pickupFrom === 'Warehouse'
        ? warehouseMap.get(po.pickupWarehouseId ?? '')
        : supplierMap.get(po.pickupSupplierId ?? '');
    return {
      _id: po.id,
      created_at: po.createdAt.toISOString(),
      schedule_time: po.scheduleTime.toISOString(),
      sent_at: iso(po.sentAt),
      pickupOrderNumber: po.pickupOrderNumber,
      pickupFrom: po.pickupFrom,
      pickupId: place ? { _id: place.id, name: place.name, address: placeAddressOf(place) } : null,
      assigned_to: agent
        ? {
            _id: agent.id,
            name: agent.name,
            contact_email: agent.contactEmail,
            trackingURL: agent.trackingUrl,
            activated: agent.activated,
            deleted_at: iso(agent.deletedAt),
            address: placeAddressOf(agent),
          }
        : null,
      notification_status: po.notificationStatus,
      assign_orders: assignments.filter((a) => a.pickupOrderId === po.id).map((a) => assignmentRecord(a, po)),
    };
  });
}

export type PickupOrderRecord = Awaited<ReturnType<typeof pickupOrderRecords>>[number];
