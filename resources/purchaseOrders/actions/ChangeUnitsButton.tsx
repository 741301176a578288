import { NumberInput, useTranslate } from 'react-admin';
import { canChangePo } from '../../../domain/purchaseOrders';
import { changeUnitsBody } from '../../../domain/schemas/purchasing';
import { DialogIconButton, useWrite } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import type { PoLine } from '../types';
import { useAssignOrderScope, type AssignOrderScope } from './AssignOrderScope';

const schema = changeUnitsBody.pick({ quantity: true });

const UnitsDialog = ({
  scope,
  line,
  onClose,
}: {
  scope: AssignOrderScope;
  line: PoLine;
  onClose: () => void;
}) => {
  const { submit } = useWrite((dp, quantity: number) =>
    dp.changePoLineUnits({ productId: line._id, quantity, supplierId: scope.po.assigned_to._id }),
  );
  return (
    <DialogForm
      title="app.purchase_orders.units.title"
      schema={schema}
      record={{ quantity: line.total_quantity }}
      submitLabel="app.purchase_orders.status.done"
      save={({ quantity }) => submit(quantity)}
      onClose={onClose}
    >
      <NumberInput
        source="quantity"
        label="app.purchase_orders.units.label"
        min={1}
        step={1}
        fullWidth
        autoFocus
      />
    </DialogForm>
  );
};

/** The edit icon beside a line's units while its PO is to be sent: Change Units (a whole number ≥ 1). */
export const ChangeUnitsButton = ({ line }: { line: PoLine }) => {
  const scope = useAssignOrderScope();
  const translate = useTranslate();
  if (!canChangePo(scope.po.notification_status, 'change-units')) return null;
  return (
    <DialogIconButton
      label={translate('app.purchase_orders.units.edit', {
        sku: line.product_id?.supplier_sku || line.product_id?.internal_sku || '',
      })}
      dialog={(close) => <UnitsDialog scope={scope} line={line} onClose={close} />}
    />
  );
};
