import DialogContentText from '@mui/material/DialogContentText';
import { RadioButtonGroupInput, useTranslate } from 'react-admin';
import { canChooseWarehouse } from '../../../domain/orderLines';
import { assignWarehouseBody } from '../../../domain/schemas/orders';
import { sharedCandidates } from '../../../domain/sharedCandidates';
import type { SaveOutcome } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import type { Order } from '../../../src/components/orders/types';

const schema = assignWarehouseBody.pick({ warehouseId: true });

/** The one warehouse for the selected orders that share it (AssignWarehouseOfSelectedButton). */
export const AssignWarehouseDialog = ({
  orders,
  save,
  onClose,
}: {
  orders: Order[];
  save: (params: { warehouseId: string }) => Promise<SaveOutcome>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  // The orders still to be given a warehouse among their candidates, under the rule the server
  // applies (no unknown SKU left); the others are refused per row.
  const choosing = orders.filter(
    (o) =>
      o.warehouse_cell === 'choose-warehouse' &&
      o.warehouse_list.length &&
      canChooseWarehouse({ problematic: o.problemetic, lines: o.products }, (line) => !!line.product_id),
  );
  const candidates = sharedCandidates(choosing.map((o) => o.warehouse_list));
  return (
    <DialogForm
      title="app.orders.warehouse_selection"
      schema={schema}
      record={{ warehouseId: null }}
      submitLabel="app.orders.confirm"
      maxWidth="xs"
      ready={(values) => !!values.warehouseId}
      save={save}
      onClose={onClose}
    >
      {candidates.length ? (
        <>
          <DialogContentText>
            {translate('app.orders.bulk.warehouse_of_selected', { smart_count: choosing.length })}
          </DialogContentText>
          <RadioButtonGroupInput
            source="warehouseId"
            label={false}
            aria-label={translate('app.orders.choose_warehouse')}
            row={false}
            helperText={translate('app.orders.irreversible')}
            choices={candidates.map((w) => ({ id: w._id, name: w.name }))}
          />
        </>
      ) : (
        <DialogContentText>{translate('app.orders.bulk.no_shared_candidate')}</DialogContentText>
      )}
    </DialogForm>
  );
};
