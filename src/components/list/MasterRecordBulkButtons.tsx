import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import Typography from '@mui/material/Typography';
import { useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { BulkActionButton } from '../actions';
import { hasOpenWork, OpenWorkList, useOpenWork } from './OpenWork';

/**
 * The warning of a Deactivate or Delete of the selection: the open work of the selected records
 * (issue 28 item 5), or null when none depends on them; for a deletion, that it will be refused.
 */
function useOpenWorkWarning(resource: string, deleting: boolean) {
  const read = useOpenWork();
  return async (ids: string[]) => {
    const rows = await read(resource, ids);
    return hasOpenWork(rows) ? <OpenWorkDetail rows={rows} deleting={deleting} /> : null;
  };
}

const OpenWorkDetail = ({
  rows,
  deleting,
}: {
  rows: Parameters<typeof OpenWorkList>[0]['rows'];
  deleting: boolean;
}) => {
  const translate = useTranslate();
  return (
    <>
      <OpenWorkList rows={rows} />
      {deleting ? (
        <Typography variant="body2">{translate('app.list.open_work.delete_note')}</Typography>
      ) : null}
    </>
  );
};

/** How the banner names a refused row: the record's name (its title field). */
export type RowName = (record: RaRecord) => string;

/**
 * The selection's Activate and Deactivate of a master-data list: the server sets each selected
 * record (docs/api.md "Acting on selected rows"); one already so is listed as refused.
 */
export const SetActivationOfSelectedButton = ({
  activated,
  rowName,
}: {
  activated: boolean;
  rowName?: RowName;
}) => {
  const resource = useResourceContext()!;
  const warning = useOpenWorkWarning(resource, false);
  return (
    <BulkActionButton
      label={activated ? 'app.list.activate' : 'app.list.deactivate'}
      // Deactivating strands what depends on the records: said before, confirmed once.
      warn={activated ? undefined : { read: warning, question: 'app.list.open_work.deactivate_question' }}
      icon={activated ? <CheckCircleOutlineIcon /> : <DoNotDisturbOnOutlinedIcon />}
      call={(dataProvider, ids) => dataProvider.setActivationBatch(resource, { ids, activated })}
      rowName={rowName}
    />
  );
};

/** The selection's Delete, after a confirmation; a record still in use is refused with the single delete's reason. */
export const DeleteSelectedButton = ({ rowName }: { rowName?: RowName }) => {
  const resource = useResourceContext()!;
  const warning = useOpenWorkWarning(resource, true);
  return (
    <BulkActionButton
      label="app.list.delete"
      warn={{ read: warning, question: 'app.list.delete_selected_confirm' }}
      icon={<DeleteOutlineIcon />}
      confirm="app.list.delete_selected_confirm"
      call={(dataProvider, ids) => dataProvider.deleteBatch(resource, { ids })}
      rowName={rowName}
    />
  );
};

/**
 * The bulk actions of a master-data list, the row menu's for the selection: Activate and
 * Deactivate when the entity has activation, and Delete. Needs the screen's ActionsProvider
 * (the banner of the outcome, the confirmation).
 */
export const MasterRecordBulkButtons = ({
  activation,
  rowName,
}: {
  activation: boolean;
  rowName?: RowName;
}) => (
  <>
    {activation ? (
      <>
        <SetActivationOfSelectedButton activated rowName={rowName} />
        <SetActivationOfSelectedButton activated={false} rowName={rowName} />
      </>
    ) : null}
    <DeleteSelectedButton rowName={rowName} />
  </>
);
