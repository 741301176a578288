import type { RaRecord } from 'react-admin';
import { ADMIN_API, httpClient } from '../../dataProvider/httpClient';
import { MAX_PAGE_SIZE } from '../../domain/listQuery';
import type { ProductRecord } from '../products/ProductForm';

/** A stock entry of GET /get-stock (docs/api.md "Stock entry"). */
export interface StockEntry extends RaRecord {
  _id: string;
  warehouse: { _id: string; name: string };
  product: { product_id: ProductRecord; total_units: number };
}

/** One change of a stock total (docs/api.md "Stock movement"). */
export interface StockMovement extends RaRecord {
  _id: string;
  Date: string;
  unit: number;
  isAdd: boolean;
  reason: string | null;
  /** The order that caused it (served from stock, or given back by a refund). */
  order?: { _id: string; order_number: string } | null;
  user: { _id?: string; email: string } | null;
}

/** Which stock entry a screen is about: the two ids that name it in the API. */
export interface StockKey {
  warehouse_id: string;
  product_id: string;
}

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

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** Every movement of an entry, newest first (pages of 500), and the product it concerns. */
export async function getStockHistory(key: StockKey, signal?: AbortSignal) {
  type Answer = { doc: StockMovement[]; count: number; product: ProductRecord };
  const movements: StockMovement[] = [];
  let product: ProductRecord | undefined;
  for (let page = 1; ; page++) {
    const { json } = await httpClient<Answer>(
      `${ADMIN_API}/get-stock-history?${query({ ...key, limit: String(MAX_PAGE_SIZE), offset: String(page) })}`,
      { signal },
    );
    product = json.product;
    movements.push(...json.doc);
    if (!json.doc.length || movements.length >= json.count) break;
  }
  return { movements: movements.map((m) => ({ ...m, id: m._id })), product: product! };
}

/**
 * The current entry (there is no single-entry endpoint): the list searched by the product's
 * internal SKU, then matched on both ids.
 */
export async function findStockEntry(key: StockKey, internalSku?: string, signal?: AbortSignal) {
  let sku = internalSku;
  if (!sku) {
    const { json } = await httpClient<{ product: ProductRecord }>(
      `${ADMIN_API}/get-stock-history?${query({ ...key, limit: '1', offset: '1' })}`,
      { signal },
    );
    sku = json.product.internal_sku;
  }
  const { json } = await httpClient<{ doc: StockEntry[] }>(
    `${ADMIN_API}/get-stock?${query({ limit: String(MAX_PAGE_SIZE), offset: '1', search: sku, isTag: 'false' })}`,
    { signal },
  );
  const entry = json.doc.find(
    (e) => e.warehouse._id === key.warehouse_id && e.product.product_id._id === key.product_id,
  );
  if (!entry) throw new Error('app.stock.entry_missing');
  return { ...entry, id: entry._id };
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
