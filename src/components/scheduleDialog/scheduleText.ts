import { wallClock } from '../../../domain/purchaseSchedule';

/**
 * A PO's or PUO's scheduled date & time as the operator chose it: DD/MM/YYYY HH:mm in the operator's
 * time zone (TZ_OPERATOR, named by the record), the zone the schedule dialog speaks.
 */
export function scheduleText(po: { schedule_time: string; time_zone: string }): string {
  const instant = new Date(po.schedule_time);
  if (Number.isNaN(instant.getTime())) return '';
  const { date, time } = wallClock(instant, po.time_zone);
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time}`;
}
