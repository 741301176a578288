import { canChangeEstimatedDate, supplierLineStatusOf } from '../../../domain/supplierLines';
import { lineEstimatedDateBody } from '../../../domain/schemas/purchasing';
import type { LineDialogProps, SupplierLine, SupplierOrder } from '../types';
import { useWrite } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import { LineEditButton } from './LineEditButton';
import { LineDateInput } from './lineInputs';
import { pastDayConfirmation } from '../../../src/components/forms';

/** Spec 000 section 9: the estimated-date modal closes after 3 seconds. */
const ESTIMATED_DATE_CLOSE_MS = 3000;

/**
 * Update Estimated Shipping Date (spec 000 sections 2 and 5): a date picker and DONE; the date
 * is required and only its date part, YYYY-MM-DD, is sent. Offered until the line is shipped
 * or refunded.
 */
export const UpdateEstimatedDateButton = ({ row, line }: { row: SupplierOrder; line: SupplierLine }) => (
  <LineEditButton
    row={row}
    line={line}
    label="app.supplier_orders.estimated_date.edit"
    fix="set-estimated-date"
    disabled={!canChangeEstimatedDate(supplierLineStatusOf(line.status))}
    dialog={UpdateEstimatedDateDialog}
  />
);

export const UpdateEstimatedDateDialog = ({ row, line, onClose }: LineDialogProps) => {
  const { submit: save } = useWrite(
    (dp, params: { productId: string; assignOrderId: string; estimatedDate: string }) =>
      dp.setLineEstimatedDate(params),
  );
  return (
    <DialogForm
      maxWidth="xs"
      title="app.supplier_orders.estimated_date.title"
      schema={lineEstimatedDateBody}
      record={{
        productId: line._id,
        assignOrderId: row._id,
        estimatedDate: line.estimated_shipping_date?.slice(0, 10) ?? '',
      }}
      submitLabel="app.supplier_orders.estimated_date.done"
      closeAfterMs={ESTIMATED_DATE_CLOSE_MS}
      confirm={pastDayConfirmation('estimatedDate')}
      save={(values) =>
        save({
          productId: line._id,
          assignOrderId: row._id,
          // The picker answers YYYY-MM-DD; a date-time would be cut to its date all the same.
          estimatedDate: values.estimatedDate.slice(0, 10),
        })
      }
      onClose={onClose}
    >
      <LineDateInput />
    </DialogForm>
  );
};
