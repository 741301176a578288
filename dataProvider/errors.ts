/** Shown when the server cannot be reached at all; an i18n key, translated where it is shown. */
export const NETWORK_ERROR = 'app.error.network';

/** The server's `msg`, when the answer has one. */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'msg' in body) {
    const msg = (body as { msg: unknown }).msg;
    if (typeof msg === 'string' && msg) return msg;
  }
  return undefined;
}

/** The text to show for any failure: the server's msg when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'app.error.unknown';
}
