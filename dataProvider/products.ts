import type {
  PackRecord as PackRecordSchema,
  ProductImportBody,
  ProductImportReport,
  ProductRecord as ProductRecordSchema,
} from '../domain/schemas/productRecords';
import type { DownloadedFile, FileTransport } from './files';
import { ADMIN_API, type HttpClient } from './httpClient';

/**
 * A product and a pack as GET /get-product answers them: the server's response schemas
 * (domain/schemas/productRecords.ts), with react-admin's id.
 */
export type ProductRecord = ProductRecordSchema & { id?: string };
export type PackRecord = Omit<PackRecordSchema, 'products'> & { id?: string; products: ProductRecord[] };

/**
 * The lists the forms' selects read whole (one page of up to 500, `?limit=&offset=1`): they
 * are not react-admin lists, and /get-stock-products is no resource.
 */
export type ChoiceList =
  '/get-products' | '/get-suppliers' | '/get-warehouses' | '/get-stock' | '/get-stock-products';

/** The product list's calls that are not CRUD, and the selects' lists (docs/api.md, Master data). */
export interface ProductMethods {
  /** POST /import-products {rows}: the server checks every row and answers a per-row report. */
  importProducts(params: ProductImportBody): Promise<ProductImportReport>;
  /** GET /export-products (text/csv), saved as products.csv. */
  exportProductsCsv(): Promise<DownloadedFile>;
  /** POST /export-products-selection {ids} (text/csv), saved as products.csv; the packs left out by SKU. */
  exportProductsSelectionCsv(params: { ids: string[] }): Promise<DownloadedFile>;
  getChoices<T>(params: {
    list: ChoiceList;
    key?: string;
    limit: number;
    signal?: AbortSignal;
  }): Promise<T[]>;
  /** GET /get-supplier-products?supplierId=: a supplier's products (not packs), for Add Product. */
  getSupplierProducts(params: { supplierId: string; signal?: AbortSignal }): Promise<ProductRecord[]>;
}

export function productMethods(http: HttpClient, files: FileTransport): ProductMethods {
  return {
    async importProducts({ rows }) {
      const { json } = await http<ProductImportReport>(`${ADMIN_API}/import-products`, {
        method: 'POST',
        body: { rows },
      });
      return json;
    },
    exportProductsCsv: () => files.download(`${ADMIN_API}/export-products`, 'products.csv'),
    exportProductsSelectionCsv: ({ ids }) =>
      files.download(`${ADMIN_API}/export-products-selection`, 'products.csv', { ids }),
    async getChoices<T>({ list, key = 'doc', limit, signal }: Parameters<ProductMethods['getChoices']>[0]) {
      const { json } = await http<Record<string, unknown>>(`${ADMIN_API}${list}?limit=${limit}&offset=1`, {
        signal,
      });
      const rows = json?.[key];
      return Array.isArray(rows) ? (rows as T[]) : [];
    },
    async getSupplierProducts({ supplierId, signal }) {
      const { json } = await http<{ doc?: ProductRecord[] }>(
        `${ADMIN_API}/get-supplier-products?supplierId=${encodeURIComponent(supplierId)}`,
        { signal },
      );
      return Array.isArray(json?.doc) ? json.doc : [];
    },
  };
}
