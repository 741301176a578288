import { describe, expect, it } from 'vitest';
import {
  AGENT_INACTIVE,
  AGENT_MISSING,
  agentWarning,
  assertConsolidateScreenStatus,
  assertManualStatusChange,
  assertPreparationStatus,
  assertNoShippingInfo,
  assertNotRefunded,
  canChangeStatusManually,
  consolidateScreenOptions,
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

describe('consolidate screen status change', () => {
  const base = { status: 'Pending' as const, problematic: false, consolidated: true, hasTracking: false };

  it('offers nothing while problematic or undecided', () => {
    expect(consolidateScreenOptions({ ...base, problematic: true })).toEqual([]);
    expect(consolidateScreenOptions({ ...base, consolidated: null })).toEqual([]);
  });

  it('offers Ready and Pending from Pending or Preparation, Shipped only with tracking', () => {
    expect(consolidateScreenOptions(base)).toEqual(['Ready', 'Pending']);
    expect(consolidateScreenOptions({ ...base, status: 'Preparation', consolidated: false })).toEqual([
      'Ready',
      'Pending',
    ]);
    expect(consolidateScreenOptions({ ...base, hasTracking: true })).toEqual(['Ready', 'Pending', 'Shipped']);
    expect(consolidateScreenOptions({ ...base, status: 'Ready', hasTracking: true })).toEqual(['Shipped']);
    expect(consolidateScreenOptions({ ...base, status: 'Ready' })).toEqual([]);
    expect(consolidateScreenOptions({ ...base, status: 'Shipped', hasTracking: true })).toEqual([]);
    expect(consolidateScreenOptions({ ...base, status: 'Refund', hasTracking: true })).toEqual([]);
  });

  it('refuses what it does not offer, saying why', () => {
    expect(() => assertConsolidateScreenStatus(base, 'Ready')).not.toThrow();
    expect(() => assertConsolidateScreenStatus(base, 'Shipped')).toThrow(/shipping info/);
    expect(() => assertConsolidateScreenStatus(base, 'Preparation')).toThrow(/Ready, Pending or Shipped/);
    expect(() => assertConsolidateScreenStatus({ ...base, consolidated: null }, 'Ready')).toThrow(
      /Consolidate/,
    );
    expect(() => assertConsolidateScreenStatus({ ...base, problematic: true }, 'Ready')).toThrow(
      TransitionError,
    );
    expect(() => assertConsolidateScreenStatus({ ...base, status: 'Ready' }, 'Pending')).toThrow(
      /cannot become/,
    );
  });
});
