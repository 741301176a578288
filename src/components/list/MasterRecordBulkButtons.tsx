import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DoNotDisturbOnOutlinedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import { useResourceContext, type RaRecord } from 'react-admin';
import { BulkActionButton } from '../actions';

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
  return (
    <BulkActionButton
      label={activated ? 'app.list.activate' : 'app.list.deactivate'}
      icon={activated ? <CheckCircleOutlineIcon /> : <DoNotDisturbOnOutlinedIcon />}
      call={(dataProvider, ids) => dataProvider.setActivationBatch(resource, { ids, activated })}
      rowName={rowName}
    />
  );
};

/** The selection's Delete, after a confirmation; a record still in use is refused with the single delete's reason. */
export const DeleteSelectedButton = ({ rowName }: { rowName?: RowName }) => {
  const resource = useResourceContext()!;
  return (
    <BulkActionButton
      label="app.list.delete"
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
