import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * One call at a time for one action: the pending state of every action button, menu entry and
 * dialog confirm. A second trigger while a call runs fires nothing and waits for the first
 * call's outcome instead (a double click on 'send' sends once and shows one answer). The guard
 * is a ref, set before React renders the disabled button, so even two clicks within one frame
 * make one call; `isPending` is what the button shows (disabled) meanwhile.
 *
 * An action that ends its screen (a password set with a one-time link, a record saved before
 * the form goes back) calls `finish()` once it succeeded: later triggers, e.g. the second click
 * of a double click that reached the form after the first call ended, then fire nothing either.
 */
export function useOneAtATime() {
  const inFlight = useRef<Promise<unknown> | null>(null);
  const finished = useRef<Promise<unknown> | null>(null);
  const finishing = useRef(false);
  const [isPending, setPending] = useState(false);
  /** Runs `work`, or joins the one already running. One hook serves one action, of one answer type. */
  const once = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const joined = inFlight.current ?? finished.current;
    if (joined) return joined as Promise<T>;
    setPending(true);
    const running = (async () => {
      await null; // so that inFlight holds this call before work (which may throw at once) runs
      try {
        return await work();
      } finally {
        if (finishing.current) finished.current = inFlight.current;
        else setPending(false);
        inFlight.current = null;
      }
    })();
    inFlight.current = running;
    return running;
  }, []);
  /** Called from inside the work: this action is done for good; it stays pending and disabled. */
  const finish = useCallback(() => {
    finishing.current = true;
  }, []);
  return { once, isPending, finish };
}

/**
 * react-admin's refresh (every query invalidated, the shown ones fetched again) as a promise that
 * settles once they came back, so an action stays pending until the screen shows its effect: a
 * sent PO's row is gone before its 'send' could be pressed again.
 */
export function useReload(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(), [queryClient]);
}
