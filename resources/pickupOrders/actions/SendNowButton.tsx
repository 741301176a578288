import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { canSendPickupOrder } from '../../../domain/pickupOrderActions';
import { useWrite } from '../../../src/components/actions/useWrite';
import type { PickupOrder } from '../types';

/**
 * 'send' on a scheduled PUO: e-mails the agent now (POST /pickup-order-sent-now with the page
 * shown); the PUO moves to Pickup Orders Sent and the list reloads.
 */
export const SendNowButton = () => {
  const puo = useRecordContext<PickupOrder>();
  const translate = useTranslate();
  const { page, perPage } = useListContext();
  const { run, isPending } = useWrite((dp, id: string) => dp.sendPickupOrderNow({ id, page, perPage }));
  if (!puo || !canSendPickupOrder(puo)) return null;
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<SendIcon />}
      disabled={isPending}
      aria-label={`${translate('app.pickup_orders.send')} ${puo.pickupOrderNumber}`}
      onClick={(event) => {
        event.stopPropagation();
        void run(puo._id);
      }}
    >
      {translate('app.pickup_orders.send')}
    </Button>
  );
};
