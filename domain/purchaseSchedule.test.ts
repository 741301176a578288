import { describe, expect, it } from 'vitest';
import {
  allowedScheduleTimes,
  checkScheduleChange,
  instantOf,
  parseScheduleText,
  poScheduleTime,
  wallClock,
} from './purchaseSchedule';

describe('poScheduleTime', () => {
  it("is today + days at the supplier's time, in UTC", () => {
    const now = new Date('2026-11-23T18:45:00Z');
    expect(poScheduleTime(now, { notificationDays: 2, notificationTime: '09:30' }, 'UTC').toISOString()).toBe(
      '2026-11-25T09:30:00.000Z',
    );
  });
  it("takes 'today' in the operator's zone (already tomorrow in Tokyo)", () => {
    const now = new Date('2026-11-23T20:00:00Z'); // 24 Nov 05:00 in Tokyo
    expect(
      poScheduleTime(now, { notificationDays: 1, notificationTime: '10:00' }, 'Asia/Tokyo').toISOString(),
    ).toBe('2026-11-25T01:00:00.000Z');
  });
  it('keeps the wall-clock time across a daylight-saving change (New York, 8 March 2026)', () => {
    const now = new Date('2026-03-07T15:00:00Z'); // 10:00 EST
    expect(
      poScheduleTime(
        now,
        { notificationDays: 2, notificationTime: '09:00' },
        'America/New_York',
      ).toISOString(),
    ).toBe('2026-03-09T13:00:00.000Z'); // 09:00 EDT
  });
});

describe('wallClock / instantOf', () => {
  it('round-trips a wall-clock time in a zone', () => {
    const at = instantOf({ date: '2026-07-01', time: '14:30' }, 'Europe/Berlin')!;
    expect(at.toISOString()).toBe('2026-07-01T12:30:00.000Z');
    expect(wallClock(at, 'Europe/Berlin')).toEqual({ date: '2026-07-01', time: '14:30' });
  });
  it('has no instant for a time the zone skips, nor for impossible dates or times', () => {
    expect(instantOf({ date: '2026-03-29', time: '01:30' }, 'Europe/London')).toBeNull();
    expect(instantOf({ date: '2026-02-30', time: '10:00' }, 'UTC')).toBeNull();
    expect(instantOf({ date: '2026-02-10', time: '24:00' }, 'UTC')).toBeNull();
    expect(instantOf({ date: '10/02/2026', time: '10:00' }, 'UTC')).toBeNull();
  });
});

describe('allowedScheduleTimes', () => {
  const current = new Date('2026-11-25T09:30:00Z');
  it('offers nothing before the current scheduled date', () => {
    expect(allowedScheduleTimes(current, '2026-11-24', 'UTC')).toEqual([]);
  });
  it('starts at the current scheduled time when the date is unchanged', () => {
    const times = allowedScheduleTimes(current, '2026-11-25', 'UTC');
    expect(times[0]).toBe('09:30');
    expect(times[1]).toBe('10:00');
    expect(times.at(-1)).toBe('23:30');
    expect(times).toHaveLength(29);
  });
  it('steps 30 minutes from an off-grid current time', () => {
    const times = allowedScheduleTimes(new Date('2026-11-25T09:15:00Z'), '2026-11-25', 'UTC');
    expect(times.slice(0, 2)).toEqual(['09:15', '09:45']);
    expect(times.at(-1)).toBe('23:45');
  });
  it('starts at 00:00 on a later date: 48 times', () => {
    const times = allowedScheduleTimes(current, '2026-11-26', 'UTC');
    expect(times[0]).toBe('00:00');
    expect(times).toHaveLength(48);
  });
  it("reads the current date in the operator's zone", () => {
    // 23:30 UTC on 25 Nov is 26 Nov 00:30 in Berlin: 25 Nov is before it there.
    const late = new Date('2026-11-25T23:30:00Z');
    expect(allowedScheduleTimes(late, '2026-11-25', 'Europe/Berlin')).toEqual([]);
    expect(allowedScheduleTimes(late, '2026-11-26', 'Europe/Berlin')[0]).toBe('00:30');
  });
  it('leaves out the hour a daylight-saving day skips', () => {
    const times = allowedScheduleTimes(current, '2026-03-29', 'Europe/London');
    expect(times).toEqual([]); // before the current date
    const spring = allowedScheduleTimes(new Date('2026-03-28T12:00:00Z'), '2026-03-29', 'Europe/London');
    expect(spring).toHaveLength(46);
    expect(spring).not.toContain('01:00');
    expect(spring).not.toContain('01:30');
    expect(spring).toContain('02:00');
  });
  it('offers nothing for a date that does not exist', () => {
    expect(allowedScheduleTimes(current, '2026-13-01', 'UTC')).toEqual([]);
  });
});

describe('checkScheduleChange', () => {
  const current = new Date('2026-11-25T09:30:00Z');
  it('accepts what the dialog offers and answers the instant', () => {
    expect(checkScheduleChange(current, { date: '2026-11-25', time: '10:00' }, 'UTC')).toEqual({
      ok: true,
      scheduleTime: new Date('2026-11-25T10:00:00Z'),
    });
    expect(checkScheduleChange(current, { date: '2026-11-27', time: '00:00' }, 'Europe/Paris')).toEqual({
      ok: true,
      scheduleTime: new Date('2026-11-26T23:00:00Z'),
    });
  });
  it('refuses an earlier date, naming the date', () => {
    expect(checkScheduleChange(current, { date: '2026-11-24', time: '10:00' }, 'UTC')).toMatchObject({
      ok: false,
      field: 'date',
    });
  });
  it('refuses a malformed date', () => {
    expect(checkScheduleChange(current, { date: 'tomorrow', time: '10:00' }, 'UTC')).toMatchObject({
      ok: false,
      field: 'date',
    });
  });
  it('refuses a malformed time, an earlier time the same day, and an off-step time', () => {
    for (const time of ['25:00', '09:00', '10:15']) {
      expect(checkScheduleChange(current, { date: '2026-11-25', time }, 'UTC')).toMatchObject({
        ok: false,
        field: 'time',
      });
    }
  });
  it('refuses a skipped wall-clock time on a daylight-saving day', () => {
    const before = new Date('2026-03-28T12:00:00Z');
    expect(checkScheduleChange(before, { date: '2026-03-29', time: '01:30' }, 'Europe/London')).toMatchObject(
      {
        ok: false,
        field: 'time',
      },
    );
    expect(checkScheduleChange(before, { date: '2026-03-29', time: '02:00' }, 'Europe/London')).toEqual({
      ok: true,
      scheduleTime: new Date('2026-03-29T01:00:00Z'),
    });
  });
});

describe('parseScheduleText', () => {
  it('reads date T time with or without spaces and seconds', () => {
    expect(parseScheduleText('2026-11-25T10:00')).toEqual({ date: '2026-11-25', time: '10:00' });
    expect(parseScheduleText('2026-11-25 T 10:00')).toEqual({ date: '2026-11-25', time: '10:00' });
    expect(parseScheduleText('2026-11-25T10:00:00.000')).toEqual({ date: '2026-11-25', time: '10:00' });
  });
  it('refuses anything else', () => {
    expect(parseScheduleText('25/11/2026 10:00')).toBeNull();
    expect(parseScheduleText('')).toBeNull();
  });
});
