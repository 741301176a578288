import { liveLines } from '../orderLines';
import { parcelOf, UNMEASURED } from '../parcel';
import { puoTicketContent } from '../pickupOrderActions';
import type { OrderProductRecord, OrderRecord } from '../schemas/orderRecords';
import type { PickupOrderRecord, PuoAssignmentRecord } from '../schemas/pickupOrderRecords';
import {
  assignmentContactOf,
  assignmentDestinationOf,
  customerName,
  lineSku,
  orderDestinationOf,
  pickupAddressOf,
  warehouseAddressOf,
} from './recordText';

/** One entry of a ticket's SKU list: a product, or a pack with the products it came as. */
export interface TicketItem {
  sku: string;
  /** A pack's products (their SKUs), in the order's order; absent for a product sold alone. */
  contents?: string[];
}

/**
 * What a Shipping Ticket prints (spec 000 "Shipping Ticket"), whatever it ships: an order, or a
 * pickup order's assignment. The browser's sheet and the PDF both draw this, and only this.
 */
export interface Ticket {
  /** Name and address of the sender, one line each; null before there is one. */
  sender: string | null;
  /** The recipient's name. */
  name: string;
  /** The recipient's address on one line. */
  destination: string;
  /** The order or PUO number, also the barcode's text. */
  number: string | null;
  /** null: 'Standard'. */
  shippingType: string | null;
  items: TicketItem[];
  /** kg. */
  weight: number;
  contact: string | null;
}

/** Lines sold as a pack are grouped under the pack's SKU, where the pack's first line stands. */
export function ticketItems(lines: readonly { sku: string; packSku?: string | null }[]): TicketItem[] {
  const items: TicketItem[] = [];
  const packs = new Map<string, string[]>();
  for (const { sku, packSku } of lines) {
    if (!packSku) {
      items.push({ sku });
      continue;
    }
    let contents = packs.get(packSku);
    if (!contents) {
      contents = [];
      packs.set(packSku, contents);
      items.push({ sku: packSku, contents });
    }
    contents.push(sku);
  }
  return items;
}

type TicketOrder = Pick<
  OrderRecord,
  'assigned_to' | 'customer' | 'shipping_address' | 'order_number' | 'shipping_type'
>;
type TicketOrderLine = Pick<OrderProductRecord, 'product_id' | 'sku' | 'pack_sku' | 'quantity' | 'status'>;

/**
 * An order's ticket: the warehouse that ships it is the sender; `lines` narrows the products
 * (Warehouse Orders: the warehouse's own). Refunded lines are left out of the SKUs and the
 * weight: they are not in the parcel.
 */
export function orderTicket(order: TicketOrder, lines: readonly TicketOrderLine[]): Ticket {
  const live = liveLines(lines);
  return {
    // Before a warehouse is chosen there is no sender to print.
    sender: order.assigned_to
      ? [order.assigned_to.name, warehouseAddressOf(order)].filter(Boolean).join('\n')
      : null,
    name: customerName(order),
    destination: orderDestinationOf(order),
    number: order.order_number,
    shippingType: order.shipping_type,
    items: ticketItems(
      live.map((line) => ({ sku: lineSku(line), packSku: line.pack_sku })).filter((line) => line.sku),
    ),
    // Spec 000 section 9: weight x quantity per line, summed. An unknown SKU weighs nothing known.
    weight: parcelOf(
      live.map((line) => ({
        quantity: line.quantity,
        product: line.product_id ?? UNMEASURED,
      })),
    ).weight,
    contact: order.customer?.phone ?? null,
  };
}

/** A problematic order has no warehouse yet, hence no sender: it has no ticket (as its row menu says). */
export const hasTicket = (order: Pick<OrderRecord, 'problemetic'>) => !order.problemetic;

/** A PUO assignment's ticket: sent from the pickup address, numbered by the PUO. */
export function assignmentTicket(
  puo: Pick<PickupOrderRecord, 'pickupId' | 'pickupOrderNumber'>,
  assignment: PuoAssignmentRecord,
): Ticket {
  const { shippingType, skus, weight } = puoTicketContent(assignment);
  return {
    sender: [puo.pickupId?.name, pickupAddressOf(puo)].filter(Boolean).join('\n') || null,
    name: assignment.recipient.name,
    destination: assignmentDestinationOf(assignment),
    number: puo.pickupOrderNumber,
    shippingType,
    items: ticketItems(skus.map((sku) => ({ sku }))),
    weight,
    contact: assignmentContactOf(assignment).phone,
  };
}

/** A pickup order's tickets: one per assignment, each a parcel of its own. */
export function pickupOrderTickets(
  puo: Pick<PickupOrderRecord, 'pickupId' | 'pickupOrderNumber' | 'assign_orders'>,
): Ticket[] {
  return puo.assign_orders.map((assignment) => assignmentTicket(puo, assignment));
}
