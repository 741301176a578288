import { describe, expect, it } from 'vitest';
import {
  assertAgentChange,
  assertEstimatedDateChange,
  assertParcelTracking,
  assertShippingInfo,
  assertSupplierStatus,
  canAddShippingInfo,
  canChangeEstimatedDate,
  canChangeShippingAgent,
  canChangeSupplierStatus,
  supplierLineStatusOf,
  estimatedDateOf,
  statusAfterTracking,
  maySeeSupplierLine,
  supplierStatusOptions,
} from './supplierLines';
import { TransitionError } from './orderStatus';
import { AGENT_INACTIVE, AGENT_MISSING } from './readiness';

const active = { agentName: 'DHL', agentActive: true };
const missing = { agentName: null, agentActive: false };
const disabled = { agentName: 'DHL', agentActive: false };

describe('maySeeSupplierLine', () => {
  const supplier = { role: 'Supplier', warehouseId: null, supplierId: 's1' } as const;
  const admin = { role: 'Admin', warehouseId: null, supplierId: null } as const;
  it('shows a supplier only its own lines of sent POs, an Admin every sent line', () => {
    expect(maySeeSupplierLine({ supplierId: 's1', notificationStatus: 'sent' }, supplier)).toBe(true);
    expect(maySeeSupplierLine({ supplierId: 's1', notificationStatus: 'to_be_sent' }, supplier)).toBe(false);
    expect(maySeeSupplierLine({ supplierId: 's2', notificationStatus: 'sent' }, supplier)).toBe(false);
    expect(maySeeSupplierLine({ supplierId: 's2', notificationStatus: 'sent' }, admin)).toBe(true);
    expect(maySeeSupplierLine({ supplierId: 's2', notificationStatus: 'to_be_sent' }, admin)).toBe(false);
  });
});

describe('supplier line status', () => {
  it('offers Ready only from Pending or Preparation with an active agent', () => {
    expect(supplierStatusOptions('Pending', active)).toEqual(['Pending', 'Preparation', 'Ready']);
    expect(supplierStatusOptions('Preparation', active)).toEqual(['Pending', 'Preparation', 'Ready']);
    expect(supplierStatusOptions(undefined, active)).toEqual(['Pending', 'Preparation', 'Ready']);
    expect(supplierStatusOptions('Pending', missing)).toEqual(['Pending', 'Preparation']);
    expect(supplierStatusOptions('Ready', active)).toEqual([]);
    expect(canChangeSupplierStatus('Shipped')).toBe(false);
  });
  it('allows Pending <-> Preparation and Ready with an agent', () => {
    expect(() => assertSupplierStatus('Pending', 'Preparation', missing)).not.toThrow();
    expect(() => assertSupplierStatus('Preparation', 'Pending', missing)).not.toThrow();
    expect(() => assertSupplierStatus('Preparation', 'Ready', active)).not.toThrow();
  });
  it('refuses Ready without an agent, or with a disabled one, with the spec warnings', () => {
    expect(() => assertSupplierStatus('Pending', 'Ready', missing)).toThrow(AGENT_MISSING);
    expect(() => assertSupplierStatus('Pending', 'Ready', disabled)).toThrow(AGENT_INACTIVE);
  });
  it('is irreversible from Ready, and refuses statuses the supplier cannot set', () => {
    expect(() => assertSupplierStatus('Ready', 'Pending', active)).toThrow(TransitionError);
    expect(() => assertSupplierStatus('Ready', 'Ready', active)).toThrow(TransitionError);
    expect(() => assertSupplierStatus('Refund', 'Pending', active)).toThrow(TransitionError);
    expect(() => assertSupplierStatus('Pending', 'Shipped', active)).toThrow(TransitionError);
  });
});

describe('agent and date changes', () => {
  it('lets the agent change until Ready, and while Ready once its agent went inactive', () => {
    expect(() => assertAgentChange('Pending', active)).not.toThrow();
    expect(() => assertAgentChange('Preparation', active)).not.toThrow();
    expect(() => assertAgentChange('Ready', active)).toThrow(
      'The shipping agent of a Ready line cannot change any more',
    );
    expect(() => assertAgentChange('Ready', { agentName: 'DHL', agentActive: false })).not.toThrow();
    expect(() => assertAgentChange('Awaiting Pickup', { agentName: 'DHL', agentActive: false })).toThrow(
      TransitionError,
    );
  });
  it('lets the date change until shipped or refunded', () => {
    expect(() => assertEstimatedDateChange('Ready')).not.toThrow();
    expect(() => assertEstimatedDateChange('Shipped')).toThrow(TransitionError);
    expect(() => assertEstimatedDateChange('Refund')).toThrow(TransitionError);
  });
  it('keeps only the date part of an estimated date', () => {
    expect(estimatedDateOf('2026-12-01')).toBe('2026-12-01');
    expect(estimatedDateOf('2026-12-01T15:00:00.000Z')).toBe('2026-12-01');
    expect(estimatedDateOf('2026-02-30')).toBeNull();
    expect(estimatedDateOf('01/12/2026')).toBeNull();
  });
});

describe('shipping info', () => {
  it('is written once', () => {
    expect(() => assertShippingInfo({ status: 'Ready', trackingId: null })).not.toThrow();
    expect(() => assertShippingInfo({ status: 'Ready', trackingId: '123' })).toThrow(/already/);
    expect(() => assertShippingInfo({ status: 'Refund', trackingId: null })).toThrow(/refunded/);
  });
  it('for a parcel, leaves a tracked line as it is and refuses what the single call refuses', () => {
    expect(assertParcelTracking({ status: 'Ready', trackingId: null })).toBeUndefined();
    expect(assertParcelTracking({ status: 'Shipped', trackingId: '123' })).toEqual({
      unchanged: 'Already has shipping info: nothing to change',
    });
    expect(() => assertParcelTracking({ status: 'Refund', trackingId: null })).toThrow(/refunded/);
  });
  it('ships a customer-bound line and leaves a warehouse-bound one as it is', () => {
    expect(statusAfterTracking('Ready', 'Customer')).toBe('Shipped');
    expect(statusAfterTracking('Ready', 'Warehouse')).toBe('Ready');
  });
});

describe('what the supplier view shows and offers', () => {
  it('reads an unknown line status as Pending', () => {
    expect(supplierLineStatusOf('Ready')).toBe('Ready');
    expect(supplierLineStatusOf('Awaiting Pickup')).toBe('Awaiting Pickup');
    expect(supplierLineStatusOf('lost')).toBe('Pending');
    expect(supplierLineStatusOf(null)).toBe('Pending');
  });
  it('offers the agent until Ready, the date until shipped or refunded', () => {
    expect(canChangeShippingAgent('Preparation', active)).toBe(true);
    expect(canChangeShippingAgent('Ready', active)).toBe(false);
    expect(canChangeShippingAgent('Ready', { agentName: 'DHL', agentActive: false })).toBe(true);
    expect(canChangeShippingAgent('Shipped', { agentName: 'DHL', agentActive: false })).toBe(false);
    expect(canChangeEstimatedDate('Ready')).toBe(true);
    expect(canChangeEstimatedDate('Shipped')).toBe(false);
    expect(canChangeEstimatedDate('Refund')).toBe(false);
  });
  it('offers Add Shipping Info once, never on a refunded line', () => {
    expect(canAddShippingInfo({ status: 'Ready', trackingId: null })).toBe(true);
    expect(canAddShippingInfo({ status: 'Pending', trackingId: null })).toBe(true);
    expect(canAddShippingInfo({ status: 'Ready', trackingId: '42' })).toBe(false);
    expect(canAddShippingInfo({ status: 'Refund', trackingId: null })).toBe(false);
  });
});
