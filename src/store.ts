import { localStorageStore, type Store } from 'react-admin';

/** What a sign-out keeps: the reader's own choices, not a session's state. */
const KEPT_ON_SIGN_OUT = ['theme', 'locale'] as const;

/**
 * react-admin's store in localStorage (list parameters, sidebar, theme, language), except that a sign-out,
 * which resets it so the next user starts afresh, keeps the chosen theme and language (the sign-in
 * page shows them; the next user's own, saved with their account, replace them at sign-in).
 */
export function appStore(base: Store = localStorageStore()): Store {
  return {
    ...base,
    reset() {
      const kept = KEPT_ON_SIGN_OUT.map((key) => [key, base.getItem(key)] as const);
      base.reset();
      for (const [key, value] of kept) if (value !== undefined) base.setItem(key, value);
    },
  };
}
