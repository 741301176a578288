import { describe, expect, it } from 'vitest';
import { TransitionError } from './orderStatus';
import { changeRule, dueWindow, formatOrderNumber, sendNowOutcome } from './scheduledOrders';

describe('formatOrderNumber', () => {
  it('pads to six digits after the prefix, so the text sorts as the number', () => {
    expect(formatOrderNumber('PO', 123)).toBe('PO-000123');
    expect(formatOrderNumber('PUO', 1234567)).toBe('PUO-1234567');
    expect(formatOrderNumber('PO', 999) < formatOrderNumber('PO', 1000)).toBe(true);
  });
  it.each([0, -1, 1.5, Number.NaN])('refuses %s', (n) => {
    expect(() => formatOrderNumber('PO', n)).toThrow(RangeError);
  });
});

describe('changeRule', () => {
  const rule = changeRule<'schedule' | 'send' | 'notes'>('thing', ['schedule', 'send']);
  it('allows the to-be-sent changes before sending, the others after', () => {
    expect(rule.can('to_be_sent', 'schedule')).toBe(true);
    expect(rule.can('sent', 'schedule')).toBe(false);
    expect(rule.can('sent', 'notes')).toBe(true);
    expect(rule.can('to_be_sent', 'notes')).toBe(false);
  });
  it('names the kind in its refusals', () => {
    expect(() => rule.assert('sent', 'send')).toThrow('This thing has already been sent');
    expect(() => rule.assert('sent', 'schedule')).toThrow(
      'This thing has been sent: it can no longer be changed',
    );
    expect(() => rule.assert('to_be_sent', 'notes')).toThrow(TransitionError);
    expect(() => rule.assert('to_be_sent', 'notes')).toThrow('This thing has not been sent yet');
  });
});

describe('dueWindow', () => {
  const now = new Date('2026-03-28T21:30:00Z'); // 22:30 in Berlin, before the clocks go forward

  it('takes every order past its time as overdue', () => {
    expect(dueWindow('overdue', now, 'Europe/Berlin')).toEqual({ after: null, until: now });
  });

  it("takes the rest of the operator's day as due today", () => {
    expect(dueWindow('due-today', now, 'Europe/Berlin')).toEqual({
      after: now,
      until: new Date('2026-03-28T22:59:59.999Z'),
    });
    // Already tomorrow in Tokyo: its day ends at its own midnight.
    expect(dueWindow('due-today', now, 'Asia/Tokyo').until).toEqual(new Date('2026-03-29T14:59:59.999Z'));
  });
});

describe('sendNowOutcome', () => {
  it('sends a row to be sent, not held', () => {
    expect(sendNowOutcome({ status: 'to_be_sent', held: false })).toBe('send');
  });
  it('answers a gone, a sent and a held row without sending', () => {
    expect(sendNowOutcome(undefined)).toBe('missing');
    expect(sendNowOutcome({ status: 'sent', held: false })).toBe('already-sent');
    expect(sendNowOutcome({ status: 'sent', held: true })).toBe('already-sent');
    expect(sendNowOutcome({ status: 'to_be_sent', held: true })).toBe('held');
  });
});
