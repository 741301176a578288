import { HttpError } from 'react-admin';
import { getToken } from '../authProvider/session';
import { NETWORK_ERROR, serverMessage } from './errors';
import { rememberKeys } from '../src/i18n/keyedAnswers';

// Kept here too: the authProvider reads them from this module.
export { errorMessage, NETWORK_ERROR, serverMessage } from './errors';

/** Every call of the browser goes under this prefix (docs/api.md). */
export const API_ROOT = '/backend/api';
export const ADMIN_API = `${API_ROOT}/admin`;

export interface HttpOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a Blob is sent as it is (JSON encoded elsewhere, e.g. in a worker). */
  body?: unknown;
  signal?: AbortSignal;
}

export interface HttpResponse<T> {
  status: number;
  json: T;
  /** The list's `count` is the server's estimate (the x-count-estimated header, docs/api.md). */
  countEstimated?: boolean;
}

export type HttpClient = <T = unknown>(url: string, options?: HttpOptions) => Promise<HttpResponse<T>>;

/**
 * The one fetch wrapper: JSON in and out, the session token in `x-auth-token`, and on a
 * non-2xx answer a react-admin HttpError carrying the server's `msg`, so that react-admin's
 * checkError sees the status and every screen can show the server's own words.
 */
export const httpClient: HttpClient = async <T>(url: string, options: HttpOptions = {}) => {
  const { method = 'GET', body, signal } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = getToken();
  if (token) headers.set('x-auth-token', token);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new HttpError(NETWORK_ERROR, 0, null);
  }

  const json = parseJson(await response.text());
  // Every answer's key, a refusal's too, for a German screen (src/i18n/keyedAnswers.ts).
  rememberKeys(json);
  if (!response.ok) {
    throw new HttpError(
      serverMessage(json) ?? `${response.status} ${response.statusText}`.trim(),
      response.status,
      json,
    );
  }
  const countEstimated = response.headers.get('x-count-estimated') === 'true';
  return { status: response.status, json: json as T, ...(countEstimated && { countEstimated }) };
};

/** An answer's JSON; a non-JSON body is kept as text. */
export function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy error page or similar: keep the text so it can be inspected, but it has no msg.
    return text;
  }
}
