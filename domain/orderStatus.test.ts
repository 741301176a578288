import { describe, expect, it } from 'vitest';
import {
  AGENT_INACTIVE,
  AGENT_MISSING,
  agentWarning,
  assertManualStatusChange,
  assertPreparationStatus,
  assertRefund,
  canChangeStatusManually,
  orderStatusOf,
  preparationOptions,
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
    expect(() => assertRefund('Shipped')).not.toThrow();
    expect(() => assertRefund('Refund')).toThrow(/already refunded/);
  });
});

describe('preparation status (warehouse and supplier lines)', () => {
  const active = { agentName: 'Royal Parcel', agentActive: true };
  const missing = { agentName: null, agentActive: false };
  const disabled = { agentName: 'Old Agent', agentActive: false };

  it('warns with the two texts of the spec', () => {
    expect(agentWarning(active)).toBeNull();
    expect(agentWarning(missing)).toBe(AGENT_MISSING);
    expect(agentWarning(disabled)).toBe(AGENT_INACTIVE);
  });
  it('offers Ready only from Pending or Preparation with an active agent', () => {
    expect(preparationOptions('Pending', active)).toEqual(['Pending', 'Preparation', 'Ready']);
    expect(preparationOptions(undefined, active)).toEqual(['Pending', 'Preparation', 'Ready']);
    expect(preparationOptions('Preparation', missing)).toEqual(['Pending', 'Preparation']);
    expect(preparationOptions('Ready', active)).toEqual([]);
    expect(preparationOptions('Shipped', active)).toEqual([]);
  });
  it('refuses Ready without an active agent and any change once Ready', () => {
    expect(() => assertPreparationStatus('Pending', 'Ready', missing)).toThrow(AGENT_MISSING);
    expect(() => assertPreparationStatus('Pending', 'Ready', disabled)).toThrow(AGENT_INACTIVE);
    expect(() => assertPreparationStatus('Ready', 'Pending', active)).toThrow(/cannot change/);
    expect(() => assertPreparationStatus('Pending', 'Shipped', active)).toThrow(TransitionError);
    expect(() => assertPreparationStatus('Preparation', 'Ready', active)).not.toThrow();
  });
});
