import type { StockEntry } from '../../dataProvider/stock';
import type { StockKey } from '../../domain/schemas/productRecords';

/** A stock entry and one movement (the server's response schemas, with react-admin's id). */
export type { StockEntry, StockMovement } from '../../dataProvider/stock';
/** Which stock entry a screen is about: the two ids that name it in the API. */
export type { StockKey };

export const keyOf = (entry: StockEntry): StockKey => ({
  warehouse_id: entry.warehouse._id,
  product_id: entry.product.product_id._id,
});

/**
 * The canonical routes of an entry's screens: the ids travel in the query string, so a refresh
 * or a shared link works; the entry itself travels in navigation state to save a call.
 */
export function stockPath(screen: 'history' | 'remove', key: StockKey): string {
  const query = new URLSearchParams({ warehouse_id: key.warehouse_id, product_id: key.product_id });
  return `/stock/${screen}?${query}`;
}

/** The ids of the query string, or null when one is missing. */
export function keyFromSearch(search: string): StockKey | null {
  const params = new URLSearchParams(search);
  const warehouse_id = params.get('warehouse_id');
  const product_id = params.get('product_id');
  return warehouse_id && product_id ? { warehouse_id, product_id } : null;
}

/** The entry passed in navigation state, when it is the one the query string names. */
export function entryFromState(state: unknown, key: StockKey | null): StockEntry | undefined {
  if (!key || typeof state !== 'object' || state === null) return undefined;
  const { record, entry } = state as { record?: unknown; entry?: unknown };
  const candidate = (entry ?? record) as StockEntry | undefined;
  if (!candidate?.warehouse?._id || !candidate.product?.product_id?._id) return undefined;
  const k = keyOf(candidate);
  return k.warehouse_id === key.warehouse_id && k.product_id === key.product_id ? candidate : undefined;
}
