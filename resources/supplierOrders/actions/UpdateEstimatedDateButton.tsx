import { DateInput, useTranslate } from 'react-admin';
import { canChangeEstimatedDate, supplierLineStatusOf } from '../../../domain/supplierLines';
import { lineEstimatedDateBody } from '../../../domain/schemas/purchasing';
import type { LineDialogProps, SupplierLine, SupplierOrder } from '../types';
import { LineDialogForm } from './LineDialogForm';
import { LineEditButton } from './LineEditButton';
import { useLineMutation } from './useLineMutation';

/** Spec 000 section 9: the estimated-date modal closes after 3 seconds. */
const ESTIMATED_DATE_CLOSE_MS = 3000;

/**
 * Update Estimated Shipping Date (spec 000 sections 2 and 5): a date picker and DONE; the date
 * is required and only its date part, YYYY-MM-DD, is sent. Offered until the line is shipped
 * or refunded.
 */
export const UpdateEstimatedDateButton = ({ row, line }: { row: SupplierOrder; line: SupplierLine }) => {
  const translate = useTranslate();
  const sku = line.product_id?.supplier_sku ?? '';
  return (
    <LineEditButton
      label={translate('app.supplier_orders.estimated_date.edit', { sku })}
      disabled={!canChangeEstimatedDate(supplierLineStatusOf(line.status))}
      dialog={(close) => <UpdateEstimatedDateDialog row={row} line={line} onClose={close} />}
    />
  );
};

export const UpdateEstimatedDateDialog = ({ row, line, onClose }: LineDialogProps) => {
  const { save } = useLineMutation(
    (dp, params: { productId: string; assignOrderId: string; estimatedDate: string }) =>
      dp.setLineEstimatedDate(params),
  );
  return (
    <LineDialogForm
      id="estimated-date-title"
      title="app.supplier_orders.estimated_date.title"
      schema={lineEstimatedDateBody}
      record={{
        productId: line._id,
        assignOrderId: row._id,
        estimatedDate: line.estimated_shipping_date?.slice(0, 10) ?? '',
      }}
      submitLabel="app.supplier_orders.estimated_date.done"
      closeAfterMs={ESTIMATED_DATE_CLOSE_MS}
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
      <DateInput
        source="estimatedDate"
        label="app.supplier_orders.estimated_date.label"
        isRequired
        fullWidth
        margin="dense"
      />
    </LineDialogForm>
  );
};
