import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/** The action dialogs of the screens loaded so far, each loaded at most once. */
const actionDialogs = new Set<() => Promise<unknown>>();

/**
 * Loads every action dialog of the screen in view that has not come yet. Called on a sign of
 * intent (the pointer on a row's three dots or a bulk button, or the keyboard's focus there),
 * so the dialog's file is usually in the browser before the click: a first open does not wait
 * for its 30 to 50 kB. Each dialog is fetched once; a failed fetch is tried again at the next sign.
 */
export function preloadActionDialogs() {
  for (const load of actionDialogs) void load().catch(() => undefined);
}

/** Props that load a screen's dialogs on a sign of intent, for the button an action starts from. */
export const preloadOnIntent = {
  onPointerEnter: preloadActionDialogs,
  onFocus: preloadActionDialogs,
} as const;

/**
 * An action's dialog loaded when first opened, not with its list: its form, schema (zod) and
 * inputs leave the list's JavaScript. The menu entry or button shows it as any dialog; it draws
 * once its file has come (no placeholder: a dialog opens over the page, nothing moves meanwhile).
 * `preload()` fetches it ahead, `onIntent` does on its button's sign of intent (as
 * preloadOnIntent for all); `withActions: false` keeps it out of preloadActionDialogs (a dialog
 * with its own button and a heavy file, such as the order import).
 *
 *   const CommentDialog = lazyDialog(() => import('./CommentDialog').then((m) => m.CommentDialog));
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own
export function lazyDialog<C extends ComponentType<any>>(
  load: () => Promise<C>,
  { withActions = true }: { withActions?: boolean } = {},
) {
  let loading: Promise<C> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        actionDialogs.delete(preload);
        return component;
      },
      (error: unknown) => {
        loading = undefined; // a later sign, or the open itself, tries again
        throw error;
      },
    );
    return loading;
  };
  if (withActions) actionDialogs.add(preload);
  const Dialog = lazy(() => preload().then((component) => ({ default: component })));
  const Loaded = (props: ComponentProps<C>) => (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
  const fetchAhead = () => void preload().catch(() => undefined);
  return Object.assign(Loaded, { preload, onIntent: { onPointerEnter: fetchAhead, onFocus: fetchAhead } });
}
