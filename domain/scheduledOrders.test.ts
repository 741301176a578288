import { describe, expect, it } from 'vitest';
import { TransitionError } from './orderStatus';
import { changeRule, formatOrderNumber } from './scheduledOrders';

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
