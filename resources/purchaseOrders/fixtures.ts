import type { AssignOrder, PoLine, PurchaseOrder } from './types';

/** Records for the screen tests, shaped as the server answers them (domain/schemas/purchasingRecords.ts). */
export const poLine = (n: number, overrides: Partial<PoLine> = {}): PoLine => ({
  _id: `l-${n}`,
  product_id: {
    _id: `p-${n}`,
    internal_sku: `DS-NT-00${n}`,
    supplier_sku: `NT100${n}`,
    supplier_product_name: `Duvet cover ${n}`,
    internal_product_name: `Linen Duvet ${n}`,
  },
  total_quantity: n + 1,
  status: 'Pending',
  estimated_shipping_date: null,
  shipping_agent: null,
  trackingId: null,
  agentName: null,
  trackingURL: null,
  order_line_id: `ol-${n}`,
  ...overrides,
});

export const assignOrder = (n: number, overrides: Partial<AssignOrder> = {}): AssignOrder => ({
  _id: `a-${n}`,
  poNumber: 'PO-001000',
  purchase_order_id: 'po-1',
  sent_to: 'Warehouse',
  sent_to_id: null,
  order_id: null,
  order_number: `#104${n}`,
  customer: null,
  recipient: { name: `North Hub ${n}`, address: `${n} Dock Road, Leeds, LS1, UK`, city: 'Leeds' },
  products: [poLine(n)],
  status: 'Pending Payment',
  notes: null,
  invoice_number: null,
  created_at: '2026-11-20T08:00:00.000Z',
  ...overrides,
});

export const purchaseOrder = (n: number, overrides: Partial<PurchaseOrder> = {}): PurchaseOrder => ({
  id: `po-${n}`,
  _id: `po-${n}`,
  created_at: '2026-11-20T08:00:00.000Z',
  // 09:30 in Berlin (UTC+1 in November).
  schedule_time: '2026-11-25T08:30:00.000Z',
  sent_at: null,
  poNumber: `PO-00100${n}`,
  notification_status: 'to_be_sent',
  assigned_to: { _id: `s-${n}`, name: `Northwind Textiles ${n}` },
  assign_orders: [assignOrder(n)],
  time_zone: 'Europe/Berlin',
  ...overrides,
});
