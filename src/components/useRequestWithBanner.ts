import { useState } from 'react';
import { errorMessage } from '../../dataProvider/errors';
import { useOneAtATime } from './actions/useOneAtATime';
import type { Banner } from './MessageBanner';

/**
 * A form that sends one request and shows its answer as the banner (the password pages): one
 * request at a time, the banner cleared when it starts, then green with what `send` answers
 * (the server's msg) or red with why it failed. `quiet` names failures shown elsewhere (a
 * sign-out, which leaves the screen) that get no banner.
 */
export function useRequestWithBanner(
  send: (values: Record<string, unknown>) => Promise<string>,
  quiet: (error: unknown) => boolean = () => false,
) {
  const [banner, setBanner] = useState<Banner | null>(null);
  const { once, isPending } = useOneAtATime();
  const submit = (values: Record<string, unknown>) =>
    once(async () => {
      setBanner(null);
      try {
        setBanner({ severity: 'success', message: await send(values) });
      } catch (error) {
        if (!quiet(error)) setBanner({ severity: 'error', message: errorMessage(error) });
      }
    });
  return { banner, clearBanner: () => setBanner(null), submit, submitting: isPending };
}
