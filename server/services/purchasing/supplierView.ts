import { and, sql, type SQL } from 'drizzle-orm';
import { purchaseOrders } from '../../db/schema';
import { SUPPLIER_VIEW_PO_STATUS } from '../../../domain/supplierLines';
import type { Viewer } from '../../../domain/access';
import { ownedBy } from '../ownerScope';

/**
 * The purchase orders the supplier view shows (domain/supplierLines.ts maySeeSupplierLine, in
 * SQL): sent ones, never before; a Supplier user's own supplier's only, an Admin's every one.
 * The view's list asks it of each row's PO, Activity of the records it lets a supplier read.
 */
export const sentToSupplier: SQL = sql`${purchaseOrders.notificationStatus} = ${SUPPLIER_VIEW_PO_STATUS}`;

/** A viewer's own POs: a PO is owned by its supplier (domain/owners.ts); undefined for an Admin. */
export const ownPurchaseOrders = (viewer: Viewer): SQL | undefined =>
  ownedBy(viewer, { supplier: purchaseOrders.supplierId });

/** The ids of the POs the supplier view shows the viewer, as a subquery. */
export const supplierViewPurchaseOrderIds = (viewer: Viewer): SQL =>
  sql`select ${purchaseOrders.id} from ${purchaseOrders} where ${and(sentToSupplier, ownPurchaseOrders(viewer))}`;
