/**
 * Notification schedules of suppliers and shipping agents: the text "days,time" means
 * "after N days, at HH:MM" (spec 001 section 3). A PO or PUO opened today is sent on
 * today + N days at that time, in the operator's time zone.
 */
export const SCHEDULE_DAYS = { min: 1, max: 30 } as const;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface Schedule {
  days: number;
  time: string; // HH:MM, 24-hour
}

export function isTime(value: string): boolean {
  return TIME.test(value);
}

export function scheduleProblem(
  days: number,
  time: string,
): { field: 'days' | 'time'; message: string } | null {
  if (!Number.isInteger(days) || days < SCHEDULE_DAYS.min || days > SCHEDULE_DAYS.max) {
    return {
      field: 'days',
      message: `Notification day must be a whole number from ${SCHEDULE_DAYS.min} to ${SCHEDULE_DAYS.max}`,
    };
  }
  if (!isTime(time))
    return { field: 'time', message: 'Notification time must be a 24-hour time such as 09:30' };
  return null;
}

/**
 * What is wrong with each part of a schedule as typed in the form, each named like the other
 * fields' messages: an empty part is required, a filled one must be valid. Both parts are
 * checked, so an empty Notification Time shows its error beside a wrong day.
 */
export function schedulePartProblems(daysText: string, time: string): { days?: string; time?: string } {
  const problems: { days?: string; time?: string } = {};
  if (daysText.trim() === '') problems.days = 'Notification day is required';
  else {
    const dayProblem = scheduleProblem(Number(daysText), '00:00');
    if (dayProblem) problems.days = dayProblem.message;
  }
  if (time.trim() === '') problems.time = 'Notification time is required';
  else if (!isTime(time)) problems.time = scheduleProblem(SCHEDULE_DAYS.min, time)!.message;
  return problems;
}

export function formatSchedule({ days, time }: Schedule): string {
  return `${days},${time}`;
}

/** Reads "days,time"; returns null for anything else (days out of range, 12-hour times...). */
export function parseSchedule(text: string | null | undefined): Schedule | null {
  if (!text) return null;
  const [dayText, time, ...rest] = text.split(',').map((part) => part.trim());
  if (rest.length || time === undefined) return null;
  const days = Number(dayText);
  return scheduleProblem(days, time) ? null : { days, time };
}

/**
 * One formatter per time zone, kept: making an Intl.DateTimeFormat costs far more than using it,
 * and the due dates of a list page read the zone's clock for every row.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock parts of an instant in a time zone: the one reading of a zone's clock. */
export function zonedParts(instant: Date, timeZone: string) {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The instant at which the wall clock of timeZone shows that date and time. */
export function zonedTime(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  // Correct by the zone's offset at the guess, twice to settle across a DST change.
  let instant = guess;
  for (let i = 0; i < 2; i++) {
    const p = zonedParts(new Date(instant), timeZone);
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute);
    instant += guess - shown;
  }
  return new Date(instant);
}

/** When something opened at `now` is due: today + days, at time, in the operator's zone. */
export function scheduledAt(now: Date, schedule: Schedule, timeZone = 'UTC'): Date {
  const today = zonedParts(now, timeZone);
  const [hour, minute] = schedule.time.split(':').map(Number);
  const date = new Date(Date.UTC(today.year, today.month - 1, today.day + schedule.days));
  return zonedTime(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), hour, minute, timeZone);
}

/** A number as two digits: 7 → '07'. */
export const two = (n: number) => String(n).padStart(2, '0');

/** 'DD/MM/YYYY T HH:mm', as the lists' "Schedule Date & time" column shows it. */
export function formatScheduleLabel(instant: Date, timeZone = 'UTC'): string {
  const p = zonedParts(instant, timeZone);
  return `${two(p.day)}/${two(p.month)}/${p.year} T ${two(p.hour)}:${two(p.minute)}`;
}

/** The column value for a stored schedule text, or '' when it cannot be read. */
export function scheduleLabel(text: string | null | undefined, now: Date, timeZone = 'UTC'): string {
  const schedule = parseSchedule(text);
  return schedule ? formatScheduleLabel(scheduledAt(now, schedule, timeZone), timeZone) : '';
}
