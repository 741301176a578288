import { HttpError } from 'react-admin';
import { getToken } from '../authProvider/session';
import { NETWORK_ERROR, serverMessage } from './errors';
import { parseJson } from './httpClient';
import { rememberKeys } from '../src/i18n/keyedAnswers';
import { readLeftOut } from '../domain/leftOut';

/** What a saved file's answer said beside the file: the selected records it has nothing for. */
export interface DownloadedFile {
  leftOut: string[];
}

/**
 * The two calls that are not JSON in and out: a file download (text/csv answers) and a
 * multipart upload. Both send the session token and fail with the same HttpError as the
 * httpClient, so react-admin's checkError sees the status either way.
 */
export interface FileTransport {
  /** GETs `url` (POSTs `body` as JSON when given: a selection of ids) and saves the answer under `fileName`. */
  download(url: string, fileName: string, body?: unknown): Promise<DownloadedFile>;
  /** POSTs `form` as multipart/form-data and answers the JSON body. */
  upload<T>(url: string, form: FormData): Promise<T>;
}

function headersWithToken(accept: string): Headers {
  const headers = new Headers({ Accept: accept });
  const token = getToken();
  if (token) headers.set('x-auth-token', token);
  return headers;
}

/** A JSON answer read, its key remembered for a German screen (src/i18n/keyedAnswers.ts). */
function answerOf(text: string): unknown {
  const json = parseJson(text);
  rememberKeys(json);
  return json;
}

function refusal(response: Response, body: unknown): HttpError {
  return new HttpError(
    serverMessage(body) ?? `${response.status} ${response.statusText}`.trim(),
    response.status,
    body,
  );
}

async function send(fetchImpl: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetchImpl(url, init);
  } catch {
    throw new HttpError(NETWORK_ERROR, 0, null);
  }
}

/** Hands a blob to a temporary download link: a plain link cannot send the x-auth-token header. */
function saveBlob(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
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

export function createFileTransport(fetchImpl: typeof fetch = (...args) => fetch(...args)): FileTransport {
  return {
    async download(url, fileName, body) {
      const headers = headersWithToken('text/csv');
      if (body !== undefined) headers.set('Content-Type', 'application/json');
      const response = await send(
        fetchImpl,
        url,
        body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) },
      );
      if (!response.ok) throw refusal(response, answerOf(await response.text()));
      saveBlob(await response.blob(), fileName);
      return { leftOut: readLeftOut(response.headers.get('x-left-out')) };
    },

    async upload<T>(url: string, form: FormData) {
      // No Content-Type: the browser sets multipart/form-data with its boundary.
      const response = await send(fetchImpl, url, {
        method: 'POST',
        headers: headersWithToken('application/json'),
        body: form,
      });
      const json = answerOf(await response.text());
      if (!response.ok) throw refusal(response, json);
      return json as T;
    },
  };
}
