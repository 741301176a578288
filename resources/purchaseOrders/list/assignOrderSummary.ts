import { assignmentOrderNumberShown } from '../../../domain/orderNumberShown';
import type { AssignOrder } from '../types';

/**
 * What the row of a PO with several assign orders says of them all, so that its cells read
 * before it is expanded: their order numbers, each product with its units summed, where they go
 * and to whom, and how many have each status. First seen first; each value once.
 */

export interface ProductTotal {
  sku: string;
  name: string;
  units: number;
}

export interface Destination {
  sent_to: AssignOrder['sent_to'];
  /** The warehouse's name, or the customer's city. */
  place: string;
  count: number;
}

export interface StatusCount {
  status: string;
  count: number;
}

const distinct = (values: string[]) => [...new Set(values.filter(Boolean))];

export const orderNumbersOf = (assignOrders: readonly AssignOrder[]) =>
  distinct(assignOrders.map(assignmentOrderNumberShown));

export const recipientNamesOf = (assignOrders: readonly AssignOrder[]) =>
  distinct(assignOrders.map((a) => a.recipient.name));

export function productTotalsOf(assignOrders: readonly AssignOrder[]): ProductTotal[] {
  const totals = new Map<string, ProductTotal>();
  for (const line of assignOrders.flatMap((a) => a.products)) {
    const product = line.product_id;
    const key = product?._id ?? line._id;
    const total = totals.get(key);
    if (total) total.units += line.total_quantity;
    else
      totals.set(key, {
        sku: product?.supplier_sku || product?.internal_sku || '',
        name: product?.supplier_product_name ?? '',
        units: line.total_quantity,
      });
  }
  return [...totals.values()];
}

export function destinationsOf(assignOrders: readonly AssignOrder[]): Destination[] {
  const places = new Map<string, Destination>();
  for (const a of assignOrders) {
    const place = a.sent_to === 'Warehouse' ? a.recipient.name : a.recipient.city || a.recipient.name;
    const key = `${a.sent_to}\u0000${place}`;
    const known = places.get(key);
    if (known) known.count += 1;
    else places.set(key, { sent_to: a.sent_to, place, count: 1 });
  }
  return [...places.values()];
}

export function statusCountsOf(assignOrders: readonly AssignOrder[]): StatusCount[] {
  const counts = new Map<string, number>();
  for (const a of assignOrders) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => ({ status, count }));
}
