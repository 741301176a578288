import type { SupplierLine, SupplierOrder } from './types';

/** Rows of the supplier view for the component tests, shaped as GET /get-purchase-orders answers. */
export const AGENT_ID = '00000000-0000-4000-8000-0000000000a1';
export const dhl = { _id: AGENT_ID, name: 'DHL', activated: true, deleted_at: null };

let n = 0;
const uuid = (k: number) => `00000000-0000-4000-8000-${String(k).padStart(12, '0')}`;

export function testLine(sku: string, over: Partial<SupplierLine> = {}): SupplierLine {
  const k = ++n;
  return {
    _id: uuid(100 + k),
    product_id: {
      _id: uuid(200 + k),
      internal_sku: `INT-${sku}`,
      supplier_sku: sku,
      supplier_product_name: `Product ${sku}`,
      internal_product_name: `Internal ${sku}`,
    },
    total_quantity: 2,
    status: 'Pending',
    estimated_shipping_date: null,
    shipping_agent: null,
    trackingId: null,
    agentName: null,
    trackingURL: null,
    order_line_id: null,
    ...over,
  };
}

export function testRow(
  poNumber: string,
  products: SupplierLine[],
  over: Partial<SupplierOrder> = {},
): SupplierOrder {
  const k = ++n;
  const id = uuid(k);
  return {
    _id: id,
    id,
    poNumber,
    purchase_order_id: uuid(300 + k),
    sent_to: 'Customer',
    sent_to_id: null,
    order_id: null,
    order_number: '#1041',
    customer: null,
    recipient: { name: 'Ada Lovelace', address: '1 Analytical Way, Leeds, LS1, GB', city: 'Leeds' },
    products,
    status: 'Pending Payment',
    notes: null,
    invoice_number: null,
    created_at: '2026-11-20T09:30:00.000Z',
    schedule_time: '2026-11-20T09:30:00.000Z',
    assigned_to: { _id: uuid(400), name: 'Northwind Textiles' },
    deadline_date: '2026-11-28T00:00:00.000Z',
    line_status: products[0]?.status ?? 'Pending',
    ...over,
  };
}
