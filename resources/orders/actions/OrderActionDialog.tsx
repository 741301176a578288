import { useTranslate } from 'react-admin';
import { consolidateScreenOptions, MANUAL_STATUSES } from '../../../domain/orderStatus';
import { invoiceNumberBody, notesBody } from '../../../domain/schemas/orders';
import { ShippingTicketDialog } from '../details';
import {
  addInvoiceNumberToOrder,
  addNotesToOrder,
  assignWarehouse,
  changeConsolidatedOrderStatus,
  changeOrderStatus,
  refundOrderProduct,
} from '../ordersApi';
import { ChangeStatusDialog } from './ChangeStatusDialog';
import { consolidatedState } from './consolidatedState';
import { ConsolidateConfirm } from './ConsolidateConfirm';
import { DropshippingAdvisory } from './DropshippingAdvisory';
import { IrreversibleConfirm } from './IrreversibleConfirm';
import { useOrderActions, type OrderAction } from './OrderActionsContext';
import { OrderTextDialog } from './OrderTextDialog';
import { ShippingInfoDialog } from './ShippingInfoDialog';

/** The dialog of one order action; see OrderActionsProvider. */
export const OrderActionDialog = ({ action, onClose }: { action: OrderAction; onClose: () => void }) => {
  const translate = useTranslate();
  const { run } = useOrderActions();
  const { order } = action;
  switch (action.kind) {
    case 'change-status':
      return (
        <ChangeStatusDialog
          options={MANUAL_STATUSES.map((status) => ({ status, label: `app.orders.status.${status}` }))}
          save={(status) => changeOrderStatus(order._id, status)}
          onClose={onClose}
        />
      );
    case 'change-consolidated-status':
      return (
        <ChangeStatusDialog
          options={consolidateScreenOptions(consolidatedState(order)).map((status) => ({
            status,
            label: `app.orders.consolidate_status.${status}`,
          }))}
          save={(status) => changeConsolidatedOrderStatus(order._id, status)}
          onClose={onClose}
        />
      );
    case 'comment':
      return (
        <OrderTextDialog
          title={order.notes ? 'app.orders.comment.edit' : 'app.orders.comment.add'}
          label="app.orders.comment.label"
          initial={order.notes ?? ''}
          multiline
          schema={notesBody.shape.notes}
          save={(notes) => addNotesToOrder(order._id, notes)}
          onClose={onClose}
        />
      );
    case 'invoice-number':
      return (
        <OrderTextDialog
          title="app.orders.invoice_number.title"
          label="app.orders.invoice_number.label"
          initial={order.invoice_number ?? ''}
          schema={invoiceNumberBody.shape.invoiceNumber}
          save={(invoiceNumber) => addInvoiceNumberToOrder(order._id, invoiceNumber)}
          onClose={onClose}
        />
      );
    case 'shipping-info':
      return <ShippingInfoDialog order={order} onClose={onClose} />;
    case 'shipping-ticket':
      return <ShippingTicketDialog order={order} open onClose={onClose} />;
    case 'refund':
      return (
        <IrreversibleConfirm
          title="app.orders.refund.title"
          detail={translate('app.orders.refund.detail', {
            sku: action.line.product_id?.internal_sku ?? action.line.sku ?? '',
            smart_count: action.line.quantity,
          })}
          onConfirm={() => run(() => refundOrderProduct(order._id, action.line.unique_id))}
          onClose={onClose}
        />
      );
    case 'choose-warehouse':
      return (
        <IrreversibleConfirm
          title="app.orders.warehouse_selection"
          detail={translate('app.orders.warehouse_selection_detail', {
            warehouse: action.warehouse.name,
            order: order.order_number,
          })}
          onConfirm={() => run(() => assignWarehouse(order._id, action.warehouse._id))}
          onClose={onClose}
        />
      );
    case 'consolidate':
      return <ConsolidateConfirm order={order} consolidated={action.consolidated} onClose={onClose} />;
    case 'dropshipping-advisory':
      return <DropshippingAdvisory onClose={onClose} />;
  }
};
