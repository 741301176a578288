import { invoiceNumberBody } from '../../../domain/schemas/orders';
import type { Order } from '../types';
import { OrderDialogMenuItem } from './OrderDialogMenuItem';
import { OrderTextDialog } from './OrderTextDialog';
import { useOrderMutation } from './useOrderMutation';

const Dialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const { submit } = useOrderMutation((dp, invoiceNumber: string) =>
    dp.addInvoiceNumber({ orderId: order._id, invoiceNumber }),
  );
  return (
    <OrderTextDialog
      title="app.orders.invoice_number.title"
      label="app.orders.invoice_number.label"
      initial={order.invoice_number ?? ''}
      schema={invoiceNumberBody.shape.invoiceNumber}
      save={submit}
      onClose={onClose}
    />
  );
};

/** Invoice Number (spec 000 section 2): one required text. */
export const InvoiceNumberMenuItem = () => (
  <OrderDialogMenuItem
    label="app.orders.invoice_number.title"
    dialog={(order, close) => <Dialog order={order} onClose={close} />}
  />
);
