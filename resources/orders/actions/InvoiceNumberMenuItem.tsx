import { OrderDialogMenuItem } from '../../../src/components/orders/OrderDialogMenuItem';
import { lazyDialog } from '../../../src/components/actions';

const Dialog = lazyDialog(() => import('./InvoiceNumberDialog').then((m) => m.InvoiceNumberDialog));

/** Invoice Number (spec 000 section 2): one required text. */
export const InvoiceNumberMenuItem = () => (
  <OrderDialogMenuItem
    label="app.orders.invoice_number.title"
    dialog={(order, close) => <Dialog order={order} onClose={close} />}
  />
);
