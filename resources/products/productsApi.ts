import { HttpError } from 'react-admin';
import { getToken } from '../../authProvider/session';
import { ADMIN_API, httpClient, serverMessage } from '../../dataProvider/httpClient';
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

/**
 * GET /export-products (text/csv) with the session token, saved as products.csv: the answer
 * is read as a blob and handed to a temporary download link, since a plain link cannot send
 * the x-auth-token header.
 */
export async function downloadProductsCsv(): Promise<void> {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = getToken();
  if (token) headers.set('x-auth-token', token);
  const response = await fetch(`${ADMIN_API}/export-products`, { headers });
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: no msg to show
    }
    throw new HttpError(
      serverMessage(body) ?? `${response.status} ${response.statusText}`,
      response.status,
      body,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'products.csv';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
