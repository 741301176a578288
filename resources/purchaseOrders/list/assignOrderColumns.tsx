import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { assignmentOrderNumberShown } from '../../../domain/orderNumberShown';
import { paymentStatusText } from '../../../src/i18n/valueTextKeys';
import { useAssignOrderScope } from '../actions/AssignOrderScope';
import { AssignOrderProducts } from './AssignOrderProducts';
import {
  DestinationsSummary,
  OrderNumbersSummary,
  ProductsSummary,
  RecipientsSummary,
  StatusesSummary,
} from './AssignOrderSummary';

/** A column about one assign order: the PO row shows it for a PO's only assign order, the expanded rows for each. */
export interface AssignOrderColumn {
  id: string;
  /** i18n key. */
  label: string;
  cell: ReactNode;
  /** The PO row's cell when it has several assign orders: what they say together (list/AssignOrderSummary). */
  summary: ReactNode;
}

const OrderNumber = () => {
  const { assignOrder } = useAssignOrderScope();
  return <>{assignmentOrderNumberShown(assignOrder)}</>;
};

const Address = () => {
  const translate = useTranslate();
  const { assignOrder } = useAssignOrderScope();
  return (
    <>
      <Typography variant="body2" sx={{ minWidth: 160 }}>
        {assignOrder.recipient.address}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate(`app.purchase_orders.sent_to.${assignOrder.sent_to}`)}
      </Typography>
    </>
  );
};

const RecipientName = () => {
  const { assignOrder } = useAssignOrderScope();
  return <>{assignOrder.recipient.name}</>;
};

/** The payment status (Pending Payment, Paid, Cancelled) and, once given, the invoice number and the notes. */
const PaymentStatus = () => {
  const translate = useTranslate();
  const { assignOrder } = useAssignOrderScope();
  const colour =
    assignOrder.status === 'Paid' ? 'success' : assignOrder.status === 'Cancelled' ? 'error' : 'warning';
  return (
    <>
      <Chip
        size="small"
        color={colour}
        label={translate(paymentStatusText(assignOrder.status), { _: assignOrder.status })}
        sx={{ fontWeight: 600 }}
      />
      {assignOrder.invoice_number ? (
        <Typography variant="caption" display="block" color="text.secondary" sx={{ mt: 0.5 }}>
          {translate('app.purchase_orders.invoice', { number: assignOrder.invoice_number })}
        </Typography>
      ) : null}
      {assignOrder.notes ? (
        <Typography
          variant="caption"
          display="block"
          color="text.secondary"
          sx={{ mt: 0.5, maxWidth: 180, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {translate('app.purchase_orders.notes', { notes: assignOrder.notes })}
        </Typography>
      ) : null}
    </>
  );
};

const col = (id: string, cell: ReactNode, summary: ReactNode): AssignOrderColumn => ({
  id,
  label: `app.purchase_orders.columns.${id}`,
  cell,
  summary,
});

/** Scheduled Supplier Orders: Order#, the products, address to be sent, recipient name. */
export const TO_BE_SENT_COLUMNS: readonly AssignOrderColumn[] = [
  col('order_number', <OrderNumber />, <OrderNumbersSummary />),
  col('products', <AssignOrderProducts sent={false} />, <ProductsSummary />),
  col('address', <Address />, <DestinationsSummary />),
  col('name', <RecipientName />, <RecipientsSummary />),
];

/** Purchase Orders Sent: the same, the products with date and status, then the assign order's Status. */
export const SENT_COLUMNS: readonly AssignOrderColumn[] = [
  col('order_number', <OrderNumber />, <OrderNumbersSummary />),
  col('products', <AssignOrderProducts sent />, <ProductsSummary />),
  col('address', <Address />, <DestinationsSummary />),
  col('name', <RecipientName />, <RecipientsSummary />),
  col('status', <PaymentStatus />, <StatusesSummary />),
];
