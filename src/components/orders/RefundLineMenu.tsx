import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { RowMenu } from '../list/RowMenu';
import { canRefund } from '../../../domain/orderStatus';
import type { Order, OrderProduct } from './types';
import { ConfirmDialog, DialogMenuItem, useWrite } from '../actions';

const RefundConfirm = ({
  order,
  line,
  onClose,
}: {
  order: Order;
  line: OrderProduct;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { run } = useWrite((dp) =>
    dp.refundOrderLine({ orderId: order._id, productUniqueId: line.unique_id }),
  );
  return (
    <ConfirmDialog
      title="app.orders.refund.title"
      detail={translate('app.orders.refund.detail', {
        sku: line.product_id?.internal_sku ?? line.sku ?? '',
        smart_count: line.quantity,
      })}
      onConfirm={() => run(undefined)}
      onClose={onClose}
    />
  );
};

/**
 * A product line's status with its own menu: Refund, unavailable once the line is refunded
 * (canRefund); it asks for confirmation, as the refund is irreversible (spec 000 section 2).
 */
export const RefundLineMenu = ({
  order,
  line,
  badge,
}: {
  order: Order;
  line: OrderProduct;
  badge: ReactNode;
}) => {
  const translate = useTranslate();
  const sku = line.product_id?.internal_sku ?? line.sku ?? line.name ?? '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      {badge}
      <RowMenu label={translate('app.orders.product_menu', { sku })} keepMounted={false}>
        <DialogMenuItem
          label="app.orders.refund.action"
          disabled={!canRefund(line.status)}
          dialog={(close) => <RefundConfirm order={order} line={line} onClose={close} />}
        />
      </RowMenu>
    </Box>
  );
};
