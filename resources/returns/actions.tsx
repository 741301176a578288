import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { RadioButtonGroupInput, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { RETURN_CONDITIONS, mayMove, type ReturnCondition } from '../../domain/returns';
import { receiveReturnBody, type ReturnRecord } from '../../domain/schemas/returns';
import type { Role } from '../../domain/roles';
import {
  BulkActionButton,
  ConfirmDialog,
  DialogMenuItem,
  useWrite,
  type SaveOutcome,
} from '../../src/components/actions';
import { DialogForm } from '../../src/components/actions/DialogForm';

const conditionForm = receiveReturnBody.pick({ condition: true });
const CONDITIONS = RETURN_CONDITIONS.map((id) => ({ id, name: `app.values.return_conditions.${id}` }));

/** The condition the goods came back in: resaleable (back into stock) or damaged (written off). */
const ConditionDialog = ({
  title,
  save,
  onClose,
}: {
  title: string;
  save: (condition: ReturnCondition) => Promise<SaveOutcome>;
  onClose: () => void;
}) => (
  <DialogForm
    title={title}
    schema={conditionForm}
    record={{ condition: null }}
    ready={(values) => !!values.condition}
    save={({ condition }) => save(condition)}
    onClose={onClose}
    submitLabel="app.returns.receive"
  >
    <RadioButtonGroupInput
      source="condition"
      label="app.returns.condition"
      helperText="app.returns.condition_help"
      choices={CONDITIONS}
    />
  </DialogForm>
);

const ReceiveDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const { submit } = useWrite((dp, condition: ReturnCondition) => dp.receiveReturn({ id, condition }));
  return <ConditionDialog title="app.returns.receive_title" save={submit} onClose={onClose} />;
};

/** Receive: offered while the return is open, to whoever it goes to (the server checks who). */
export const ReceiveMenuItem = () => {
  const row = useRecordContext<ReturnRecord>();
  if (!row) return null;
  return (
    <DialogMenuItem
      label="app.returns.receive"
      disabled={!mayMove(row.state, 'received')}
      dialog={(close) => <ReceiveDialog id={row._id} onClose={close} />}
    />
  );
};

const RefundDialog = ({ id, onClose }: { id: string; onClose: () => void }) => {
  const translate = useTranslate();
  const { submit } = useWrite((dp, _: undefined) => dp.refundReturn({ id }));
  return (
    <ConfirmDialog
      title="app.returns.refund_title"
      detail={translate('app.returns.refund_detail')}
      onConfirm={() => submit(undefined)}
      onClose={onClose}
    />
  );
};

/** Refund: the Admin's, once the return is received. */
export const RefundMenuItem = () => {
  const row = useRecordContext<ReturnRecord>();
  const { permissions: role } = usePermissions<Role | null>();
  if (!row || role !== 'Admin') return null;
  return (
    <DialogMenuItem
      label="app.returns.refund"
      danger
      disabled={!mayMove(row.state, 'refunded')}
      dialog={(close) => <RefundDialog id={row._id} onClose={close} />}
    />
  );
};

/** Receive the ticked returns in one condition (POST /receive-returns-batch); the banner names any refused. */
export const ReceiveSelectedButton = () => (
  <BulkActionButton<{ condition: ReturnCondition }, ReturnRecord & { id?: string }>
    label="app.returns.receive"
    icon={<CheckCircleIcon />}
    call={(dp, ids, { condition }) => dp.receiveReturnsBatch({ ids, condition })}
    rowName={(row) => row.return_number}
    dialog={(save, close) => (
      <ConditionDialog
        title="app.returns.receive_selected_title"
        save={(condition) => save({ condition })}
        onClose={close}
      />
    )}
  />
);
