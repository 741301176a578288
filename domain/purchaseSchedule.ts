import { isTime, scheduledAt, two, zonedParts, zonedTime, type Schedule } from './schedule';

/**
 * When a purchase order is sent, and how an Admin may move it (DESIGN.md section 4 step 5;
 * spec 000 section 5 "Schedule date change"). Times are wall-clock times of the operator's zone.
 */
const SCHEDULE_STEP_MINUTES = 30;

/** A new PO opened at `now` is due today + days, at time (supplier's notification_schedule). */
export function poScheduleTime(
  now: Date,
  supplier: { notificationDays: number; notificationTime: string },
  timeZone: string,
): Date {
  const schedule: Schedule = { days: supplier.notificationDays, time: supplier.notificationTime };
  return scheduledAt(now, schedule, timeZone);
}

export interface WallClock {
  date: string; // YYYY-MM-DD
  time: string; // HH:MM
}

/** The operator's calendar date and time of an instant. */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const p = zonedParts(instant, timeZone);
  return { date: `${p.year}-${two(p.month)}-${two(p.day)}`, time: `${two(p.hour)}:${two(p.minute)}` };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDate(date: string): boolean {
  const m = DATE.exec(date);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
}

/** The instant of a wall-clock date and time in the zone, or null when the zone skips it (DST). */
export function instantOf({ date, time }: WallClock, timeZone: string): Date | null {
  const d = DATE.exec(date);
  if (!d || !isTime(time) || !isRealDate(date)) return null;
  const instant = zonedTime(+d[1], +d[2], +d[3], +time.slice(0, 2), +time.slice(3, 5), timeZone);
  const shown = wallClock(instant, timeZone);
  return shown.date === date && shown.time === time ? instant : null;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;

/**
 * The times the "Update Scheduled date & time" dialog offers for a chosen date: none before the
 * current scheduled date; on that date, from the current scheduled time in 30-minute steps;
 * on a later date, from 00:00 in 30-minute steps. Wall-clock times that the zone skips on a
 * daylight-saving day are left out.
 */
export function allowedScheduleTimes(current: Date, chosenDate: string, timeZone: string): string[] {
  if (!isRealDate(chosenDate)) return [];
  const now = wallClock(current, timeZone);
  if (chosenDate < now.date) return [];
  const start = chosenDate === now.date ? minutesOf(now.time) : 0;
  const times: string[] = [];
  for (let m = start; m < 24 * 60; m += SCHEDULE_STEP_MINUTES) {
    const time = timeOf(m);
    if (instantOf({ date: chosenDate, time }, timeZone)) times.push(time);
  }
  return times;
}

export type ScheduleChange =
  { ok: true; scheduleTime: Date } | { ok: false; field: 'date' | 'time'; message: string };

/** The server's check of a new schedule: exactly what allowedScheduleTimes would offer. */
export function checkScheduleChange(current: Date, chosen: WallClock, timeZone: string): ScheduleChange {
  if (!isRealDate(chosen.date)) return { ok: false, field: 'date', message: 'Choose a date (YYYY-MM-DD)' };
  if (chosen.date < wallClock(current, timeZone).date)
    return { ok: false, field: 'date', message: 'The new date cannot be before the current scheduled date' };
  if (!isTime(chosen.time))
    return { ok: false, field: 'time', message: 'Choose a 24-hour time such as 09:30' };
  if (!allowedScheduleTimes(current, chosen.date, timeZone).includes(chosen.time))
    return {
      ok: false,
      field: 'time',
      message: 'Choose a time in 30-minute steps, not before the current scheduled time',
    };
  return { ok: true, scheduleTime: instantOf(chosen, timeZone)! };
}

/** Reads the dialog's 'YYYY-MM-DDTHH:mm' (spaces around the T allowed, seconds ignored). */
export function parseScheduleText(text: string): WallClock | null {
  const m = /^\s*(\d{4}-\d{2}-\d{2})\s*T\s*(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?\s*$/.exec(text);
  return m ? { date: m[1], time: m[2] } : null;
}
