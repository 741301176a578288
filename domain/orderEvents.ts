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
  | 'notes'
  | 'invoice-number'
  | 'tracking'
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
  | 'pickup-order-left';
