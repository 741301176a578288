import { useContext, useMemo } from 'react';
import { DataProviderContext, useLogoutIfAccessDenied } from 'react-admin';
import type { AppDataProvider } from './index';

/** A call refused because the session ended: the user is being signed out, show nothing. */
export class SignedOutError extends Error {
  constructor(readonly failure: unknown) {
    super('ra.notification.logged_out');
    this.name = 'SignedOutError';
  }
}

export const isSignedOut = (error: unknown): error is SignedOutError => error instanceof SignedOutError;

/**
 * The dataProvider with its custom methods. Like react-admin's useDataProvider, every failure
 * goes to authProvider.checkError first (a 401 signs out, whichever screen made the call);
 * unlike it, a signed-out call still fails (with SignedOutError) instead of answering an empty
 * record, so no screen shows a success it did not have.
 */
export function useAppDataProvider(): AppDataProvider {
  const dataProvider = useContext(DataProviderContext) as AppDataProvider | null;
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(() => {
    if (!dataProvider) throw new Error('useAppDataProvider needs a dataProvider in the admin context');
    return new Proxy(dataProvider, {
      get(target, name, receiver) {
        const value: unknown = Reflect.get(target, name, receiver);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) =>
          (value as (...a: unknown[]) => Promise<unknown>)
            .apply(target, args)
            .catch(async (error: unknown) => {
              if (isAbort(error)) throw error;
              if (await logoutIfAccessDenied(error)) throw new SignedOutError(error);
              throw error;
            });
      },
    });
  }, [dataProvider, logoutIfAccessDenied]);
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
