import type { Order, OrderProduct } from '../components/orders/types';

/** An order as GET /get-order answers it (docs/api.md "Orders"), for the component tests. */
export const WAREHOUSE_ID = 'c0ffee00-0000-4000-8000-000000000001';

const product = (n: number, weight: number) => ({
  _id: `p-${n}`,
  internal_sku: `DS-CK-00${n}`,
  supplier_sku: `CK100${n}`,
  supplier_product_name: `Supplier product ${n}`,
  internal_product_name: n === 1 ? 'Cast Iron Skillet 26cm' : 'Chef Knife 20cm',
  weight,
  length: 0.4,
  width: 0.3,
  height: 0.1,
});

const line = (n: number, overrides: Partial<OrderProduct>): OrderProduct => ({
  _id: `l-${n}`,
  unique_id: `u-${n}`,
  product_id: product(n, 1),
  name: `Shop title ${n}`,
  sku: `SHOP-${n}`,
  quantity: 1,
  pack_sku: null,
  fulfilment: 'stock',
  direct_to_customer: false,
  at_warehouse: true,
  status: 'Pending',
  supplier: { _id: 's-1', name: 'Coastal Kitchenware', dropShipping_available: true },
  deadline_date: null,
  estimated_shipping_date: null,
  shipping_agent: null,
  shopify_order_id: 'gid-1',
  shopify_line_item_id: `li-${n}`,
  tracking: null,
  ...overrides,
});

/** 1.5 kg x 2 from stock, 0.25 kg x 3 bought and dropshipped: a 3.75 kg parcel. */
export const skilletLine = line(1, { product_id: product(1, 1.5), quantity: 2, pack_sku: 'DS-PACK-COOK' });
export const knifeLine = line(2, {
  product_id: product(2, 0.25),
  quantity: 3,
  fulfilment: 'buy',
  direct_to_customer: true,
  supplier: { _id: 's-2', name: 'Blade Works', dropShipping_available: true },
});
/** A line whose SKU the catalogue does not know. */
export const unknownLine = line(3, { product_id: null, name: 'Mystery Mug', sku: 'MUG-77', supplier: null });

export const order: Order = {
  _id: 'o-1',
  id: 'o-1',
  order_id: '5550001',
  order_number: '#1042',
  order_created_at: '2026-03-01T09:00:00.000Z',
  source: 'shop',
  arrived_by: 'sweep',
  status: 'Pending',
  problemetic: false,
  problem_reason: null,
  role: null,
  assigned_to: {
    _id: WAREHOUSE_ID,
    name: 'Rotterdam Hub',
    address: {
      street_number: '12',
      street_name: 'Havenweg',
      city: 'Rotterdam',
      country: 'Netherlands',
      zipCode: '3011',
    },
  },
  warehouse_list: [],
  warehouse_cell: 'hybrid',
  isHybrid: true,
  consolidated: false,
  isConsolidateOption: false,
  direct_to_customer: false,
  trackingId: null,
  agentName: null,
  trackingURL: null,
  shipping_agent: null,
  estimated_shipping_date: null,
  deadline_date: null,
  notes: null,
  invoice_number: null,
  shipping_type: null,
  customer: {
    cus_id: '7001',
    first_name: 'Jane',
    last_name: 'Doe',
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: null,
  },
  shipping_address: {
    address1: '1 Main Street',
    address2: 'Flat 2',
    city: 'Leeds',
    zip: 'LS1 1AA',
    province: null,
    country: 'United Kingdom',
  },
  products: [skilletLine, knifeLine],
  custom_lines: [],
};

/** A line the shop sold without a SKU: a tip (domain/orderLines.ts CustomLine). */
export const tipLine = {
  unique_id: 'o-1/3:',
  name: 'Tip',
  quantity: 1,
  shopify_line_item_id: '90003',
};
