import { describe, expect, it } from 'vitest';
import {
  assertManualStatusChange,
  assertNoShippingInfo,
  assertNotRefunded,
  canChangeStatusManually,
  orderStatusOf,
  statusColour,
  tagStatus,
  TransitionError,
} from './orderStatus';

describe('orderStatusOf', () => {
  it('is the least advanced status of the lines', () => {
    expect(orderStatusOf(['Shipped', 'Ready', 'Awaiting Pickup'])).toBe('Ready');
    expect(orderStatusOf(['Preparation', 'Pending'])).toBe('Pending');
  });
  it('ignores refunded lines', () => {
    expect(orderStatusOf(['Refund', 'Shipped'])).toBe('Shipped');
  });
  it('is Refund when every line is refunded, Pending without lines', () => {
    expect(orderStatusOf(['Refund', 'Refund'])).toBe('Refund');
    expect(orderStatusOf([])).toBe('Pending');
  });
});

describe('badges and tags', () => {
  it('colours statuses as the spec says', () => {
    expect(statusColour('Pending')).toBe('warning');
    expect(['Preparation', 'Ready', 'Awaiting Pickup'].map((s) => statusColour(s as never))).toEqual([
      'info',
      'info',
      'info',
    ]);
    expect(statusColour('Shipped')).toBe('success');
    expect(statusColour('Refund')).toBe('error');
    expect(statusColour('Problematic')).toBe('error');
  });
  it('maps filter tags to statuses', () => {
    expect(tagStatus('preparation')).toBe('Preparation');
  });
});

describe('manual status change (Master Dashboard)', () => {
  it('is allowed from Pending or Preparation when not problematic', () => {
    expect(canChangeStatusManually({ status: 'Pending', problematic: false })).toBe(true);
    expect(canChangeStatusManually({ status: 'Preparation', problematic: false })).toBe(true);
    expect(canChangeStatusManually({ status: 'Ready', problematic: false })).toBe(false);
    expect(canChangeStatusManually({ status: 'Pending', problematic: true })).toBe(false);
  });
  it('refuses problematic orders, later statuses and other targets, saying why', () => {
    expect(() => assertManualStatusChange({ status: 'Pending', problematic: true }, 'Preparation')).toThrow(
      /problematic/,
    );
    expect(() => assertManualStatusChange({ status: 'Shipped', problematic: false }, 'Pending')).toThrow(
      TransitionError,
    );
    expect(() => assertManualStatusChange({ status: 'Pending', problematic: false }, 'Ready')).toThrow(
      /Pending or Preparation/,
    );
    expect(() =>
      assertManualStatusChange({ status: 'Pending', problematic: false }, 'Preparation'),
    ).not.toThrow();
  });
});

describe('refund', () => {
  it('is irreversible', () => {
    expect(() => assertNotRefunded('Shipped')).not.toThrow();
    expect(() => assertNotRefunded('Refund')).toThrow(/already refunded/);
  });
});

describe('shipping info', () => {
  it('is taken once', () => {
    expect(() => assertNoShippingInfo({ trackingId: null })).not.toThrow();
    expect(() => assertNoShippingInfo({ trackingId: 'TRK-1' })).toThrow(TransitionError);
  });
});
