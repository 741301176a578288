import { useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../../dataProvider';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useOrderActions } from '../../orders/actions/OrderActionsContext';

/**
 * A PUO status change (spec 000 section 4): "Failed PUO status changes are swallowed, the modal
 * closes and the list reloads." A success shows the server's msg; a failure shows nothing and the
 * reloaded list shows the status as it is (a 401 still signs out, through useAppDataProvider).
 */
export function usePuoStatusChange<Params>(
  call: (dataProvider: AppDataProvider, params: Params) => Promise<{ msg: string }>,
) {
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const { setBanner } = useOrderActions();
  const mutation = useMutation({ mutationFn: (params: Params) => call(dataProvider, params) });
  /** Always null: the dialog closes whatever the answer. */
  return async (params: Params): Promise<null> => {
    try {
      const { msg } = await mutation.mutateAsync(params);
      setBanner({ severity: 'success', message: msg });
    } catch {
      // Swallowed, as the specification says; the reload shows what holds.
    } finally {
      refresh();
    }
    return null;
  };
}
