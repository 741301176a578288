import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, FormDataConsumer, RadioButtonGroupInput, useTranslate } from 'react-admin';
import type { OrderStatus } from '../../../domain/orderStatus';
import { orderStatusBody } from '../../../domain/schemas/orders';
import { useOneAtATime } from '../../../src/components/actions';
import { schemaResolver } from '../../../src/components/forms/schemaResolver';
import { DialogFailure } from './DialogFailure';

export interface StatusOption {
  status: OrderStatus;
  /** i18n key. */
  label: string;
  /** Shown but not choosable yet (the dialog's `hint` says why). */
  disabled?: boolean;
}

const resolver = schemaResolver(orderStatusBody.pick({ status: true }));

/** Done waits until a status is chosen (spec 000 section 5: a status is required). */
const DoneButton = ({ running }: { running: boolean }) => {
  const translate = useTranslate();
  return (
    <FormDataConsumer>
      {({ formData }) => (
        <Button type="submit" variant="contained" disabled={!formData.status || running}>
          {translate('app.orders.done')}
        </Button>
      )}
    </FormDataConsumer>
  );
};

/**
 * "Change Status" (spec 000 sections 2 and 4): a choice of statuses, then Done. Which ones a
 * screen offers is a rule of domain/ (orderStatus.ts, readiness.ts). A refusal stays in the dialog.
 */
export const ChangeStatusDialog = ({
  options,
  warning,
  hint,
  save,
  onClose,
}: {
  options: readonly StatusOption[];
  /** Why Ready is not offered (domain/readiness.ts: the agent warnings, products still away). */
  warning?: string | null;
  /** A short helper text under the choices (i18n key), e.g. why one is disabled. */
  hint?: string | null;
  /** null once saved, else the refusal. */
  save: (status: OrderStatus) => Promise<string | null>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const [failure, setFailure] = useState<string | null>(null);
  const { once, isPending: running } = useOneAtATime();
  return (
    <Dialog open onClose={onClose} aria-labelledby="change-status-title" fullWidth maxWidth="xs">
      <Form
        record={{ status: null }}
        resolver={resolver}
        noValidate
        onSubmit={(values: Record<string, unknown>) =>
          once(async () => {
            const refused = await save((values as { status: OrderStatus }).status);
            if (refused) setFailure(refused);
            else onClose();
          })
        }
      >
        <DialogTitle id="change-status-title">{translate('app.orders.change_status')}</DialogTitle>
        <DialogContent>
          <DialogFailure message={failure} />
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
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <DoneButton running={running} />
        </DialogActions>
      </Form>
    </Dialog>
  );
};
