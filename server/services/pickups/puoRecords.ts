import { isLive } from '../../../domain/liveLine';
import type { DbOrTx } from '../../db/client';
import { pickupOrders, puoAssignments, puoLines, shippingAgents, suppliers } from '../../db/schema';
import { iso, orderRefOf, placeAddressOf, rowsById } from '../scheduledOrders/orderRecordParts';
import {
  assignmentFieldsOf,
  lineFieldsOf,
  loadAssignments,
  scheduledOrderFieldsOf,
  type AssignmentTables,
} from '../scheduledOrders/records';
import { type ShopNaming } from '../orderRecords/shopShown';

type PuoRow = typeof pickupOrders.$inferSelect;

export const PUO_TABLES = {
  orders: pickupOrders,
  assignments: puoAssignments,
  orderKey: 'pickupOrderId',
  lines: puoLines,
  assignmentKey: 'puoAssignmentId',
} satisfies AssignmentTables<typeof puoAssignments, typeof puoLines>;

/**
 * PUOs as the to-be-sent and sent lists show them (spec 000 section 3: Pickup order,
 * Assignment), in the order given: besides what a PO says too (server/services/scheduledOrders/
 * records.ts), the pickup place, the agent, each assignment's shipping info and weight, and each
 * product's measures.
 */
export async function pickupOrderRecords(db: DbOrTx, puos: PuoRow[], shopNaming: ShopNaming = false) {
  if (!puos.length) return [];
  const loaded = await loadAssignments(
    db,
    PUO_TABLES,
    puos,
    puos.map((p) => p.pickupWarehouseId),
  );
  const agentMap = await rowsById(
    db,
    shippingAgents,
    puos.map((p) => p.shippingAgentId),
  );
  const supplierMap = await rowsById(
    db,
    suppliers,
    puos.map((p) => p.pickupSupplierId),
  );

  const lineRecord = (l: typeof puoLines.$inferSelect) => ({
    ...lineFieldsOf(l, loaded, (p) => ({
      weight: p.weight,
      length: p.length,
      width: p.width,
      height: p.height,
    })),
    shopify_line_item_id: l.shopLineItemId,
    po_line_id: l.poLineId,
  });

  const assignmentRecord = (a: typeof puoAssignments.$inferSelect, po: PuoRow) => {
    const { order, fields } = assignmentFieldsOf(a, loaded);
    const products = loaded.linesOf(a.id).map(lineRecord);
    return {
      ...fields,
      pickup_order_id: po.id,
      pickupOrderNumber: po.pickupOrderNumber,
      order_id: order ? orderRefOf(order, shopNaming) : null,
      trackingId: a.trackingId,
      agentName: a.agentName,
      trackingURL: a.trackingUrl,
      products,
      /** Σ weight × units of the lines that are not refunded, in kg. */
      total_weight: products
        .filter(isLive)
        .reduce((sum, p) => sum + (p.product_id?.weight ?? 0) * p.total_quantity, 0),
    };
  };

  return puos.map((po) => {
    const agent = agentMap.get(po.shippingAgentId);
    const place =
      po.pickupFrom === 'Warehouse'
        ? loaded.warehouseMap.get(po.pickupWarehouseId ?? '')
        : supplierMap.get(po.pickupSupplierId ?? '');
    return {
      ...scheduledOrderFieldsOf(po),
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
      assign_orders: loaded.assignmentsOf(po.id).map((a) => assignmentRecord(a, po)),
    };
  });
}

export type PickupOrderRecord = Awaited<ReturnType<typeof pickupOrderRecords>>[number];
