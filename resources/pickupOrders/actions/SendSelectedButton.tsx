import SendIcon from '@mui/icons-material/Send';
import { BulkActionButton } from '../../../src/components/actions';
import type { PickupOrder } from '../types';

/**
 * 'send now' on the selected rows (POST /pickup-order-sent-now-batch): each PUO e-mailed to its
 * agent on its own, as its row's 'send'; the banner counts the sent and names each refused PUO
 * and why (one already sent is refused and not sent again).
 */
export const SendSelectedButton = () => (
  <BulkActionButton<undefined, PickupOrder>
    label="app.pickup_orders.send_selected"
    icon={<SendIcon fontSize="small" />}
    call={(dp, ids) => dp.sendPickupOrdersNowBatch({ ids })}
    rowName={(puo) => puo.pickupOrderNumber}
  />
);
