import type { Order } from './types';
import {
  AddShippingInfoForm,
  ShippingInfoDialog as TrackingDialog,
  type ShippingInfo,
} from './ShippingInfoForms';
import { useWrite } from '../actions';

/** An order's Shipping Info: added once while it has none, read-only afterwards. */
export const ShippingInfoDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => (
  <TrackingDialog
    texts="app.orders.shipping_info"
    info={order}
    onClose={onClose}
    add={() => <AddShippingInfo order={order} onClose={onClose} />}
  />
);

const AddShippingInfo = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  // A tracking result shows as the green or red banner at the top (spec 000 section 2), and a
  // refusal also in the dialog, which keeps what was typed.
  const { submit } = useWrite(
    (dp, info: ShippingInfo) => dp.addShippingInfo({ orderId: order._id, ...info }),
    { bannerOnRefusal: true },
  );
  return <AddShippingInfoForm texts="app.orders.shipping_info" save={submit} onClose={onClose} />;
};
