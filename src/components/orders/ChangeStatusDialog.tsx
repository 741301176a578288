import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import { RadioButtonGroupInput, useTranslate } from 'react-admin';
import type { OrderStatus } from '../../../domain/orderStatus';
import { confirmsStatusChange } from '../../../domain/readiness';
import { orderStatusBody } from '../../../domain/schemas/orders';
import type { SaveOutcome } from '../actions';
import { DialogForm } from '../actions/DialogForm';
import type { DialogQuestion } from '../forms';

export interface StatusOption {
  status: OrderStatus;
  /** i18n key. */
  label: string;
  /** Shown but not choosable yet (the dialog's `hint` says why). */
  disabled?: boolean;
}

const schema = orderStatusBody.pick({ status: true });

/**
 * "Change Status" (spec 000 sections 2 and 4): a choice of statuses, then Done, which waits until
 * a status is chosen (spec 000 section 5: a status is required). Which ones a screen offers is a
 * rule of domain/ (orderStatus.ts, readiness.ts). A refusal stays in the dialog.
 */
export const ChangeStatusDialog = ({
  options,
  warning,
  hint,
  confirm,
  save,
  onClose,
}: {
  options: readonly StatusOption[];
  /** Why Ready is not offered (domain/readiness.ts: the agent warnings, products still away). */
  warning?: string | null;
  /** A short helper text under the choices (i18n key), e.g. why one is disabled. */
  hint?: string | null;
  /** A question to answer before saving this status (batchConfirmation); null to save at once. */
  confirm?: (status: OrderStatus) => DialogQuestion | null;
  /** What the save came to (useWrite's submit). */
  save: (status: OrderStatus) => Promise<SaveOutcome>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <DialogForm
      title="app.orders.change_status"
      schema={schema}
      record={{ status: null }}
      submitLabel="app.orders.done"
      maxWidth="xs"
      ready={(values) => !!values.status}
      confirm={confirm && (({ status }) => confirm(status))}
      save={({ status }) => save(status)}
      onClose={onClose}
    >
      {warning && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate(warning, { _: warning })}
        </Alert>
      )}
      {options.length ? (
        <RadioButtonGroupInput
          source="status"
          label={false}
          aria-label={translate('app.orders.change_status')}
          row={false}
          helperText={hint ? translate(hint) : false}
          choices={options.map((option) => ({
            id: option.status,
            name: option.label,
            disabled: !!option.disabled,
          }))}
        />
      ) : (
        <DialogContentText>{translate('app.orders.no_status_change')}</DialogContentText>
      )}
    </DialogForm>
  );
};

/**
 * A Change Status' one confirmation when the choice cannot be undone (domain/readiness.ts
 * confirmsStatusChange: Ready): `title`, then `detail` (i18n key, filled from `args`), then 'Are
 * you sure? This action is irreversible.'; null (save at once) for any other status.
 */
export const irreversibleConfirmation =
  (title: string, detail: string, args: Record<string, string | number>) =>
  (status: OrderStatus): DialogQuestion | null =>
    confirmsStatusChange(status)
      ? { title, detail, question: 'app.orders.irreversible', args, confirm: 'app.orders.confirm' }
      : null;

/**
 * A bulk Change Status' one confirmation for the whole batch (irreversibleConfirmation), its
 * `detail` naming the `count` selected rows.
 */
export const batchConfirmation = (title: string, detail: string, count: number) =>
  irreversibleConfirmation(title, detail, { smart_count: count });
