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
import { MANUAL_ORDER_NUMBER, recipientOf, type ManualCustomer } from '../../../domain/purchaseOrders';

type PuoRow = typeof pickupOrders.$inferSelect;
type AssignmentRow = typeof puoAssignments.$inferSelect;
type LineRow = typeof puoLines.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
const ids = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
const loadWhere = async <T extends { id: string }>(load: (w: string[]) => Promise<T[]>, wanted: string[]) =>
  byId(wanted.length ? await load(wanted) : []);

const addressOf = (p: {
  streetNumber: string;
  streetName: string;
  city: string;
  country: string;
  zipCode?: string | null;
}) => ({
  street_number: p.streetNumber,
  street_name: p.streetName,
  city: p.city,
  country: p.country,
  zipCode: p.zipCode ?? '',
});

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
  const productMap = await loadWhere(
    (w) => db.select().from(products).where(inArray(products.id, w)),
    ids(lines.map((l) => l.productId)),
  );
  const agentMap = await loadWhere(
    (w) => db.select().from(shippingAgents).where(inArray(shippingAgents.id, w)),
    ids(puos.map((p) => p.shippingAgentId)),
  );
  const warehouseMap = await loadWhere(
    (w) => db.select().from(warehouses).where(inArray(warehouses.id, w)),
    ids([...assignments.map((a) => a.warehouseId), ...puos.map((p) => p.pickupWarehouseId)]),
  );
  const supplierMap = await loadWhere(
    (w) => db.select().from(suppliers).where(inArray(suppliers.id, w)),
    ids(puos.map((p) => p.pickupSupplierId)),
  );
  const orderMap = await loadWhere(
    (w) => db.select().from(orders).where(inArray(orders.id, w)),
    ids(assignments.map((a) => a.orderId)),
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
      sent_to_id: warehouse
        ? { _id: warehouse.id, name: warehouse.name, email: warehouse.email, address: addressOf(warehouse) }
        : null,
      order_id: order
        ? {
            _id: order.id,
            order_number: order.orderNumber,
            shipping_type: order.shippingType,
            customer: {
              first_name: order.customerFirstName,
              last_name: order.customerLastName,
              email: order.customerEmail,
              phone: order.customerPhone,
            },
            shipping_address: {
              address1: order.shippingAddress1,
              address2: order.shippingAddress2,
              city: order.shippingCity,
              zip: order.shippingZip,
              province: order.shippingProvince,
              country: order.shippingCountry,
            },
          }
        : null,
      order_number: order?.orderNumber ?? MANUAL_ORDER_NUMBER,
      customer,
      recipient: recipientOf({
        sentTo: a.sentTo,
        warehouse,
        customer,
        order: order && {
          firstName: order.customerFirstName,
          lastName: order.customerLastName,
          address1: order.shippingAddress1,
          address2: order.shippingAddress2,
          city: order.shippingCity,
          zip: order.shippingZip,
          province: order.shippingProvince,
          country: order.shippingCountry,
        },
      }),
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
      pickupId: place ? { _id: place.id, name: place.name, address: addressOf(place) } : null,
      assigned_to: agent
        ? {
            _id: agent.id,
            name: agent.name,
            contact_email: agent.contactEmail,
            trackingURL: agent.trackingUrl,
            activated: agent.activated,
            deleted_at: iso(agent.deletedAt),
            address: addressOf(agent),
          }
        : null,
      notification_status: po.notificationStatus,
      assign_orders: assignments.filter((a) => a.pickupOrderId === po.id).map((a) => assignmentRecord(a, po)),
    };
  });
}

export type PickupOrderRecord = Awaited<ReturnType<typeof pickupOrderRecords>>[number];
