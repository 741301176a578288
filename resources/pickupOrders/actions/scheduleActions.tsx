import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import { useTranslate } from 'react-admin';
import { canChangePuo } from '../../../domain/pickupOrders';
import { SendNowButton, UpdateScheduleButton } from '../../../src/components/actions/ScheduleActions';
import type { PickupOrder } from '../types';

/** The edit icon beside a scheduled PUO's date: Update Scheduled date & time, with its confirm button. */
export const UpdatePuoScheduleButton = () => {
  const translate = useTranslate();
  return (
    <UpdateScheduleButton<PickupOrder>
      allowed={(puo) => canChangePuo(puo.notification_status, 'schedule')}
      label={(puo) => translate('app.pickup_orders.schedule.edit', { number: puo.pickupOrderNumber })}
      icon={<EditCalendarOutlinedIcon fontSize="small" />}
      submitLabel="app.schedule_dialog.confirm"
      update={(dp, params) => dp.updatePickupOrderDate(params)}
    />
  );
};

/**
 * 'send' on a scheduled PUO (POST /pickup-order-sent-now with the page shown): e-mails the agent
 * now; the PUO moves to Pickup Orders Sent, and the answer is the refreshed page.
 */
export const SendPuoNowButton = () => {
  const translate = useTranslate();
  return (
    <SendNowButton<PickupOrder>
      allowed={(puo) => canChangePuo(puo.notification_status, 'send')}
      label={(puo) => `${translate('app.pickup_orders.send')} ${puo.pickupOrderNumber}`}
      text="app.pickup_orders.send"
      send={async (dp, params) => {
        const { msg, pickupOrders, count } = await dp.sendPickupOrderNow(params);
        return { msg, rows: pickupOrders, total: count };
      }}
    />
  );
};
