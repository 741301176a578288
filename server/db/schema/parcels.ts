import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { PARCEL_SHIPPERS } from '../../../domain/parcelScope';
import { createdAt, id, partOf, valueList } from './columns';
import { orderLines, orders } from './orders';
import { suppliers, warehouses } from './masterData';
import { users } from './auth';

/**
 * The parcels an order leaves in (issue 32 item 1): each entered by whoever ships it, with its
 * shipping agent and tracking. The one record of what left: Shipping Info records its parcel too.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: id(),
    orderId: partOf('order_id', () => orders.id),
    shipper: text('shipper', { enum: PARCEL_SHIPPERS }).notNull(),
    /** The warehouse that shipped it (shipper warehouse). */
    warehouseId: uuid('warehouse_id').references(() => warehouses.id),
    /** The supplier that shipped it (shipper supplier). */
    supplierId: uuid('supplier_id').references(() => suppliers.id),
    agentName: text('agent_name').notNull(),
    trackingId: text('tracking_id').notNull(),
    trackingUrl: text('tracking_url'),
    /** Who entered it; null: the system. */
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('parcels_order_idx').on(t.orderId, t.createdAt),
    check('parcels_shipper_check', sql`${t.shipper} in ${valueList(PARCEL_SHIPPERS)}`),
    check(
      'parcels_shipper_owner_check',
      sql`(${t.shipper} <> 'warehouse' or ${t.warehouseId} is not null) and (${t.shipper} <> 'supplier' or ${t.supplierId} is not null)`,
    ),
  ],
);

/** What a parcel holds: so many of an order line. */
export const parcelLines = pgTable(
  'parcel_lines',
  {
    parcelId: partOf('parcel_id', () => parcels.id),
    orderLineId: partOf('order_line_id', () => orderLines.id),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('parcel_lines_line_once').on(t.parcelId, t.orderLineId),
    index('parcel_lines_line_idx').on(t.orderLineId),
    check('parcel_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
