import { STALE_FIELD } from '../../../domain/staleEdit';
import type { FormBannerState } from './FormBanner';

/**
 * The server's refusal of a save made on an older copy of the record (409 naming `updatedAt`,
 * domain/staleEdit.ts): its message, or undefined for any other failure.
 */
export function staleRefusal(error: unknown): string | undefined {
  const { status, body } = (error ?? {}) as { status?: unknown; body?: { msg?: unknown; errors?: unknown } };
  if (status !== 409 || !Array.isArray(body?.errors)) return undefined;
  const named = (body.errors as { field?: unknown }[]).some((entry) => entry?.field === STALE_FIELD);
  return named && typeof body.msg === 'string' ? body.msg : undefined;
}

/**
 * The banner of a stale save: the server's sentence (who saved meanwhile, and when), what
 * reloading does, and the Reload button; it stays until acted on.
 */
export function staleBanner(
  message: string,
  reload: () => void,
  translate: (key: string) => string,
  id?: string,
): FormBannerState {
  return {
    severity: 'error',
    message,
    details: [translate('app.forms.stale.hint')],
    action: { label: 'app.forms.stale.reload', onClick: reload },
    id,
  };
}
