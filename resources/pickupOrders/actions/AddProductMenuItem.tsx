import { useRecordContext } from 'react-admin';
import { canAddProductToPickupOrder } from '../../../domain/pickupOrderActions';
import { DialogMenuItem } from '../../../src/components/actions';
import type { PickupOrder } from '../types';
import { AddProductDialog } from './AddProductDialog';

/** 'Add Product' in a scheduled PUO's row menu: the product joins that row's PUO. */
export const AddProductMenuItem = () => {
  const puo = useRecordContext<PickupOrder>();
  if (!puo || !canAddProductToPickupOrder(puo)) return null;
  return (
    <DialogMenuItem
      label="app.pickup_orders.add_product.action"
      dialog={(close) => <AddProductDialog puo={puo} onClose={close} />}
    />
  );
};
