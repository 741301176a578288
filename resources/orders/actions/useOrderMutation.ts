import { useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../dataProvider/errors';
import type { AppDataProvider } from '../../../dataProvider';
import { isSignedOut, useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useOneAtATime, useReload } from '../../../src/components/actions';
import { useOrderActions } from './OrderActionsContext';

/**
 * One order action's call: a dataProvider method through react-query's useMutation. Its msg
 * becomes the green banner and the list reloads; a 401 signs out (useAppDataProvider). One call
 * at a time (useOneAtATime): a second trigger while it runs fires nothing, and `isPending`
 * disables the button meanwhile.
 * - run(): a failure becomes the red banner (or `failure`, when the spec names the words). It
 *   stays pending until the list has reloaded, so a row the action moved away cannot be acted
 *   on twice.
 * - submit(): for dialogs with typed input; a failure is returned, so the dialog stays open
 *   with what was typed and shows the server's refusal itself (with `bannerOnRefusal`, the red
 *   banner at the top says it too: spec 000's green or red alert for tracking results).
 */
export function useOrderMutation<Params, Answer extends { msg: string } = { msg: string }>(
  call: (dataProvider: AppDataProvider, params: Params) => Promise<Answer>,
  {
    failure,
    announce = () => true,
    failed = () => false,
    bannerOnRefusal = false,
  }: {
    failure?: string;
    bannerOnRefusal?: boolean;
    /** Whether a success shows its msg; an answer that changed nothing may say so otherwise. */
    announce?: (answer: Answer) => boolean;
    /** Whether a 200 answer says the action could not be done (its msg then shows in red). */
    failed?: (answer: Answer) => boolean;
  } = {},
) {
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const reload = useReload();
  const { setBanner } = useOrderActions();
  const { once, isPending } = useOneAtATime();
  const mutation = useMutation({ mutationFn: (params: Params) => call(dataProvider, params) });

  const run = (params: Params): Promise<boolean> =>
    once(async () => {
      try {
        const answer = await mutation.mutateAsync(params);
        if (failed(answer)) {
          setBanner({ severity: 'error', message: answer.msg });
          return false;
        }
        if (announce(answer)) setBanner({ severity: 'success', message: answer.msg });
        return true;
      } catch (error) {
        if (!isSignedOut(error)) setBanner({ severity: 'error', message: failure ?? errorMessage(error) });
        return false;
      } finally {
        await reload();
      }
    });

  /** null once saved (or signed out); otherwise the refusal to show in the dialog. */
  const submit = (params: Params): Promise<string | null> =>
    once(async () => {
      try {
        const { msg } = await mutation.mutateAsync(params);
        setBanner({ severity: 'success', message: msg });
        refresh(); // the dialog closes now; the list catches up behind it
        return null;
      } catch (error) {
        if (isSignedOut(error)) return null;
        const refusal = errorMessage(error);
        if (bannerOnRefusal) setBanner({ severity: 'error', message: refusal });
        return refusal;
      }
    });

  return { run, submit, isPending };
}
