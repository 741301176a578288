import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, FormDataConsumer, RadioButtonGroupInput, useTranslate } from 'react-admin';
import { agentStateOf, agentWarning, AGENT_MISSING } from '../../../domain/readiness';
import {
  canChangeSupplierStatus,
  SUPPLIER_LINE_STATUSES,
  supplierLineStatusOf,
  supplierStatusOptions,
  type SupplierLineStatus,
} from '../../../domain/supplierLines';
import { lineStatusBody } from '../../../domain/schemas/purchasing';
import { schemaResolver } from '../../../src/components/forms/schemaResolver';
import type { LineDialogProps, SupplierLine, SupplierOrder } from '../types';
import { UpdateShippingAgentDialog } from './UpdateShippingAgentButton';
import {
  ConfirmDialog,
  DialogFailure,
  DialogMenuItem,
  useActions,
  useWrite,
} from '../../../src/components/actions';

const resolver = schemaResolver(lineStatusBody);

/**
 * Change Status of a line (spec 000 section 4): enabled while the line is Pending or
 * Preparation. The modal offers Pending, Preparation and Ready; Ready only with an active
 * shipping agent, else the spec's warning says why. Ready is irreversible: it asks 'Are you
 * sure? This action is irreversible.' first.
 */
export const ChangeLineStatusMenuItem = ({ row, line }: { row: SupplierOrder; line: SupplierLine }) => (
  <DialogMenuItem
    label="app.supplier_orders.status.title"
    disabled={!canChangeSupplierStatus(supplierLineStatusOf(line.status))}
    dialog={(close) => <ChangeLineStatusDialog row={row} line={line} onClose={close} />}
  />
);

const ChangeLineStatusDialog = ({ row, line, onClose }: LineDialogProps) => {
  const translate = useTranslate();
  const { showDialog, closeDialog } = useActions();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmReady, setConfirmReady] = useState(false);
  const { submit: save, isPending } = useWrite(
    (dp, params: { productId: string; assignOrderId: string; status: SupplierLineStatus }) =>
      dp.changeLineStatus(params),
  );
  const agent = agentStateOf(line.shipping_agent);
  const warning = agentWarning(agent);
  const offered = supplierStatusOptions(supplierLineStatusOf(line.status), agent);
  const sku = line.product_id?.supplier_sku ?? '';

  const submit = async (status: SupplierLineStatus) => {
    setFailure(null);
    const outcome = await save({ productId: line._id, assignOrderId: row._id, status });
    if (outcome && 'refused' in outcome) setFailure(outcome.refused);
    else onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="line-status-title" fullWidth maxWidth="xs">
      <Form
        record={{ productId: line._id, assignOrderId: row._id, status: null }}
        resolver={resolver}
        noValidate
        onSubmit={async (values: Record<string, unknown>) => {
          const status = values.status as SupplierLineStatus;
          if (status === 'Ready') setConfirmReady(true);
          else await submit(status);
        }}
      >
        <DialogTitle id="line-status-title">{translate('app.supplier_orders.status.title')}</DialogTitle>
        <DialogContent>
          <DialogFailure message={failure} />
          {warning ? (
            <Alert
              severity="warning"
              sx={{ mb: 1 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() =>
                    showDialog(<UpdateShippingAgentDialog row={row} line={line} onClose={closeDialog} />)
                  }
                >
                  {translate('app.supplier_orders.status.choose_agent')}
                </Button>
              }
            >
              <AlertTitle>
                {translate(
                  warning === AGENT_MISSING
                    ? 'app.supplier_orders.status.agent_missing_title'
                    : 'app.supplier_orders.status.warning',
                )}
              </AlertTitle>
              {warning}
            </Alert>
          ) : null}
          <RadioButtonGroupInput
            source="status"
            label={false}
            aria-label={translate('app.supplier_orders.status.title')}
            row={false}
            helperText={false}
            choices={SUPPLIER_LINE_STATUSES.map((status) => ({
              id: status,
              name: `app.supplier_orders.tags.${status.toLowerCase()}`,
              disabled: !offered.includes(status),
            }))}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <FormDataConsumer>
            {({ formData }) => (
              <Button type="submit" variant="contained" disabled={!formData.status || isPending}>
                {translate('app.supplier_orders.status.done')}
              </Button>
            )}
          </FormDataConsumer>
        </DialogActions>
      </Form>
      {confirmReady ? (
        <ConfirmDialog
          title="app.supplier_orders.status.ready_title"
          detail={translate('app.supplier_orders.status.ready_detail', { sku, agent: agent.agentName ?? '' })}
          confirm="app.supplier_orders.status.confirm"
          onConfirm={() => submit('Ready')}
          onClose={() => setConfirmReady(false)}
        />
      ) : null}
    </Dialog>
  );
};
