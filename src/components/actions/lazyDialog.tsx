import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';

/**
 * An action's dialog loaded when first opened, not with its list: its form, schema (zod) and
 * inputs leave the list's JavaScript. The menu entry or button shows it as any dialog; it draws
 * once its file has come (no placeholder: a dialog opens over the page, nothing moves meanwhile).
 *
 *   const CommentDialog = lazyDialog(() => import('./CommentDialog').then((m) => m.CommentDialog));
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy's own
export function lazyDialog<C extends ComponentType<any>>(load: () => Promise<C>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  const Loaded = (props: ComponentProps<C>) => (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
  return Loaded;
}
