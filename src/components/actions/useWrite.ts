import { useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../dataProvider/errors';
import type { AppDataProvider } from '../../../dataProvider';
import { isSignedOut, useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useActions } from './ActionsContext';
import { useOneAtATime, useReload } from './useOneAtATime';

/**
 * What a dialog's save came to: the server's msg, its refusal (the dialog keeps what was typed
 * and shows it), or nothing more to show (the dialog closes: saved, signed out, or the answer is
 * in the banner).
 */
export type SaveOutcome = { saved: string } | { refused: string } | void;

export interface WriteOptions<Answer> {
  /** The red banner's words when the spec names them, instead of the server's. */
  failure?: string;
  /** submit(): the refusal also in the red banner at the top (spec 000's tracking results). */
  bannerOnRefusal?: boolean;
  /** run(): a failure shows nothing (spec 000: failed PUO status changes are swallowed). */
  quiet?: boolean;
  /** Whether a success shows its msg; an answer that changed nothing may say so otherwise. */
  announce?: (answer: Answer) => boolean;
  /** Whether a 200 answer says the action could not be done (its msg then shows in red). */
  failed?: (answer: Answer) => boolean;
  /**
   * Puts an answer that carries the refreshed list on screen (spec 000 section 7: 'send'
   * answers the page); true when it did, so that the list is not asked for again.
   */
  showList?: (answer: Answer) => boolean;
}

/**
 * One action's write: a typed dataProvider method through react-query's useMutation. Its msg
 * becomes the screen's green banner (ActionsProvider) and the list reloads once; a 401 signs out
 * (useAppDataProvider). One call at a time (useOneAtATime): a second trigger while it runs fires
 * nothing, and `isPending` disables the button meanwhile.
 * - run(): a failure becomes the red banner. It stays pending until the list has reloaded, so a
 *   row the action moved away cannot be acted on twice.
 * - submit(): for dialogs with typed input (DialogForm); a refusal is given back, so the dialog
 *   stays open with what was typed and shows it.
 */
export function useWrite<Params, Answer extends { msg: string } = { msg: string }>(
  call: (dataProvider: AppDataProvider, params: Params) => Promise<Answer>,
  {
    failure,
    bannerOnRefusal = false,
    quiet = false,
    announce = () => true,
    failed = () => false,
    showList = () => false,
  }: WriteOptions<Answer> = {},
) {
  const dataProvider = useAppDataProvider();
  const refresh = useRefresh();
  const reload = useReload();
  const { setBanner } = useActions();
  const { once, isPending } = useOneAtATime();
  const mutation = useMutation({ mutationFn: (params: Params) => call(dataProvider, params) });

  const run = (params: Params): Promise<boolean> =>
    once(async () => {
      let listShown = false;
      try {
        const answer = await mutation.mutateAsync(params);
        if (failed(answer)) {
          setBanner({ severity: 'error', message: answer.msg });
          return false;
        }
        if (announce(answer)) setBanner({ severity: 'success', message: answer.msg });
        listShown = showList(answer);
        return true;
      } catch (error) {
        if (!quiet && !isSignedOut(error))
          setBanner({ severity: 'error', message: failure ?? errorMessage(error) });
        return false;
      } finally {
        if (!listShown) await reload();
      }
    });

  const submit = (params: Params): Promise<SaveOutcome> =>
    once(async () => {
      try {
        const { msg } = await mutation.mutateAsync(params);
        setBanner({ severity: 'success', message: msg });
        refresh(); // the dialog closes now; the list catches up behind it
        return { saved: msg };
      } catch (error) {
        if (isSignedOut(error)) return;
        const refusal = errorMessage(error);
        if (bannerOnRefusal) setBanner({ severity: 'error', message: refusal });
        return { refused: refusal };
      }
    });

  return { run, submit, isPending };
}
