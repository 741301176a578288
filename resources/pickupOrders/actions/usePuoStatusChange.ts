import { useMutation } from '@tanstack/react-query';
import type { AppDataProvider } from '../../../dataProvider';
import { useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useOneAtATime, useReload } from '../../../src/components/actions';
import { useOrderActions } from '../../orders/actions/OrderActionsContext';

/**
 * A PUO status change (spec 000 section 4): "Failed PUO status changes are swallowed, the modal
 * closes and the list reloads." A success shows the server's msg; a failure shows nothing and the
 * reloaded list shows the status as it is (a 401 still signs out, through useAppDataProvider).
 * One change at a time, until the list has reloaded (useOneAtATime).
 */
export function usePuoStatusChange<Params>(
  call: (dataProvider: AppDataProvider, params: Params) => Promise<{ msg: string }>,
) {
  const dataProvider = useAppDataProvider();
  const reload = useReload();
  const { setBanner } = useOrderActions();
  const { once } = useOneAtATime();
  const mutation = useMutation({ mutationFn: (params: Params) => call(dataProvider, params) });
  /** Always null: the dialog closes whatever the answer. */
  return (params: Params): Promise<null> =>
    once(async () => {
      try {
        const { msg } = await mutation.mutateAsync(params);
        setBanner({ severity: 'success', message: msg });
      } catch {
        // Swallowed, as the specification says; the reload shows what holds.
      } finally {
        await reload();
      }
      return null;
    });
}
