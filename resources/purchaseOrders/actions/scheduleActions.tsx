import { useTranslate } from 'react-admin';
import { canChangePo } from '../../../domain/purchaseOrders';
import { SendNowButton, UpdateScheduleButton } from '../../../src/components/actions/ScheduleActions';
import type { PurchaseOrder } from '../types';

/**
 * The edit icon beside a PO's scheduled date & time, while it is to be sent: Update Scheduled
 * date & time (New Date, New Time, Done; spec 000 sections 2 and 5).
 */
export const UpdatePoScheduleButton = () => {
  const translate = useTranslate();
  return (
    <UpdateScheduleButton<PurchaseOrder>
      allowed={(po) => canChangePo(po.notification_status, 'schedule')}
      label={(po) => translate('app.purchase_orders.schedule.edit', { po: po.poNumber })}
      update={(dp, params) => dp.updatePurchaseOrderSchedule(params)}
    />
  );
};

/**
 * 'send' on a row of Scheduled Supplier Orders (POST /supplier-order-sent-now with the page shown):
 * the PO is e-mailed now and moves to Sent; the answer is the refreshed page.
 */
export const SendPoNowButton = () => {
  const translate = useTranslate();
  return (
    <SendNowButton<PurchaseOrder>
      allowed={(po) => canChangePo(po.notification_status, 'send')}
      label={(po) => translate('app.purchase_orders.send.label', { po: po.poNumber })}
      text="app.purchase_orders.send.action"
      send={async (dp, params) => {
        const { msg, supplierOrders, count } = await dp.sendPurchaseOrderNow(params);
        return { msg, rows: supplierOrders, total: count };
      }}
    />
  );
};
