import type {
  Order,
  OrderEvent,
  OrderProductRecord,
  ShippingAgentRef as ShippingAgentRefRecord,
} from '../../../domain/schemas/orderRecords';

/**
 * An order as the order calls answer it (docs/api.md "Orders"; spec 000 section 3): the shapes
 * are the server's response schemas (domain/schemas/orderRecords.ts), so both sides agree.
 */
export type OrderProduct = OrderProductRecord & {
  /** A custom line (order.custom_lines) shown among the products of a list; never sent by the server. */
  custom?: true;
};
export type ShippingAgentRef = ShippingAgentRefRecord;

/** An order, with react-admin's id; one entry of its timeline (GET /get-order-events). */
export type { Order, OrderEvent };
