import { isLive } from './liveLine';
import { isOrderStatus, type OrderStatus } from './orderStatus';
import { parcelOf, UNMEASURED, type Measured } from './parcel';
import type { SentTo } from './values';

/**
 * What the pickup-order screens show of a PUO (spec 000 sections 2, 4 and 5; DESIGN.md section 4
 * step 8). What they offer when is the server's own rule, asked directly (domain/pickupOrders.ts
 * canChangePuo and the Change Status choices).
 */

/**
 * A line's status as the lists show it: a known status as it is; an unmatched one reads Pending
 * for warehouse-bound lines and Shipped for customer-bound ones (spec 000 section 4).
 */
export function shownPuoLineStatus(status: string, sentTo: SentTo): OrderStatus {
  if (isOrderStatus(status)) return status;
  return sentTo === 'Warehouse' ? 'Pending' : 'Shipped';
}

export interface TicketLine {
  status: string;
  total_quantity: number;
  product_id: (Measured & { internal_sku: string }) | null;
}

/**
 * The PUO variant of the Shipping Ticket (spec 000 "Shipping Ticket", section 9): the sender is
 * the pickup address; a warehouse target ships 'Standard', a customer target as its order says
 * (null: the ticket's default); refunded lines are not in the parcel.
 */
export function puoTicketContent(assignment: {
  sent_to: SentTo;
  order_id: { shipping_type: string | null } | null;
  products: readonly TicketLine[];
}): { shippingType: string | null; skus: string[]; weight: number } {
  const live = assignment.products.filter(isLive);
  return {
    shippingType:
      assignment.sent_to === 'Warehouse' ? 'Standard' : (assignment.order_id?.shipping_type ?? null),
    skus: live.map((line) => line.product_id?.internal_sku ?? '').filter(Boolean),
    weight: parcelOf(
      live.map((line) => ({
        quantity: line.total_quantity,
        product: line.product_id ?? UNMEASURED,
      })),
    ).weight,
  };
}

/**
 * "Order info" of an assignment: the summed weight and dimensions (spec 000, /puo-to-be-sent) of
 * its lines not refunded, as the ticket counts them.
 */
export function puoOrderInfo(lines: readonly TicketLine[]): {
  weight: number;
  length: number;
  width: number;
  height: number;
} {
  const products = lines.filter(isLive);
  let length = 0;
  let width = 0;
  let height = 0;
  for (const { product_id: p } of products) {
    length += p?.length ?? 0;
    width += p?.width ?? 0;
    height += p?.height ?? 0;
  }
  const tidy = (v: number) => Math.round(v * 1e6) / 1e6;
  const { weight } = parcelOf(
    products.map((line) => ({
      quantity: line.total_quantity,
      product: line.product_id ?? UNMEASURED,
    })),
  );
  return { weight, length: tidy(length), width: tidy(width), height: tidy(height) };
}
