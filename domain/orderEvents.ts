/** What can happen to an order; each is one entry of its timeline (who, what, when). */
export type OrderEventKind =
  | 'imported'
  | 'synced'
  | 'routed'
  | 'problematic'
  // A product added for an unknown SKU the order waited for: the order is routed again.
  | 'product-added'
  // A warehouse added, edited, activated or deactivated made one fit a waiting order: routed again.
  | 'warehouse-changed'
  | 'warehouse-chosen'
  | 'served-from-stock'
  | 'consolidated'
  | 'unconsolidated'
  | 'status-changed'
  | 'refunded'
  // Changed in the shop after the import (issue 30 item 2): applied, or kept for the Admin.
  | 'shop-changed'
  | 'shop-change-kept'
  | 'notes'
  | 'invoice-number'
  | 'tracking'
  // A parcel entered by whoever ships it (issue 32 item 1): its lines, quantities and tracking.
  | 'parcel'
  | 'shipping-agent'
  | 'estimated-shipping-date'
  | 'purchase-order-joined'
  | 'purchase-order-left'
  | 'purchase-order-sent'
  | 'shop-fulfilment-sent'
  | 'shop-fulfilment-not-sent'
  | 'shop-fulfilment-failed'
  // Pickup orders (DESIGN.md section 4 step 8): joined, e-mailed, status, tracking, delivered.
  | 'pickup-order-joined'
  | 'pickup-order-sent'
  | 'pickup-order-status'
  | 'pickup-order-shipping-info'
  | 'pickup-order-delivered'
  | 'pickup-order-left'
  // Returns (issue 32 item 2): opened, received by its shipper, refunded; the refund written to the shop.
  | 'return-opened'
  | 'return-received'
  | 'return-refunded'
  | 'shop-refund-sent'
  | 'shop-refund-not-sent'
  | 'shop-refund-failed';

/**
 * The warehouses an event names by id without their names (the one routed to or served from; a
 * problematic order's candidates). The event keeps their names as they were (`warehouseNames`),
 * so that it names them as it did when it happened: a candidate not chosen, or a warehouse
 * renamed or deleted since. An event already naming its warehouse (`warehouse`) has nothing to add.
 */
export function warehouseIdsToName(detail: Record<string, unknown> | undefined): string[] {
  if (!detail || (typeof detail.warehouseNames === 'object' && detail.warehouseNames !== null)) return [];
  const ids = [
    typeof detail.warehouse === 'string' ? undefined : detail.warehouseId,
    ...(Array.isArray(detail.candidates) ? detail.candidates : []),
  ];
  return [...new Set(ids.filter((id): id is string => typeof id === 'string' && id !== ''))];
}

/** The names an event keeps of the warehouses it names, by id. */
export type WarehouseNames = Record<string, string>;

/** The name an event kept for a warehouse id, if any. */
export function keptWarehouseName(
  detail: Record<string, unknown> | undefined,
  id: unknown,
): string | undefined {
  const names = detail?.warehouseNames;
  if (typeof id !== 'string' || typeof names !== 'object' || names === null) return undefined;
  const name = (names as Record<string, unknown>)[id];
  return typeof name === 'string' ? name : undefined;
}
