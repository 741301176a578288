import { assignOrderInvoiceBody } from '../../../domain/schemas/purchasing';
import { AssignOrderMenuItem } from './AssignOrderMenuItem';
import { assignOrderRef } from './AssignOrderScope';
import { PoTextDialog } from './PoTextDialog';

/** Invoice Number of a sent PO's assign order: Add, or Update once it has one (spec 000 section 2). */
export const InvoiceNumberMenuItem = () => (
  <AssignOrderMenuItem
    change="invoice-number"
    label="app.purchase_orders.invoice_number.action"
    dialog={(scope, close) => (
      <PoTextDialog
        scope={scope}
        title={`app.purchase_orders.invoice_number.${scope.assignOrder.invoice_number ? 'edit' : 'add'}_title`}
        label="app.purchase_orders.invoice_number.label"
        initial={scope.assignOrder.invoice_number ?? ''}
        schema={assignOrderInvoiceBody.shape.invoiceNumber}
        call={(dp, s, invoiceNumber) =>
          dp.addAssignOrderInvoiceNumber({ ...assignOrderRef(s), invoiceNumber })
        }
        onClose={close}
      />
    )}
  />
);
