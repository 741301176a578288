import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';
import { canChangePo } from '../../../domain/purchaseOrders';
import { useWrite } from '../../../src/components/actions/useWrite';
import type { PurchaseOrder } from '../types';

/**
 * 'send' on a row of Scheduled Supplier Orders: the PO is e-mailed now and moves to Sent
 * (spec 000 sections 2 and 4); the server's msg is the banner and the list reloads.
 */
export const SendNowButton = () => {
  const po = useRecordContext<PurchaseOrder>();
  const translate = useTranslate();
  const { page, perPage } = useListContext();
  const { run, isPending } = useWrite((dp, id: string) => dp.sendPurchaseOrderNow({ id, page, perPage }));
  if (!po || !canChangePo(po.notification_status, 'send')) return null;
  return (
    <Button
      size="small"
      variant="contained"
      startIcon={<SendIcon fontSize="small" />}
      disabled={isPending}
      aria-label={translate('app.purchase_orders.send.label', { po: po.poNumber })}
      onClick={(event) => {
        event.stopPropagation();
        void run(po._id);
      }}
    >
      {translate('app.purchase_orders.send.action')}
    </Button>
  );
};
