import { estimatedDateOf } from '../../../domain/supplierLines';
import { warehouseOrderDateBody } from '../../../domain/schemas/warehouseOrders';
import { useWrite } from '../../../src/components/actions';
import { DialogForm } from '../../../src/components/actions/DialogForm';
import type { Order } from '../../../src/components/orders/types';
import { WarehouseDateInput } from './inputs';
import { pastDayConfirmation } from '../../../src/components/forms';

/** Spec 000 section 9: the estimated-date modal closes itself 3 seconds after the update. */
const CLOSE_AFTER_MS = 3000;

const schema = warehouseOrderDateBody.pick({ estimatedDate: true });

/**
 * Update Estimated Shipping Date (spec 000 sections 2 and 5): a required date, of which only the
 * date part (YYYY-MM-DD) is sent; once saved the dialog says so and closes itself after 3 s.
 */
export const UpdateEstimatedDateDialog = ({ order, onClose }: { order: Order; onClose: () => void }) => {
  const { submit } = useWrite((dp, estimatedDate: string) =>
    dp.setWarehouseOrderEstimatedDate({ orderId: order._id, estimatedDate }),
  );
  return (
    <DialogForm
      title="app.warehouse_orders.date.title"
      schema={schema}
      record={{ estimatedDate: order.estimated_shipping_date?.slice(0, 10) ?? '' }}
      submitLabel="app.warehouse_orders.date.update"
      maxWidth="xs"
      closeAfterMs={CLOSE_AFTER_MS}
      ready={(values) => !!estimatedDateOf(String(values.estimatedDate ?? ''))}
      confirm={pastDayConfirmation('estimatedDate')}
      save={async ({ estimatedDate }) => {
        const outcome = await submit(estimatedDateOf(estimatedDate)!);
        return outcome && 'saved' in outcome ? { saved: 'app.warehouse_orders.date.closing' } : outcome;
      }}
      onClose={onClose}
    >
      <WarehouseDateInput orderDate={order.order_created_at} />
    </DialogForm>
  );
};
