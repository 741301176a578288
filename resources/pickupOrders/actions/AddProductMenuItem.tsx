import { useRecordContext } from 'react-admin';
import { canChangePuo } from '../../../domain/pickupOrders';
import { DialogMenuItem } from '../../../src/components/actions';
import type { PickupOrder } from '../types';
import { AddProductDialog } from './AddProductDialog';

/** 'Add Product' in a scheduled PUO's row menu: the product joins that row's PUO. */
export const AddProductMenuItem = () => {
  const puo = useRecordContext<PickupOrder>();
  if (!puo || !canChangePuo(puo.notification_status, 'add-product')) return null;
  return (
    <DialogMenuItem
      label="app.pickup_orders.add_product.action"
      dialog={(close) => <AddProductDialog puo={puo} onClose={close} />}
    />
  );
};
