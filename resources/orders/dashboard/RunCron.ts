import { useRefresh } from 'react-admin';
import type { FilterAction } from '../../../src/components/list';
import { useOrderActions } from '../actions/OrderActionsContext';
import { runCron } from '../ordersApi';

/** The Filter dropdown's 'Run Cron': the shop sync now; its msg (or why not) as the banner. */
export function useRunCron(): FilterAction {
  const { run } = useOrderActions();
  const refresh = useRefresh();
  return {
    name: 'app.orders.run_cron',
    onSelect: () => {
      void run(runCron).then(refresh);
    },
  };
}
