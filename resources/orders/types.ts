import type { OrderEventKind } from '../../domain/orderEvents';
import type {
  OrderEventRecord,
  OrderProductRecord,
  OrderRecord,
  ShippingAgentRef as ShippingAgentRefRecord,
  WAREHOUSE_CELL_KINDS,
} from '../../domain/schemas/orderRecords';

/**
 * An order as the order calls answer it (docs/api.md "Orders"; spec 000 section 3): the shapes
 * are the server's response schemas (domain/schemas/orderRecords.ts), so both sides agree.
 */
export type OrderProduct = OrderProductRecord;
export type ShippingAgentRef = ShippingAgentRefRecord;
export type WarehouseCellKind = (typeof WAREHOUSE_CELL_KINDS)[number];

export type Order = OrderRecord & {
  /** react-admin's id: the dataProvider copies _id here. */
  id?: string;
};

/** One entry of an order's timeline (GET /get-order-events), oldest first. */
export type OrderEvent = Omit<OrderEventRecord, 'kind'> & { kind: OrderEventKind };
