import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import {
  useCreatePath,
  useDelete,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { ConfirmDialog, useOneAtATime } from '../actions';
import type { OpenWorkRow } from '../../../domain/schemas/openWork';
import { hasOpenWork, OpenWorkList, useOpenWork } from './OpenWork';
import { useCloseRowMenu } from './RowMenu';

/** Row menu entries shared by the lists: View Details, Edit, Activate/Deactivate, Delete. */

type NavigateMenuItemProps = { label?: string; resource?: string };

/** A menu entry that opens the row's record on one of its pages (show or edit). */
const NavigateMenuItem = ({
  label,
  resource,
  type,
}: NavigateMenuItemProps & { label: string; type: 'show' | 'edit' }) => {
  const record = useRecordContext();
  const fromContext = useResourceContext();
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <MenuItem
      onClick={() => navigate(createPath({ resource: resource ?? fromContext, type, id: record.id }))}
    >
      {translate(label)}
    </MenuItem>
  );
};

export const ShowMenuItem = ({ label = 'app.list.view_details', resource }: NavigateMenuItemProps) => (
  <NavigateMenuItem label={label} resource={resource} type="show" />
);

export const EditMenuItem = ({ label = 'app.list.edit', resource }: NavigateMenuItemProps) => (
  <NavigateMenuItem label={label} resource={resource} type="edit" />
);

/**
 * What a row menu entry that writes its row's record needs: the record and its resource, the
 * menu to close, the list to reload after the write, and the server's refusal to show.
 */
function useRowWrite() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const close = useCloseRowMenu();
  const showRefusal = (error: unknown) => notify((error as Error).message, { type: 'error' });
  return { record, resource, close, refresh, showRefusal };
}

/**
 * Activate/Deactivate: sends the id and the status the row shows, the current one (spec 001
 * section 4), through the dataProvider's `status` mapping (e.g. POST /status_warehouse {id, status});
 * the server flips it, or answers 409 when someone changed it meanwhile. A Deactivate of a record
 * open work depends on names that work first and waits for the confirmation.
 */
export const ToggleActivationMenuItem = () => {
  const { record, resource, close, refresh, showRefusal } = useRowWrite();
  const translate = useTranslate();
  const [update, { isPending }] = useUpdate();
  const readOpenWork = useOpenWork();
  // The open work a Deactivate strands, shown for confirmation (issue 28 item 5); null: none asked.
  const [stranded, setStranded] = useState<OpenWorkRow[] | null>(null);
  if (!record) return null;
  const activated = !!record.activated;
  const toggle = () =>
    new Promise<void>((settled) =>
      update(
        resource,
        { id: record.id, data: { status: activated }, previousData: record, meta: { action: 'status' } },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => refresh(),
          onError: (error) => showRefusal(error),
          onSettled: () => settled(),
        },
      ),
    );
  return (
    <>
      <MenuItem
        disabled={isPending}
        onClick={async () => {
          const rows = activated ? await readOpenWork(resource ?? '', [String(record.id)]) : [];
          close();
          if (hasOpenWork(rows)) setStranded(rows);
          else void toggle();
        }}
      >
        {translate(activated ? 'app.list.deactivate' : 'app.list.activate')}
      </MenuItem>
      {stranded ? (
        <ConfirmDialog
          title="app.list.deactivate"
          detail={<OpenWorkList rows={stranded} />}
          question="app.list.open_work.deactivate_question"
          confirm="app.list.deactivate"
          confirmColor="warning"
          onConfirm={toggle}
          onClose={() => setStranded(null)}
        />
      ) : null}
    </>
  );
};

/**
 * Delete, after 'Are you sure you want to delete this?' with Delete and Cancel. A refusal closes
 * the confirmation and shows the server's message.
 */
export const DeleteMenuItem = () => {
  const { record, resource, close, refresh, showRefusal } = useRowWrite();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [remove] = useDelete();
  const { once, isPending } = useOneAtATime();
  const readOpenWork = useOpenWork();
  // What depends on the record, read as the confirmation opens (issue 28 item 5).
  const [work, setWork] = useState<OpenWorkRow[] | null>(null);
  useEffect(() => {
    if (!open || !record) return;
    let current = true;
    setWork(null);
    void readOpenWork(resource ?? '', [String(record.id)]).then((rows) => current && setWork(rows));
    return () => {
      current = false;
    };
  }, [open, record, resource, readOpenWork]);
  if (!record) return null;
  return (
    <>
      <MenuItem
        onClick={() => {
          setOpen(true);
          close(); // the confirmation replaces the menu
        }}
        sx={{ color: 'error.main' }}
      >
        {translate('app.list.delete')}
      </MenuItem>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="delete-confirm-title">
        <DialogTitle id="delete-confirm-title">{translate('app.list.delete_confirm')}</DialogTitle>
        <DialogContent>
          {work === null ? (
            <Typography variant="body2">{translate('app.list.open_work.checking')}</Typography>
          ) : hasOpenWork(work) ? (
            <>
              <OpenWorkList rows={work} />
              <Typography variant="body2">{translate('app.list.open_work.delete_note')}</Typography>
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button
            color="error"
            variant="contained"
            disabled={isPending}
            onClick={() =>
              void once(
                () =>
                  new Promise<void>((settled) =>
                    remove(
                      resource,
                      { id: record.id, previousData: record },
                      {
                        mutationMode: 'pessimistic',
                        onSuccess: () => {
                          setOpen(false);
                          refresh();
                        },
                        // The refusal's message stands alone: nothing is left open behind it.
                        onError: (error) => {
                          setOpen(false);
                          showRefusal(error);
                        },
                        onSettled: () => settled(),
                      },
                    ),
                  ),
              )
            }
          >
            {translate('app.list.delete')}
          </Button>
          {/* The focus starts on the safe answer: Enter right away deletes nothing. */}
          <Button autoFocus onClick={() => setOpen(false)}>
            {translate('app.list.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};

/** The row menu of warehouses, suppliers and shipping agents (spec 001): one list, three uses. */
export const MASTER_RECORD_MENU = [
  <ShowMenuItem key="show" />,
  <EditMenuItem key="edit" />,
  <ToggleActivationMenuItem key="status" />,
  <DeleteMenuItem key="delete" />,
];
