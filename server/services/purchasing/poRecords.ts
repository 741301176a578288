import { isLive } from '../../../domain/liveLine';
import type { DbOrTx } from '../../db/client';
import { poAssignments, poLines, purchaseOrders, shippingAgents, suppliers } from '../../db/schema';
import { iso, orderRefOf, rowsById } from '../scheduledOrders/orderRecordParts';
import {
  assignmentFieldsOf,
  lineFieldsOf,
  loadAssignments,
  loadLines,
  scheduledOrderFieldsOf,
  type AssignmentTables,
} from '../scheduledOrders/records';
import type { PoEmailContent } from './poEmail';
import { type ShopNaming } from '../orderRecords/shopShown';

type PoRow = typeof purchaseOrders.$inferSelect;
type AssignmentRow = typeof poAssignments.$inferSelect;

export const PO_TABLES = {
  orders: purchaseOrders,
  assignments: poAssignments,
  orderKey: 'purchaseOrderId',
  lines: poLines,
  assignmentKey: 'poAssignmentId',
} satisfies AssignmentTables<typeof poAssignments, typeof poLines>;

/** Assign orders' lines with their products, warehouses, orders and each line's agent. */
async function withAgents<T extends { lines: (typeof poLines.$inferSelect)[] }>(db: DbOrTx, loaded: T) {
  const agentMap = await rowsById(
    db,
    shippingAgents,
    loaded.lines.map((l) => l.shippingAgentId),
  );
  return { ...loaded, agentMap };
}

/** The related rows of some assign orders, loaded with one query per table. */
export async function loadAssignmentParts(db: DbOrTx, assignments: AssignmentRow[]) {
  return withAgents(db, await loadLines(db, PO_TABLES, assignments));
}

type Parts = Awaited<ReturnType<typeof loadAssignmentParts>>;

/** A PO line as the lists show it: besides the shared fields, agent, date and shipping info. */
function lineRecord(line: typeof poLines.$inferSelect, parts: Parts) {
  const agent = line.shippingAgentId ? parts.agentMap.get(line.shippingAgentId) : undefined;
  return {
    ...lineFieldsOf(line, parts, () => ({})),
    estimated_shipping_date: line.estimatedShippingDate,
    shipping_agent: agent
      ? { _id: agent.id, name: agent.name, activated: agent.activated, deleted_at: iso(agent.deletedAt) }
      : null,
    trackingId: line.trackingId,
    agentName: line.agentName,
    trackingURL: line.trackingUrl,
  };
}

export type LineRecord = ReturnType<typeof lineRecord>;

/** An assign order: besides the shared fields, its PO, the order's deadline, notes and invoice. */
export function assignmentRecord(a: AssignmentRow, po: PoRow, parts: Parts, shopNaming: ShopNaming = false) {
  const { order, fields } = assignmentFieldsOf(a, parts);
  return {
    ...fields,
    poNumber: po.poNumber,
    purchase_order_id: po.id,
    order_id: order ? { ...orderRefOf(order, shopNaming), deadline_date: order.deadlineDate } : null,
    products: parts.linesOf(a.id).map((l) => lineRecord(l, parts)),
    notes: a.notes,
    invoice_number: a.invoiceNumber,
  };
}

export type AssignmentRecord = ReturnType<typeof assignmentRecord>;

/** POs as the to-be-sent and sent lists show them, in the order given. */
export async function purchaseOrderRecords(db: DbOrTx, pos: PoRow[], shopNaming: ShopNaming = false) {
  if (!pos.length) return [];
  const parts = await withAgents(db, await loadAssignments(db, PO_TABLES, pos));
  const supplierMap = await rowsById(
    db,
    suppliers,
    pos.map((p) => p.supplierId),
  );
  return pos.map((po) => ({
    ...scheduledOrderFieldsOf(po),
    poNumber: po.poNumber,
    assigned_to: { _id: po.supplierId, name: supplierMap.get(po.supplierId)?.name ?? '' },
    assign_orders: parts.assignmentsOf(po.id).map((a) => assignmentRecord(a, po, parts, shopNaming)),
  }));
}

export type PurchaseOrderRecord = Awaited<ReturnType<typeof purchaseOrderRecords>>[number];

/** What the e-mail needs of a PO record. */
export function emailAssignments(record: PurchaseOrderRecord): PoEmailContent['assignments'] {
  return record.assign_orders.map((a) => ({
    orderNumber: a.order_number,
    recipient: a.recipient,
    lines: a.products.filter(isLive).map((p) => ({
      supplierSku: p.product_id?.supplier_sku ?? '',
      supplierProductName: p.product_id?.supplier_product_name ?? '',
      units: p.total_quantity,
    })),
  }));
}
