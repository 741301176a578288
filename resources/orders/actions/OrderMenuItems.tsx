import MenuItem from '@mui/material/MenuItem';
import { useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { canChangeStatusManually, consolidateScreenOptions } from '../../../domain/orderStatus';
import { useCloseRowMenu } from '../../../src/components/list';
import type { Order } from '../types';
import { consolidatedState } from './consolidatedState';
import { useOrderActions, type OrderAction } from './OrderActionsContext';

type DialogKind = Extract<
  OrderAction['kind'],
  | 'change-status'
  | 'change-consolidated-status'
  | 'comment'
  | 'invoice-number'
  | 'shipping-info'
  | 'shipping-ticket'
>;

/** A row menu entry that opens one of the order dialogs for the row's order. */
const DialogMenuItem = ({
  kind,
  label,
  disabled,
}: {
  kind: DialogKind;
  label: string | ((order: Order) => string);
  disabled?: (order: Order) => boolean;
}) => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const close = useCloseRowMenu();
  const { open } = useOrderActions();
  if (!order) return null;
  const off = disabled?.(order) ?? false;
  return (
    <MenuItem
      disabled={off}
      onClick={() => {
        if (off) return;
        close();
        open({ kind, order });
      }}
    >
      {translate(typeof label === 'function' ? label(order) : label)}
    </MenuItem>
  );
};

/** Enabled only when the order is not problematic and is Pending or Preparation (spec 000 section 4). */
export const ChangeStatusMenuItem = () => (
  <DialogMenuItem
    kind="change-status"
    label="app.orders.change_status"
    disabled={(order) => !canChangeStatusManually({ status: order.status, problematic: order.problemetic })}
  />
);

/** The consolidate screen's Change Status: enabled when domain/orderStatus.ts offers something. */
export const ChangeConsolidatedStatusMenuItem = () => (
  <DialogMenuItem
    kind="change-consolidated-status"
    label="app.orders.change_status"
    disabled={(order) => consolidateScreenOptions(consolidatedState(order)).length === 0}
  />
);

export const CommentMenuItem = () => (
  <DialogMenuItem
    kind="comment"
    label={(order) => (order.notes ? 'app.orders.comment.edit' : 'app.orders.comment.add')}
  />
);

export const InvoiceNumberMenuItem = () => (
  <DialogMenuItem kind="invoice-number" label="app.orders.invoice_number.title" />
);

export const ShippingInfoMenuItem = () => (
  <DialogMenuItem
    kind="shipping-info"
    label={(order) =>
      order.trackingId ? 'app.orders.shipping_info.title' : 'app.orders.shipping_info.add_title'
    }
  />
);

/** A problematic order has no warehouse yet, hence no sender for a ticket. */
export const ShippingTicketMenuItem = () => (
  <DialogMenuItem
    kind="shipping-ticket"
    label="app.orders.shipping_ticket"
    disabled={(order) => order.problemetic}
  />
);

/** View Details: the order details screen, given the order as navigation state. */
export const ViewOrderMenuItem = ({ path = '/view-shopify-order' }: { path?: string }) => {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const navigate = useNavigate();
  if (!order) return null;
  return (
    <MenuItem onClick={() => navigate(`${path}?id=${encodeURIComponent(order._id)}`, { state: { order } })}>
      {translate('app.list.view_details')}
    </MenuItem>
  );
};
