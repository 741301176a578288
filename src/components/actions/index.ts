/**
 * The kit every action is built from: the screen's dialog host and banner, one hook for a write,
 * one row menu with its dialog entries, one dialog form on the shared zod schema, one confirm,
 * a dialog loaded when first opened (lazyDialog);
 * and for the selected rows of a list, one bulk button (BulkActionButton, useBatchWrite) calling
 * a batch method and showing its per-row outcome.
 *
 * The dialog form (DialogForm) and the schedule's actions (ScheduleActions) are imported from
 * their files: they bring the form's zod resolver, and every list imports this index, so from
 * here they would come with every list instead of with the dialogs that use them.
 */
export { ActionsBanner, ActionsProvider, useActions } from './ActionsContext';
export { BulkActionButton } from './BulkActionButton';
export { batchBanner, useBatchWrite, type BatchCall } from './useBatchWrite';
export { ConfirmDialog } from './ConfirmDialog';
export { DialogFailure } from './DialogFailure';
export { DialogIconButton } from './DialogIconButton';
export { DialogMenuItem } from './DialogMenuItem';
export { lazyDialog, preloadActionDialogs, preloadOnIntent } from './lazyDialog';
export { RowMenu, useCloseRowMenu } from '../list/RowMenu';
export {
  useRequested,
  useRequestedAction,
  withRequestedAction,
  type RequestedAction,
} from './requestedAction';
export { useOneAtATime, useReload } from './useOneAtATime';
export { SelectedCount } from './SelectedCount';
export { useShowListPage } from './useShowListPage';
export { useWrite, type SaveOutcome, type WriteOptions } from './useWrite';
