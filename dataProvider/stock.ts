import { MAX_PAGE_SIZE } from '../domain/listQuery';
import type { RaRecord } from 'react-admin';
import type {
  ProductRecord,
  StockEntryRecord,
  StockKey,
  StockMovementRecord,
} from '../domain/schemas/productRecords';
import { ADMIN_API, type HttpClient } from './httpClient';

/** A stock entry of GET /get-stock and one change of its total, with react-admin's id. */
export type StockEntry = StockEntryRecord & RaRecord;
export type StockMovement = StockMovementRecord & RaRecord;

/** The stock calls that are not the list and the add/remove writes (docs/api.md "Stock"). */
export interface StockMethods {
  /** Every movement of an entry, newest first (pages of 500), and the product it concerns. */
  getStockHistory(
    params: StockKey & { signal?: AbortSignal },
  ): Promise<{ movements: StockMovement[]; product: ProductRecord }>;
  /**
   * The current entry (there is no single-entry endpoint): the list searched by the product's
   * internal SKU, then matched on both ids.
   */
  findStockEntry(params: StockKey & { internalSku?: string; signal?: AbortSignal }): Promise<StockEntry>;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function stockMethods(http: HttpClient): StockMethods {
  return {
    async getStockHistory({ warehouse_id, product_id, signal }) {
      type Answer = { doc: StockMovement[]; count: number; product: ProductRecord };
      const movements: StockMovement[] = [];
      let product: ProductRecord | undefined;
      for (let page = 1; ; page++) {
        const { json } = await http<Answer>(
          `${ADMIN_API}/get-stock-history?${query({ warehouse_id, product_id, limit: String(MAX_PAGE_SIZE), offset: String(page) })}`,
          { signal },
        );
        product = json.product;
        movements.push(...json.doc);
        if (!json.doc.length || movements.length >= json.count) break;
      }
      return { movements: movements.map((m) => ({ ...m, id: m._id })), product: product! };
    },

    async findStockEntry({ warehouse_id, product_id, internalSku, signal }) {
      let sku = internalSku;
      if (!sku) {
        const { json } = await http<{ product: ProductRecord }>(
          `${ADMIN_API}/get-stock-history?${query({ warehouse_id, product_id, limit: '1', offset: '1' })}`,
          { signal },
        );
        sku = json.product.internal_sku;
      }
      const { json } = await http<{ doc: StockEntry[] }>(
        `${ADMIN_API}/get-stock?${query({ limit: String(MAX_PAGE_SIZE), offset: '1', search: sku, isTag: 'false' })}`,
        { signal },
      );
      const entry = json.doc.find(
        (e) => e.warehouse._id === warehouse_id && e.product.product_id._id === product_id,
      );
      if (!entry) throw new Error('app.stock.entry_missing');
      return { ...entry, id: entry._id };
    },
  };
}
