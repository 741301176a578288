import { HttpError } from 'react-admin';
import { getToken } from '../authProvider/session';
import { serverMessage } from './httpClient';

/**
 * Downloads a file answer (e.g. GET /export-products, text/csv) with the session token, saved
 * under `fileName`: the answer is read as a blob and handed to a temporary download link,
 * since a plain link cannot send the x-auth-token header.
 */
export async function downloadFile(url: string, fileName: string, accept = 'text/csv'): Promise<void> {
  const headers = new Headers({ Accept: accept });
  const token = getToken();
  if (token) headers.set('x-auth-token', token);
  const response = await fetch(url, { headers });
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
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}
