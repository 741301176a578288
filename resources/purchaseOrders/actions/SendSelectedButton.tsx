import SendIcon from '@mui/icons-material/Send';
import { BulkActionButton } from '../../../src/components/actions';
import type { PurchaseOrder } from '../types';

/**
 * 'send now' on the selected rows (POST /supplier-order-sent-now-batch): each PO e-mailed on its
 * own, as its row's 'send'; the banner counts the sent and names each refused PO and why (one
 * already sent, by the scheduler or another user, is refused and not sent again).
 */
export const SendSelectedButton = () => (
  <BulkActionButton<undefined, PurchaseOrder>
    label="app.purchase_orders.send.selected"
    icon={<SendIcon fontSize="small" />}
    call={(dp, ids) => dp.sendPurchaseOrdersNowBatch({ ids })}
    rowName={(po) => po.poNumber}
  />
);
