import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  orders,
  poAssignments,
  poLines,
  products,
  shippingAgents,
  suppliers,
  warehouses,
  type purchaseOrders,
} from '../../db/schema';
import { MANUAL_ORDER_NUMBER, type ManualCustomer } from '../../../domain/purchaseOrders';
import {
  assignmentRecipient,
  byId,
  ids,
  iso,
  orderRefOf,
  rowsById,
  warehouseRefOf,
} from '../scheduledOrders/orderRecordParts';
import type { PoEmailContent } from './poEmail';

type PoRow = typeof purchaseOrders.$inferSelect;
type AssignmentRow = typeof poAssignments.$inferSelect;
type LineRow = typeof poLines.$inferSelect;

/** A PO line as the lists show it: the product, units, status, agent, date and shipping info. */
export function lineRecord(
  line: LineRow,
  product: typeof products.$inferSelect | undefined,
  agent: typeof shippingAgents.$inferSelect | undefined,
) {
  return {
    _id: line.id,
    product_id: product
      ? {
          _id: product.id,
          internal_sku: product.internalSku,
          supplier_sku: product.supplierSku ?? '',
          supplier_product_name: product.supplierProductName ?? product.internalProductName,
          internal_product_name: product.internalProductName,
        }
      : null,
    total_quantity: line.quantity,
    status: line.status,
    estimated_shipping_date: line.estimatedShippingDate,
    shipping_agent: agent
      ? { _id: agent.id, name: agent.name, activated: agent.activated, deleted_at: iso(agent.deletedAt) }
      : null,
    trackingId: line.trackingId,
    agentName: line.agentName,
    trackingURL: line.trackingUrl,
    order_line_id: line.orderLineId,
  };
}

export type LineRecord = ReturnType<typeof lineRecord>;

/** The related rows of some assign orders, loaded with one query per table. */
export async function loadAssignmentParts(db: DbOrTx, assignments: AssignmentRow[]) {
  const lines = assignments.length
    ? await db
        .select()
        .from(poLines)
        .where(
          inArray(
            poLines.poAssignmentId,
            assignments.map((a) => a.id),
          ),
        )
        .orderBy(asc(poLines.createdAt), asc(poLines.id))
    : [];
  const lineIds = (key: 'productId' | 'shippingAgentId') => lines.map((l) => l[key]);
  const assignmentIds = (key: 'warehouseId' | 'orderId') => assignments.map((a) => a[key]);
  const [productMap, agentMap, warehouseMap, orderMap] = await Promise.all([
    rowsById(db, products, lineIds('productId')),
    rowsById(db, shippingAgents, lineIds('shippingAgentId')),
    rowsById(db, warehouses, assignmentIds('warehouseId')),
    rowsById(db, orders, assignmentIds('orderId')),
  ]);
  return { lines, productMap, agentMap, warehouseMap, orderMap };
}

export function assignmentRecord(
  a: AssignmentRow,
  po: PoRow,
  parts: Awaited<ReturnType<typeof loadAssignmentParts>>,
  lines: LineRow[],
) {
  const warehouse = a.warehouseId ? parts.warehouseMap.get(a.warehouseId) : undefined;
  const order = a.orderId ? parts.orderMap.get(a.orderId) : undefined;
  const customer = (a.customer as ManualCustomer | null) ?? null;
  const recipient = assignmentRecipient(a.sentTo, warehouse, customer, order);
  return {
    _id: a.id,
    poNumber: po.poNumber,
    purchase_order_id: po.id,
    sent_to: a.sentTo,
    sent_to_id: warehouse ? warehouseRefOf(warehouse) : null,
    order_id: order ? { ...orderRefOf(order), deadline_date: order.deadlineDate } : null,
    order_number: order?.orderNumber ?? MANUAL_ORDER_NUMBER,
    customer,
    recipient,
    products: lines.map((l) =>
      lineRecord(
        l,
        parts.productMap.get(l.productId),
        l.shippingAgentId ? parts.agentMap.get(l.shippingAgentId) : undefined,
      ),
    ),
    status: a.status,
    notes: a.notes,
    invoice_number: a.invoiceNumber,
    created_at: a.createdAt.toISOString(),
  };
}

export type AssignmentRecord = ReturnType<typeof assignmentRecord>;

/** POs as the to-be-sent and sent lists show them, in the order given. */
export async function purchaseOrderRecords(db: DbOrTx, pos: PoRow[]) {
  if (!pos.length) return [];
  const [assignments, supplierRows] = await Promise.all([
    db
      .select()
      .from(poAssignments)
      .where(
        inArray(
          poAssignments.purchaseOrderId,
          pos.map((p) => p.id),
        ),
      )
      .orderBy(asc(poAssignments.createdAt), asc(poAssignments.id)),
    db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(inArray(suppliers.id, ids(pos.map((p) => p.supplierId)))),
  ]);
  const supplierMap = byId(supplierRows);
  const parts = await loadAssignmentParts(db, assignments);
  return pos.map((po) => ({
    _id: po.id,
    created_at: po.createdAt.toISOString(),
    schedule_time: po.scheduleTime.toISOString(),
    sent_at: iso(po.sentAt),
    poNumber: po.poNumber,
    notification_status: po.notificationStatus,
    assigned_to: { _id: po.supplierId, name: supplierMap.get(po.supplierId)?.name ?? '' },
    assign_orders: assignments
      .filter((a) => a.purchaseOrderId === po.id)
      .map((a) =>
        assignmentRecord(
          a,
          po,
          parts,
          parts.lines.filter((l) => l.poAssignmentId === a.id),
        ),
      ),
  }));
}

export type PurchaseOrderRecord = Awaited<ReturnType<typeof purchaseOrderRecords>>[number];

/** What the e-mail needs of a PO record. */
export function emailAssignments(record: PurchaseOrderRecord): PoEmailContent['assignments'] {
  return record.assign_orders.map((a) => ({
    orderNumber: a.order_number,
    recipient: a.recipient,
    lines: a.products
      .filter((p) => p.status !== 'Refund')
      .map((p) => ({
        supplierSku: p.product_id?.supplier_sku ?? '',
        supplierProductName: p.product_id?.supplier_product_name ?? '',
        units: p.total_quantity,
      })),
  }));
}
