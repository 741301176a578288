import { downloadFile } from '../../dataProvider/download';
import { ADMIN_API, httpClient } from '../../dataProvider/httpClient';
import type { ImportReport, ImportRow } from '../../src/components/importDialog';

/** The calls of the product list that are not CRUD (docs/api.md, Master data). */

/** POST /import-products {rows}: the server checks every row and answers a per-row report. */
export async function importProducts(rows: ImportRow[]): Promise<ImportReport> {
  const { json } = await httpClient<ImportReport & { imported: number; updated: number }>(
    `${ADMIN_API}/import-products`,
    { method: 'POST', body: { rows } },
  );
  return json;
}

/** GET /export-products (text/csv), saved as products.csv. */
export const downloadProductsCsv = () => downloadFile(`${ADMIN_API}/export-products`, 'products.csv');
