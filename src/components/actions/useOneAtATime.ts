import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';

/**
 * One call at a time for one action: the pending state of every action button, menu entry and
 * dialog confirm. A second trigger while a call runs fires nothing and waits for the first
 * call's outcome instead (a double click on 'send' sends once and shows one answer). The guard
 * is a ref, set before React renders the disabled button, so even two clicks within one frame
 * make one call; `isPending` is what the button shows (disabled) meanwhile.
 */
export function useOneAtATime() {
  const inFlight = useRef<Promise<unknown> | null>(null);
  const [isPending, setPending] = useState(false);
  /** Runs `work`, or joins the one already running. One hook serves one action, of one answer type. */
  const once = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    if (inFlight.current) return inFlight.current as Promise<T>;
    setPending(true);
    const running = (async () => {
      try {
        return await work();
      } finally {
        inFlight.current = null;
        setPending(false);
      }
    })();
    inFlight.current = running;
    return running;
  }, []);
  return { once, isPending };
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
