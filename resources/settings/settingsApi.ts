import { HttpError } from 'react-admin';
import { getToken } from '../../authProvider/session';
import {
  ADMIN_API,
  httpClient,
  NETWORK_ERROR,
  serverMessage,
  type HttpClient,
} from '../../dataProvider/httpClient';
import type { SendFromSettingsBody } from '../../domain/schemas/settings';

/** The send-from settings as GET /get-send-from-email answers them (docs/api.md). */
export interface SendFromSettings {
  send_from_email: string | null;
  deadline_days: number;
  email_img_signature: string | null;
  image_size: number | null;
}

export interface Answer {
  msg: string;
}

/** Where an uploaded signature image is served (spec 001 section 3: "served under /images/"). */
export const imageUrl = (fileName: string) => `/images/${encodeURIComponent(fileName)}`;

/**
 * The Settings screen's calls (spec 001 section 7). JSON calls go through the shared
 * httpClient; the upload is multipart, which that client does not send, so it uses fetch with
 * the same x-auth-token header and the same error shape (HttpError carrying the server's msg).
 */
export function createSettingsApi(
  http: HttpClient = httpClient,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
) {
  return {
    async get(): Promise<SendFromSettings> {
      const { json } = await http<{ doc: SendFromSettings }>(`${ADMIN_API}/get-send-from-email`);
      return json.doc;
    },

    async save(body: SendFromSettingsBody): Promise<Answer & { doc: SendFromSettings }> {
      const { json } = await http<Answer & { doc: SendFromSettings }>(`${ADMIN_API}/add-send-from-email`, {
        method: 'POST',
        body,
      });
      return json;
    },

    /** Multipart fields `image` (the file) and `imageSize` (the width in px); answers the stored file name. */
    async upload(file: Blob, imageSize: number): Promise<Answer & { fileName: string }> {
      const form = new FormData();
      form.append('imageSize', String(imageSize));
      form.append('image', file, file instanceof File ? file.name : 'signature');
      // No Content-Type: the browser sets multipart/form-data with its boundary.
      const headers = new Headers({ Accept: 'application/json' });
      const token = getToken();
      if (token) headers.set('x-auth-token', token);
      let response: Response;
      try {
        response = await fetchImpl(`${ADMIN_API}/upload`, { method: 'POST', headers, body: form });
      } catch {
        throw new HttpError(NETWORK_ERROR, 0, null);
      }
      const json = parseAnswer(await response.text());
      if (!response.ok) {
        throw new HttpError(
          serverMessage(json) ?? `${response.status} ${response.statusText}`.trim(),
          response.status,
          json,
        );
      }
      return json as Answer & { fileName: string };
    },

    async removeImage(): Promise<Answer> {
      const { json } = await http<Answer>(`${ADMIN_API}/remove-image`, { method: 'POST' });
      return json;
    },
  };
}

/** The answer's JSON; a non-JSON body (a proxy's error page) is kept as text, without a msg. */
function parseAnswer(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const settingsApi = createSettingsApi();
