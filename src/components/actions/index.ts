/**
 * The kit every action is built from: the screen's dialog host and banner, one hook for a write,
 * one row menu with its dialog entries, one dialog form on the shared zod schema, one confirm;
 * and for the selected rows of a list, one bulk button (BulkActionButton, useBatchWrite) calling
 * a batch method and showing its per-row outcome.
 */
export { ActionsBanner, ActionsProvider, useActions } from './ActionsContext';
export { BulkActionButton } from './BulkActionButton';
export { batchBanner, useBatchWrite, type BatchCall } from './useBatchWrite';
export { ConfirmDialog } from './ConfirmDialog';
export { DialogFailure } from './DialogFailure';
export { DialogForm } from './DialogForm';
export { DialogIconButton } from './DialogIconButton';
export { DialogMenuItem } from './DialogMenuItem';
export { RowMenu, useCloseRowMenu } from '../list/RowMenu';
export {
  SendNowButton,
  UpdateScheduleButton,
  type ScheduledRecord,
  type SentNowPage,
} from './ScheduleActions';
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
