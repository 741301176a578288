/** What can happen to an order; each is one entry of its timeline (who, what, when). */
export type OrderEventKind =
  | 'imported'
  | 'synced'
  | 'routed'
  | 'problematic'
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
  | 'estimated-shipping-date';
