import type { NamedShopAddress } from './address';
import { PO_STATUSES, TransitionError, type PurchaseOrderStatus } from './orderStatus';
import { changeRule, formatOrderNumber, TO_BE_SENT_CHANGES, type ToBeSentChange } from './scheduledOrders';
import type { SentTo } from './values';

/**
 * Purchase orders (DESIGN.md section 4 step 5; spec 000 sections 3 to 5): how bought lines are
 * gathered into a supplier's PO, how POs are numbered, and what may change while a PO is to be
 * sent and once it is sent.
 */
export type { NotificationStatus, SentTo } from './values';

/** The payment status of an assign order on a sent PO; no order of changes is enforced. */
export const PAYMENT_STATUSES = PO_STATUSES;
export type PaymentStatus = PurchaseOrderStatus;

export const MANUAL_ORDER_NUMBER = 'Manual';

/** 'PO-000123' (domain/scheduledOrders.ts). */
export const formatPoNumber = (n: number) => formatOrderNumber('PO', n);

/** A bought line as purchasing sees it, once the order's consolidation is decided. */
export interface BoughtLine {
  lineId: string;
  orderId: string;
  supplierId: string;
  productId: string;
  quantity: number;
  /** Unconsolidated: the supplier sends it to the customer (the order's shipping address). */
  directToCustomer: boolean;
  /** The order's assigned warehouse: the destination of a consolidated line. */
  warehouseId: string | null;
}

export interface Destination {
  orderId: string | null;
  sentTo: SentTo;
  warehouseId: string | null;
}

/** Where a bought line goes: the assigned warehouse, or the customer of the order. */
export function destinationOf(line: BoughtLine): Destination {
  if (line.directToCustomer) return { orderId: line.orderId, sentTo: 'Customer', warehouseId: null };
  if (!line.warehouseId)
    throw new TransitionError('A consolidated line needs the order’s assigned warehouse');
  return { orderId: line.orderId, sentTo: 'Warehouse', warehouseId: line.warehouseId };
}

/** One assign order per order and destination: its key. */
export const destinationKey = (d: Destination) =>
  `${d.orderId ?? 'manual'}|${d.sentTo}|${d.warehouseId ?? ''}`;

export interface PlannedAssignment extends Destination {
  lines: BoughtLine[];
}

/** Bought lines gathered per supplier (one PO each), then per order and destination. */
export function groupBoughtLines(lines: readonly BoughtLine[]): Map<string, PlannedAssignment[]> {
  const bySupplier = new Map<string, Map<string, PlannedAssignment>>();
  for (const line of lines) {
    const destination = destinationOf(line);
    const key = destinationKey(destination);
    const assignments = bySupplier.get(line.supplierId) ?? new Map<string, PlannedAssignment>();
    const assignment = assignments.get(key) ?? { ...destination, lines: [] };
    assignment.lines.push(line);
    assignments.set(key, assignment);
    bySupplier.set(line.supplierId, assignments);
  }
  return new Map([...bySupplier].map(([supplier, a]) => [supplier, [...a.values()]]));
}

/** What an Admin may do to a PO, and when (DESIGN.md section 4 step 5). */
export type PoChange =
  ToBeSentChange | 'change-units' | 'delete-assign-order' | 'notes' | 'invoice-number' | 'payment-status';

const poRule = changeRule<PoChange>('purchase order', [
  ...TO_BE_SENT_CHANGES,
  'change-units',
  'delete-assign-order',
]);
export const canChangePo = poRule.can;
export const assertPoChange = poRule.assert;
export const PO_ALREADY_SENT = poRule.alreadySent;

/** Units of a line: a whole number of at least 1 (spec 000 section 5). */
export function unitsProblem(units: unknown): string | null {
  return typeof units === 'number' && Number.isInteger(units) && units >= 1
    ? null
    : 'Units must be a whole number of at least 1';
}

/** The typed-in recipient of a product added by hand for a customer. */
export interface ManualCustomer {
  firstName: string;
  lastName: string;
  email?: string | null;
  phone?: string | null;
  address1: string;
  city: string;
  country: string;
  province: string;
  zip: string;
}

/** Name and one-line address of an assign order's destination, as the lists and the e-mail show it. */
export interface Recipient {
  name: string;
  address: string;
  city: string;
}

export function recipientOf(a: {
  sentTo: SentTo;
  warehouse?: {
    name: string;
    streetNumber: string;
    streetName: string;
    city: string;
    zipCode: string;
    country: string;
  } | null;
  customer?: ManualCustomer | null;
  order?: NamedShopAddress | null;
}): Recipient {
  const join = (parts: (string | null | undefined)[], sep = ', ') =>
    parts.filter((p) => p && p.trim()).join(sep);
  if (a.sentTo === 'Warehouse' && a.warehouse) {
    const w = a.warehouse;
    return {
      name: w.name,
      address: join([join([w.streetNumber, w.streetName], ' '), w.city, w.zipCode, w.country]),
      city: w.city,
    };
  }
  if (a.customer) {
    const c = a.customer;
    return {
      name: join([c.firstName, c.lastName], ' '),
      address: join([c.address1, c.city, c.province, c.zip, c.country]),
      city: c.city,
    };
  }
  const o = a.order;
  return {
    name: join([o?.firstName, o?.lastName], ' '),
    address: join([o?.address1, o?.address2, o?.city, o?.province, o?.zip, o?.country]),
    city: o?.city ?? '',
  };
}
