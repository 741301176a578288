import IconButton from '@mui/material/IconButton';
import EditCalendarOutlinedIcon from '@mui/icons-material/EditCalendarOutlined';
import { useRecordContext, useTranslate } from 'react-admin';
import { canUpdatePickupSchedule } from '../../../domain/pickupOrderActions';
import { ScheduleDialog } from '../../../src/components/scheduleDialog';
import { useActions } from '../../../src/components/actions/ActionsContext';
import { useWrite } from '../../../src/components/actions/useWrite';
import type { PickupOrder } from '../types';

/** The edit icon beside a scheduled PUO's date: Update Scheduled date & time. */
export const UpdateScheduleButton = () => {
  const puo = useRecordContext<PickupOrder>();
  const translate = useTranslate();
  const { showDialog, closeDialog } = useActions();
  if (!puo || !canUpdatePickupSchedule(puo)) return null;
  return (
    <IconButton
      size="small"
      aria-label={translate('app.pickup_orders.schedule.edit', { number: puo.pickupOrderNumber })}
      onClick={(event) => {
        event.stopPropagation();
        showDialog(<UpdateSchedule puo={puo} onClose={closeDialog} />);
      }}
    >
      <EditCalendarOutlinedIcon fontSize="small" />
    </IconButton>
  );
};

const UpdateSchedule = ({ puo, onClose }: { puo: PickupOrder; onClose: () => void }) => {
  const { submit } = useWrite((dp, time: string) => dp.updatePickupOrderDate({ id: puo._id, time }));
  // The spec's PUO dialog has a confirm button (the PO's reads Done).
  return (
    <ScheduleDialog
      current={puo.schedule_time}
      timeZone={puo.time_zone}
      save={submit}
      onClose={onClose}
      submitLabel="app.schedule_dialog.confirm"
    />
  );
};
