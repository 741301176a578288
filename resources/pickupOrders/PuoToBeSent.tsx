import { DataTable } from 'react-admin';
import { AddProductMenuItem } from './actions/AddProductMenuItem';
import { SendPuoNowButton } from './actions/scheduleActions';
import { SendSelectedButton } from './actions/SendSelectedButton';
import { PickupOrderList } from './PickupOrderList';
import type { PickupOrder } from './types';

/**
 * Scheduled Pickup Orders (/puo-to-be-sent): the PUOs waiting for their scheduled time; each row
 * can be moved (edit icon), given a product (row menu, Add Product) and sent now ('send'); the
 * ticked rows are sent now each on its own ('send now', answered per row).
 */
const PuoToBeSent = () => (
  <PickupOrderList
    sent={false}
    title="app.screens.puo_to_be_sent"
    rowMenu={<AddProductMenuItem />}
    bulkActionButtons={<SendSelectedButton />}
  >
    <DataTable.Col<PickupOrder> label="app.pickup_orders.columns.send" align="right">
      <SendPuoNowButton />
    </DataTable.Col>
  </PickupOrderList>
);

export default PuoToBeSent;
