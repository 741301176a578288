import { useEffect, useMemo } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import { DateInput, SelectInput, useRecordContext, useTranslate } from 'react-admin';
import { z } from 'zod';
import { canChangePo } from '../../../domain/purchaseOrders';
import { allowedScheduleTimes, checkScheduleChange, wallClock } from '../../../domain/purchaseSchedule';
import { OrderDialogForm } from '../../orders/actions/OrderDialogForm';
import { useOrderActions } from '../../orders/actions/OrderActionsContext';
import { useOrderMutation } from '../../orders/actions/useOrderMutation';
import { scheduleText } from '../scheduleText';
import type { PurchaseOrder } from '../types';

/**
 * The dialog's check: New Date and New Time required, then exactly the server's rule
 * (checkScheduleChange: not before the current scheduled date, a time the dialog offers).
 */
function scheduleForm(current: Date, timeZone: string) {
  return z
    .object({
      date: z.string({ error: 'New Date is required' }).min(1, 'New Date is required'),
      time: z.string({ error: 'New Time is required' }).min(1, 'New Time is required'),
    })
    .superRefine((chosen, ctx) => {
      const check = checkScheduleChange(current, chosen, timeZone);
      if (!check.ok) ctx.addIssue({ code: 'custom', path: [check.field], message: check.message });
    });
}

/** New Time: the times allowedScheduleTimes offers for the chosen date; a time not offered there is replaced. */
const NewTimeInput = ({ current, timeZone }: { current: Date; timeZone: string }) => {
  const translate = useTranslate();
  const date = useWatch({ name: 'date' }) as string | null;
  const chosen = useWatch({ name: 'time' }) as string | null;
  const { setValue } = useFormContext();
  const times = useMemo(
    () => (date ? allowedScheduleTimes(current, date, timeZone) : []),
    [current, date, timeZone],
  );
  useEffect(() => {
    if (chosen && !times.includes(chosen)) setValue('time', times[0] ?? '', { shouldDirty: true });
    else if (!chosen && times.length) setValue('time', times[0], { shouldDirty: true });
  }, [times, chosen, setValue]);
  return (
    <SelectInput
      source="time"
      label="app.purchase_orders.schedule.new_time"
      choices={times.map((t) => ({ id: t, name: t }))}
      translateChoice={false}
      emptyText=""
      fullWidth
      helperText={date && !times.length ? translate('app.purchase_orders.schedule.no_time') : false}
    />
  );
};

const ScheduleDialog = ({ po, onClose }: { po: PurchaseOrder; onClose: () => void }) => {
  const translate = useTranslate();
  const current = useMemo(() => new Date(po.schedule_time), [po.schedule_time]);
  const schema = useMemo(() => scheduleForm(current, po.time_zone), [current, po.time_zone]);
  const start = wallClock(current, po.time_zone);
  const { submit } = useOrderMutation((dp, time: string) =>
    dp.updatePurchaseOrderSchedule({ id: po._id, time }),
  );
  return (
    <OrderDialogForm
      id="po-schedule-title"
      title="app.purchase_orders.schedule.title"
      schema={schema}
      defaultValues={{ date: start.date, time: start.time }}
      submitLabel="app.purchase_orders.schedule.done"
      save={({ date, time }) => submit(`${date}T${time}`)}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.purchase_orders.schedule.current', {
          when: scheduleText(po),
          zone: po.time_zone,
        })}
      </Typography>
      <DateInput
        source="date"
        label="app.purchase_orders.schedule.new_date"
        fullWidth
        inputProps={{ min: start.date }}
      />
      <NewTimeInput current={current} timeZone={po.time_zone} />
    </OrderDialogForm>
  );
};

/**
 * The edit icon beside a PO's scheduled date & time, while it is to be sent: Update Scheduled
 * date & time (New Date, New Time, Done; spec 000 sections 2 and 5).
 */
export const UpdateScheduleButton = () => {
  const po = useRecordContext<PurchaseOrder>();
  const translate = useTranslate();
  const { showDialog, closeDialog } = useOrderActions();
  if (!po || !canChangePo(po.notification_status, 'schedule')) return null;
  return (
    <IconButton
      size="small"
      aria-label={translate('app.purchase_orders.schedule.edit', { po: po.poNumber })}
      onClick={(event) => {
        event.stopPropagation();
        showDialog(<ScheduleDialog po={po} onClose={closeDialog} />);
      }}
    >
      <EditIcon fontSize="small" />
    </IconButton>
  );
};
