import { describe, expect, it } from 'vitest';
import {
  formatSchedule,
  formatScheduleLabel,
  parseSchedule,
  scheduleLabel,
  scheduleProblem,
  schedulePartProblems,
  scheduledAt,
} from './schedule';

describe('parseSchedule / formatSchedule', () => {
  it('reads "days,time"', () => {
    expect(parseSchedule('3,14:30')).toEqual({ days: 3, time: '14:30' });
    expect(parseSchedule(' 1 , 09:00 ')).toEqual({ days: 1, time: '09:00' });
    expect(formatSchedule({ days: 30, time: '23:59' })).toBe('30,23:59');
  });
  it.each(['', '0,10:00', '31,10:00', '2', '2,25:00', '2,9:00', '1.5,10:00', '2,10:00,x', 'a,10:00'])(
    'refuses %j',
    (text) => {
      expect(parseSchedule(text)).toBeNull();
    },
  );
  it('names the field at fault', () => {
    expect(scheduleProblem(0, '10:00')?.field).toBe('days');
    expect(scheduleProblem(5, '24:00')?.field).toBe('time');
    expect(scheduleProblem(5, '00:00')).toBeNull();
  });
});

describe('scheduledAt', () => {
  it('is today + N days at the time, in UTC', () => {
    const now = new Date('2026-11-23T18:45:00Z');
    expect(scheduledAt(now, { days: 2, time: '09:30' }).toISOString()).toBe('2026-11-25T09:30:00.000Z');
  });
  it('crosses month and year ends', () => {
    expect(scheduledAt(new Date('2026-12-30T10:00:00Z'), { days: 3, time: '08:00' }).toISOString()).toBe(
      '2027-01-02T08:00:00.000Z',
    );
  });
  it("uses the operator's time zone for 'today' and for the time", () => {
    // 23:30 UTC on 23 Nov is already 24 Nov in Berlin (UTC+1 in winter).
    const now = new Date('2026-11-23T23:30:00Z');
    expect(scheduledAt(now, { days: 1, time: '10:00' }, 'Europe/Berlin').toISOString()).toBe(
      '2026-11-25T09:00:00.000Z',
    );
  });
  it('keeps the wall-clock time across a daylight-saving change', () => {
    // Europe/London moves to BST on 29 March 2026.
    const now = new Date('2026-03-28T12:00:00Z');
    expect(scheduledAt(now, { days: 2, time: '10:00' }, 'Europe/London').toISOString()).toBe(
      '2026-03-30T09:00:00.000Z',
    );
  });
});

describe('labels', () => {
  it("formats as 'DD/MM/YYYY T HH:mm'", () => {
    expect(formatScheduleLabel(new Date('2026-01-05T07:05:00Z'))).toBe('05/01/2026 T 07:05');
  });
  it('computes the column from the stored text', () => {
    expect(scheduleLabel('1,16:30', new Date('2026-11-23T10:00:00Z'))).toBe('24/11/2026 T 16:30');
    expect(scheduleLabel('nonsense', new Date())).toBe('');
  });
});

describe('schedulePartProblems', () => {
  it('names each empty part as required', () => {
    expect(schedulePartProblems('', '')).toEqual({
      days: 'Notification day is required',
      time: 'Notification time is required',
    });
    expect(schedulePartProblems('3', '')).toEqual({ time: 'Notification time is required' });
  });
  it('checks both filled parts, and finds nothing wrong in a good schedule', () => {
    expect(schedulePartProblems('31', '25:00')).toEqual({
      days: 'Notification day must be a whole number from 1 to 30',
      time: 'Notification time must be a 24-hour time such as 09:30',
    });
    expect(schedulePartProblems('2', '09:30')).toEqual({});
  });
});
