import { useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../dataProvider/errors';
import type { AppDataProvider } from '../../../dataProvider';
import { isSignedOut, useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useOneAtATime } from '../../../src/components/actions';
import { useActions } from '../../../src/components/actions/ActionsContext';

/** What a modal's save came to: the server's msg, or its refusal (null when signed out). */
export type LineSaveResult = { saved: string } | { refused: string | null };

/**
 * One line's write: a typed dataProvider method through react-query's useMutation. A success
 * shows the server's msg in the screen's green banner and reloads the list; a refusal is given
 * back to the modal, which keeps what was typed and shows it; a 401 signs out. One save at a
 * time: a second one while it runs joins it (useOneAtATime).
 */
export function useLineMutation<Params>(
  call: (dataProvider: AppDataProvider, params: Params) => Promise<{ msg: string }>,
) {
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const { setBanner } = useActions();
  const { once, isPending } = useOneAtATime();
  const mutation = useMutation({ mutationFn: (params: Params) => call(dataProvider, params) });
  const save = (params: Params): Promise<LineSaveResult> =>
    once(async () => {
      try {
        const { msg } = await mutation.mutateAsync(params);
        setBanner({ severity: 'success', message: msg });
        refresh();
        return { saved: msg };
      } catch (error) {
        return { refused: isSignedOut(error) ? null : errorMessage(error) };
      }
    });
  return { save, isPending };
}
