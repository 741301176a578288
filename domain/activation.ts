/**
 * The activate/deactivate toggle (spec 001 section 4): the browser sends the status it shows,
 * the current one. When the stored status still matches, the toggle flips it; when it does not,
 * someone changed it meanwhile and the toggle changes nothing.
 */
export type Activation = { activated: boolean } | { conflict: true };

export function nextActivation(stored: boolean, sentCurrent: boolean): Activation {
  return stored === sentCurrent ? { activated: !stored } : { conflict: true };
}

export const ACTIVATION_CONFLICT = 'The status was changed meanwhile; reload and try again';
