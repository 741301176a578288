import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCreatePath, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { SaveMeta } from '../../../dataProvider';
import { errorMessage } from '../../../dataProvider/errors';
import { isSignedOut, useAppDataProvider } from '../../../dataProvider/useAppDataProvider';
import { useOneAtATime } from '../actions';
import { useBanner } from './FormBanner';
import { fieldErrorsOf, type FieldErrors } from './serverErrors';
import { staleBanner, staleRefusal } from './staleEdit';

/**
 * Whether one page back is still inside the app. The browser router numbers its entries
 * (history.state.idx, 0 for the page the app was loaded on); a memory router (tests) gives the
 * first entry the key 'default'. Going back past the first entry would leave or reload the app.
 */
function canGoBack(locationKey: string): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : locationKey !== 'default';
}

export type SaveKind = 'create' | 'update';

export interface SaveWithBannerOptions {
  resource: string;
  kind: SaveKind;
  /** The record being edited. */
  id?: Identifier;
  /**
   * The edited record's `updatedAt` as the form read it, sent with the save: the server refuses
   * the save when someone saved the record meanwhile, and the banner offers to reload it.
   */
  updatedAt?: unknown;
  /**
   * Spec 001 section 8's record name, e.g. 'WAREHOUSE': the banner ids are ADD_WAREHOUSE_... on
   * create and UPDATE_WAREHOUSE_... on update.
   */
  recordName: string;
  /**
   * Where to go after a successful save (spec 001 section 4): 'back' (one page back, or the
   * list when the form was opened directly), or a path such as '/suppliers'.
   */
  after: 'back' | string;
}

/**
 * The save of every master-data form: posts the validated values, then shows the server's msg
 * and navigates as spec 001 section 4 says. The message is a green react-admin notification,
 * which stays visible on the page the form navigates to. A refusal stays on the form: a red
 * banner with the server's msg at the top, and each field error of the answer on its field.
 * One save at a time: a second submit while it runs joins it (useOneAtATime).
 */
export function useSaveWithBanner({
  resource,
  kind,
  id,
  updatedAt,
  recordName,
  after,
}: SaveWithBannerOptions) {
  const bannerId = `${kind === 'create' ? 'ADD' : 'UPDATE'}_${recordName}`;
  const { banner, show, clear } = useBanner();
  const { once, finish, isPending: saving } = useOneAtATime();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const location = useLocation();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  // The dataProvider's create and update, which hand the server's msg back in meta.
  const { mutateAsync: save } = useMutation({
    mutationFn: async (values: Record<string, unknown>) => {
      const { meta } =
        kind === 'create'
          ? await dataProvider.create(resource, { data: values })
          : await dataProvider.update(resource, {
              id: id!,
              data: typeof updatedAt === 'string' ? { ...values, updatedAt } : values,
              previousData: { id: id! },
            });
      return (meta as SaveMeta | undefined)?.msg ?? '';
    },
  });

  const onSubmit = useCallback(
    (values: Record<string, unknown>): Promise<FieldErrors | undefined> =>
      once(async () => {
        clear();
        try {
          const msg = await save(values);
          finish(); // the form leaves: a late second submit must not save the record again
          notify(msg || 'app.forms.saved', { type: 'success', messageArgs: { _: msg } });
          refresh(); // lists and details show the saved record
          if (after !== 'back') navigate(after);
          else if (canGoBack(location.key)) navigate(-1);
          else navigate(createPath({ resource, type: 'list' }));
          return undefined;
        } catch (error) {
          if (isSignedOut(error)) return undefined;
          const stale = staleRefusal(error);
          if (stale) {
            // Reloading reads the record again; the form then shows it as saved meanwhile.
            const reload = () => {
              clear();
              refresh();
            };
            show(staleBanner(stale, reload, translate, `${bannerId}_STALE`));
            return undefined;
          }
          show({ severity: 'error', message: errorMessage(error), id: `${bannerId}_ERROR` });
          return fieldErrorsOf(error);
        }
      }),
    [
      once,
      finish,
      save,
      resource,
      bannerId,
      after,
      translate,
      clear,
      show,
      notify,
      refresh,
      navigate,
      location.key,
      createPath,
    ],
  );

  return { onSubmit, banner, clearBanner: clear, saving };
}

/**
 * The save of a form that adds a record or, when `editing`, edits the record `id`: after an add
 * the form goes one page back, after an edit to `afterEdit` (one page back unless it says).
 */
export function useAddOrEditSave({
  resource,
  editing,
  id,
  updatedAt,
  recordName,
  afterEdit = 'back',
}: Pick<SaveWithBannerOptions, 'resource' | 'id' | 'updatedAt' | 'recordName'> & {
  editing: boolean;
  afterEdit?: SaveWithBannerOptions['after'];
}) {
  return useSaveWithBanner({
    resource,
    kind: editing ? 'update' : 'create',
    id,
    updatedAt: editing ? updatedAt : undefined,
    recordName,
    after: editing ? afterEdit : 'back',
  });
}
