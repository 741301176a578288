import { describe, expect, it } from 'vitest';
import { say } from './texts/answers';
import { TransitionError } from './orderStatus';
import type { AssignmentState } from './pickupOrders';
import { ALREADY_TRACKED } from './batch';
import { assignmentsChangingStatus, assignmentsTakingTracking } from './pickupOrderBatches';

const toCustomer = (over: Partial<AssignmentState> = {}): AssignmentState => ({
  sentTo: 'Customer',
  status: 'Awaiting Pickup',
  trackingId: null,
  ...over,
});
const toWarehouse = (over: Partial<AssignmentState> = {}): AssignmentState => ({
  ...toCustomer(over),
  sentTo: 'Warehouse',
  ...over,
});

describe('assignmentsTakingTracking', () => {
  it('picks every assignment without a tracking id', () => {
    const open = toCustomer();
    const warehouse = toWarehouse({ status: 'Shipped' });
    expect(assignmentsTakingTracking([open, toCustomer({ trackingId: '7' }), warehouse])).toEqual({
      change: [open, warehouse],
    });
  });

  it('leaves a PUO alone when each assignment has one', () => {
    expect(assignmentsTakingTracking([toCustomer({ trackingId: '0' })])).toEqual({
      unchanged: 'Already has shipping info: nothing to change',
    });
    expect(assignmentsTakingTracking([])).toEqual({ unchanged: ALREADY_TRACKED });
  });
});

describe('assignmentsChangingStatus', () => {
  it('picks the assignments not yet in the status', () => {
    const arriving = toWarehouse();
    const tracked = toCustomer({ trackingId: '1' });
    expect(
      assignmentsChangingStatus([arriving, toWarehouse({ status: 'Shipped' }), tracked], 'Shipped'),
    ).toEqual({ change: [arriving, tracked] });
  });

  it('says Already … when every one is in it', () => {
    expect(assignmentsChangingStatus([toWarehouse({ status: 'Shipped' })], 'Shipped')).toEqual({
      unchanged: { msg: 'Already Shipped: nothing to change', key: 'alreadySo', values: { what: 'Shipped' } },
    });
    expect(assignmentsChangingStatus([toCustomer()], 'Awaiting Pickup')).toEqual({
      unchanged: say('alreadySo', { what: 'Awaiting Pickup' }),
    });
  });

  it('refuses the whole PUO with the first refused assignment’s reason', () => {
    const untracked = () => assignmentsChangingStatus([toWarehouse(), toCustomer()], 'Shipped');
    expect(untracked).toThrow(TransitionError);
    expect(untracked).toThrow('Add the shipping info before marking a delivery to the customer Shipped');
    expect(() =>
      assignmentsChangingStatus([toCustomer(), toWarehouse({ status: 'Shipped' })], 'Awaiting Pickup'),
    ).toThrow('This assignment has already been shipped');
  });

  it('names the refused assignment when told how: a PUO has several', () => {
    const shipped = toWarehouse({ status: 'Shipped' });
    const names = new Map([[shipped, '#1107']]);
    expect(() =>
      assignmentsChangingStatus([toCustomer(), shipped], 'Awaiting Pickup', (a) => names.get(a)),
    ).toThrow(new TransitionError('This assignment has already been shipped (#1107)'));
    // Nameless (no order, nothing typed in): the reason alone.
    expect(() => assignmentsChangingStatus([shipped], 'Awaiting Pickup', () => undefined)).toThrow(
      new TransitionError('This assignment has already been shipped'),
    );
  });
});
