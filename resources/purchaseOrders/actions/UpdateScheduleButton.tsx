import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import { useRecordContext, useTranslate } from 'react-admin';
import { canChangePo } from '../../../domain/purchaseOrders';
import { ScheduleDialog } from '../../../src/components/scheduleDialog';
import { useActions } from '../../../src/components/actions/ActionsContext';
import { useWrite } from '../../../src/components/actions/useWrite';
import type { PurchaseOrder } from '../types';

const UpdateSchedule = ({ po, onClose }: { po: PurchaseOrder; onClose: () => void }) => {
  const { submit } = useWrite((dp, time: string) => dp.updatePurchaseOrderSchedule({ id: po._id, time }));
  return (
    <ScheduleDialog current={po.schedule_time} timeZone={po.time_zone} save={submit} onClose={onClose} />
  );
};

/**
 * The edit icon beside a PO's scheduled date & time, while it is to be sent: Update Scheduled
 * date & time (New Date, New Time, Done; spec 000 sections 2 and 5).
 */
export const UpdateScheduleButton = () => {
  const po = useRecordContext<PurchaseOrder>();
  const translate = useTranslate();
  const { showDialog, closeDialog } = useActions();
  if (!po || !canChangePo(po.notification_status, 'schedule')) return null;
  return (
    <IconButton
      size="small"
      aria-label={translate('app.purchase_orders.schedule.edit', { po: po.poNumber })}
      onClick={(event) => {
        event.stopPropagation();
        showDialog(<UpdateSchedule po={po} onClose={closeDialog} />);
      }}
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
};
