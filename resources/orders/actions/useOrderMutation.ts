import { useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../dataProvider/errors';
import type { AppDataProvider } from '../../../dataProvider';
import { isSignedOut, useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useOrderActions } from './OrderActionsContext';

/**
 * One order action's call: a dataProvider method through react-query's useMutation. Its msg
 * becomes the green banner and the list reloads; a 401 signs out (useAppDataProvider).
 * - run(): a failure becomes the red banner (or `failure`, when the spec names the words).
 * - submit(): for dialogs with typed input; a failure is returned, so the dialog stays open
 *   with what was typed and shows the server's refusal itself (with `bannerOnRefusal`, the red
 *   banner at the top says it too: spec 000's green or red alert for tracking results).
 */
export function useOrderMutation<Params, Answer extends { msg: string } = { msg: string }>(
  call: (dataProvider: AppDataProvider, params: Params) => Promise<Answer>,
  {
    failure,
    announce = () => true,
    bannerOnRefusal = false,
  }: {
    failure?: string;
    bannerOnRefusal?: boolean;
    /** Whether a success shows its msg; an answer that changed nothing may say so otherwise. */
    announce?: (answer: Answer) => boolean;
  } = {},
) {
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const { setBanner } = useOrderActions();
  const mutation = useMutation({ mutationFn: (params: Params) => call(dataProvider, params) });

  const run = async (params: Params): Promise<boolean> => {
    try {
      const answer = await mutation.mutateAsync(params);
      if (announce(answer)) setBanner({ severity: 'success', message: answer.msg });
      return true;
    } catch (error) {
      if (!isSignedOut(error)) setBanner({ severity: 'error', message: failure ?? errorMessage(error) });
      return false;
    } finally {
      refresh();
    }
  };

  /** null once saved (or signed out); otherwise the refusal to show in the dialog. */
  const submit = async (params: Params): Promise<string | null> => {
    try {
      const { msg } = await mutation.mutateAsync(params);
      setBanner({ severity: 'success', message: msg });
      refresh();
      return null;
    } catch (error) {
      if (isSignedOut(error)) return null;
      const refusal = errorMessage(error);
      if (bannerOnRefusal) setBanner({ severity: 'error', message: refusal });
      return refusal;
    }
  };

  return { run, submit, isPending: mutation.isPending };
}
