import type { FilterAction } from '../list';
import { useWrite } from '../actions';

/**
 * The Filter dropdown's 'Run Cron': the shop sync now; its msg (or why not) as the banner. The
 * spec ignores its errors; we show them, since an operator who asked for a sync should know it
 * failed: in red, also for the 200 answer `configured: false` (no shop to sync from), whose
 * payload docs/api.md documents.
 */
export function useRunCron(): FilterAction {
  const { run } = useWrite((dp) => dp.runCron(), { failed: (answer) => !answer.configured });
  return {
    name: 'app.orders.run_cron',
    onSelect: () => {
      void run(undefined); // run() reloads the list afterwards
    },
  };
}
