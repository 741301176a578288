import type { ReactElement, ReactNode } from 'react';
import Button from '@mui/material/Button';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import { useActions } from './ActionsContext';
import { ConfirmDialog } from './ConfirmDialog';
import { preloadOnIntent } from './lazyDialog';
import { useBatchWrite, type BatchCall } from './useBatchWrite';
import type { SaveOutcome } from './useWrite';

/**
 * One action on the selected rows, for a list's `bulkActionButtons` (react-admin's bulk-action
 * mechanism: the rows ticked in the first column, `useListContext().selectedIds`):
 *
 *   <BulkActionButton label="app.orders.change_status" icon={<SyncAltIcon />}
 *     call={(dp, ids, { status }) => dp.changeOrderStatusBatch({ ids, status })}
 *     rowName={(order) => order.order_number}
 *     dialog={(save, close) => <ChangeStatusDialog options={…} save={(status) => save({ status })} onClose={close} />} />
 *
 * `call`: a typed dataProvider batch method (docs/api.md "Acting on selected rows").
 * `dialog`: asks for the action's parameters (a DialogForm, shown by the screen's
 * ActionsProvider); its save runs the batch and closes it, a refusal of the whole call stays in
 * it. `confirm`: instead, a question (i18n key) before running with no parameters. `warn`: reads
 * what the action would strand first (a master record's open work); when it names something, a
 * confirmation shows it with its question (or `confirm`'s). None of them: runs at once. The outcome is the screen's banner (useBatchWrite): "12 changed, 2 refused" and the
 * refused rows with their reasons; done rows leave the selection.
 */
export function BulkActionButton<Params = undefined, R extends { id?: Identifier } = { id?: Identifier }>({
  label,
  icon,
  call,
  rowName,
  dialog,
  confirm,
  warn,
}: {
  /** i18n key of the button's text. */
  label: string;
  icon?: ReactElement;
  call: BatchCall<Params>;
  /** How the banner names a refused row (its order number); its id otherwise. */
  rowName?: (record: R) => string;
  /**
   * The parameters' dialog; `selected`: the ticked rows of this page (e.g. their shared choices);
   * `count`: every ticked row, on any page (what a text about 'the selected orders' counts).
   */
  dialog?: (
    save: (params: Params) => Promise<SaveOutcome>,
    onClose: () => void,
    selected: R[],
    count: number,
  ) => ReactNode;
  confirm?: string;
  /** What to show before running, when there is something to say (null: nothing); `question`: the confirmation's. */
  warn?: { read: (ids: string[]) => Promise<ReactNode | null>; question: string };
}) {
  const translate = useTranslate();
  const { selectedIds, data } = useListContext();
  const { showDialog, closeDialog } = useActions();
  const { run, isPending } = useBatchWrite<Params, R>(call, { rowName });

  const onClick = () => {
    // The selection as it is now: the dialog acts on the rows ticked when it opened.
    const ids = selectedIds.map(String);
    const selected = ((data ?? []) as R[]).filter((row) => ids.includes(String(row.id)));
    const confirmed = (question: string, detail?: ReactNode) =>
      showDialog(
        <ConfirmDialog
          title={label}
          detail={detail}
          question={question}
          onConfirm={() => run(ids, undefined as Params)}
          onClose={closeDialog}
        />,
      );
    if (dialog) showDialog(dialog((params) => run(ids, params), closeDialog, selected, ids.length));
    else if (warn)
      void warn.read(ids).then((detail) => {
        if (detail) confirmed(confirm ?? warn.question, detail);
        else if (confirm) confirmed(confirm);
        else void run(ids, undefined as Params);
      });
    else if (confirm) confirmed(confirm);
    else void run(ids, undefined as Params);
  };

  return (
    <Button
      size="small"
      startIcon={icon}
      disabled={isPending || !selectedIds.length}
      {...(dialog ? preloadOnIntent : {})}
      onClick={onClick}
    >
      {translate(label)}
    </Button>
  );
}
