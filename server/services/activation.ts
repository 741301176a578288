import { ACTIVATION_CONFLICT, nextActivation } from '../../domain/activation';
import { conflict } from '../http/errors';

/** The status after the toggle, or 409 when the stored status is no longer the one the browser showed. */
export function toggledActivation(stored: boolean, sentCurrent: boolean): boolean {
  const next = nextActivation(stored, sentCurrent);
  if ('conflict' in next) throw conflict(ACTIVATION_CONFLICT);
  return next.activated;
}
