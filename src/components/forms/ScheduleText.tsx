import { useTranslate } from 'react-admin';
import { parseSchedule } from '../../../domain/schedule';

/** A stored 'days,time' in words: 'After 2 Day(s) at 09:30'; an unreadable text as it is. */
export const ScheduleText = ({ value }: { value: string | null | undefined }) => {
  const translate = useTranslate();
  const schedule = parseSchedule(value);
  if (!schedule) return <>{value ?? ''}</>;
  return <>{translate('app.forms.schedule_text', { days: schedule.days, time: schedule.time })}</>;
};
