import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import { useTranslate } from 'react-admin';
import { BulkActionButton, ConfirmDialog, type SaveOutcome } from '../../../src/components/actions';
import type { Order } from '../../../src/components/orders/types';

/** What the Refund does to the selected orders, then the irreversible question. */
const ConfirmRefund = ({
  count,
  save,
  onClose,
}: {
  count: number;
  save: (params: undefined) => Promise<SaveOutcome>;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  return (
    <ConfirmDialog
      title="app.orders.bulk.refund_title"
      detail={translate('app.orders.bulk.refund_detail', { smart_count: count })}
      onConfirm={() => save(undefined)}
      onClose={onClose}
    />
  );
};

/**
 * The Master Dashboard's Refund of the selected orders, irreversibly (POST /refund-order-batch):
 * every line not refunded yet, as the line's own Refund does it; the banner lists the orders
 * refused and why (refunded already, or gone).
 */
export const RefundSelectedButton = () => (
  <BulkActionButton<undefined, Order>
    label="app.orders.refund.action"
    icon={<MoneyOffIcon />}
    call={(dp, ids) => dp.refundOrderBatch({ ids })}
    rowName={(order) => order.order_number}
    dialog={(save, close, _selected, count) => <ConfirmRefund count={count} save={save} onClose={close} />}
  />
);
