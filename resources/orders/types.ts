import type { OrderEventKind } from '../../domain/orderEvents';
import type { OrderStatus } from '../../domain/orderStatus';

/**
 * An order as the order calls answer it (docs/api.md "Orders"; spec 000 section 3). The keys
 * are the documented ones, spellings included (problemetic).
 */
export interface OrderProduct {
  _id: string;
  unique_id: string;
  product_id: {
    _id: string;
    internal_sku: string;
    supplier_sku: string;
    supplier_product_name: string;
    internal_product_name: string;
    weight: number | null;
    length: number | null;
    width: number | null;
    height: number | null;
  } | null;
  /** The shop's line title and SKU, kept when the SKU is unknown. */
  name: string | null;
  sku: string | null;
  quantity: number;
  /** The pack this line came from, when the shop sold a pack. */
  pack_sku: string | null;
  fulfilment: 'stock' | 'buy' | null;
  direct_to_customer: boolean;
  status: OrderStatus;
  supplier: { _id: string; name: string; dropShipping_available: boolean } | null;
  deadline_date: string | null;
  estimated_shipping_date: string | null;
  shipping_agent: ShippingAgentRef | null;
  shopify_order_id: string;
  shopify_line_item_id: string;
}

export interface ShippingAgentRef {
  _id: string;
  name: string;
  activated: boolean;
  deleted_at: string | null;
  trackingURL: string | null;
}

export type WarehouseCellKind =
  'choose-warehouse' | 'hybrid' | 'dropshipped' | 'choose-consolidation' | 'warehouse';

export interface Order {
  _id: string;
  /** react-admin's id: the dataProvider copies _id here. */
  id?: string;
  order_id: string;
  order_number: string;
  order_created_at: string;
  source: string;
  status: OrderStatus;
  problemetic: boolean;
  problem_reason: string | null;
  role: 'Supplier' | null;
  assigned_to: {
    _id: string;
    name: string;
    address: {
      street_number: string | null;
      street_name: string | null;
      city: string | null;
      country: string | null;
      zipCode: string | null;
    };
  } | null;
  warehouse_list: { _id: string; name: string }[];
  warehouse_cell: WarehouseCellKind;
  isHybrid: boolean;
  consolidated: boolean | null;
  isConsolidateOption: boolean;
  direct_to_customer: boolean;
  trackingId: string | null;
  agentName: string | null;
  trackingURL: string | null;
  shipping_agent: ShippingAgentRef | null;
  estimated_shipping_date: string | null;
  deadline_date: string | null;
  notes: string | null;
  invoice_number: string | null;
  shipping_type: string | null;
  customer: {
    first_name: string | null;
    last_name: string | null;
    name: string;
    email: string | null;
    phone: string | null;
  };
  shipping_address: {
    address1: string | null;
    address2: string | null;
    city: string | null;
    zip: string | null;
    province: string | null;
    country: string | null;
  };
  products: OrderProduct[];
}

/** One entry of an order's timeline (GET /get-order-events), oldest first. */
export interface OrderEvent {
  _id: string;
  kind: OrderEventKind;
  detail: Record<string, unknown>;
  at: string;
  user: { email: string } | null;
}
