import { invoiceNumberBody } from '../../../domain/schemas/orders';
import type { Order } from '../../../src/components/orders/types';
import { TextDialog } from '../../../src/components/actions/TextDialog';
import { useWrite } from '../../../src/components/actions';

/** Invoice Number of one order (InvoiceNumberMenuItem): one required text. */
export const InvoiceNumberDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const { submit } = useWrite((dp, invoiceNumber: string) =>
    dp.addInvoiceNumber({ orderId: order._id, invoiceNumber }),
  );
  return (
    <TextDialog
      title="app.orders.invoice_number.title"
      label="app.orders.invoice_number.label"
      initial={order.invoice_number ?? ''}
      schema={invoiceNumberBody.shape.invoiceNumber}
      save={submit}
      onClose={onClose}
    />
  );
};
