import { formatZonedDateTime } from '../../i18n/shown';

/**
 * A PO's or PUO's scheduled date & time as the operator chose it: DD/MM/YYYY HH:mm (German
 * DD.MM.YYYY HH:mm) in the operator's time zone (TZ_OPERATOR, named by the record), the zone the
 * schedule dialog speaks.
 */
export function scheduleText(po: { schedule_time: string; time_zone: string }): string {
  const instant = new Date(po.schedule_time);
  if (Number.isNaN(instant.getTime())) return '';
  return formatZonedDateTime(instant, po.time_zone);
}
