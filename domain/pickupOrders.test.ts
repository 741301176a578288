import { describe, expect, it } from 'vitest';
import {
  assertAssignmentStatus,
  assertProductStatus,
  assertPuoChange,
  assertPuoShippingInfo,
  assignmentKey,
  assignmentStatusAfterTracking,
  assignmentStatusChoices,
  assignmentStatusOf,
  canChangePuo,
  deliveryEffects,
  formatPuoNumber,
  groupPickupLines,
  mayMarkShipped,
  NEEDS_TRACKING,
  productStatusChoices,
  productStatusRefusal,
  routeOfSupplierLine,
  routeOfWarehouseOrder,
  shippingInfoRefusal,
  type PuoStatusChoice,
} from './pickupOrders';
import { TransitionError } from './orderStatus';

const customer = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '1 Analytical St',
  city: 'London',
  country: 'GB',
  province: 'LDN',
  zip: '1',
};

describe('formatPuoNumber', () => {
  it('pads and sorts as the number grows', () => {
    expect(formatPuoNumber(1000)).toBe('PUO-001000');
    expect(formatPuoNumber(999) < formatPuoNumber(1000)).toBe(true);
    expect(() => formatPuoNumber(0)).toThrow(RangeError);
  });
});

describe('where a line is picked up and delivered', () => {
  it('a consolidated or manual warehouse line: supplier to warehouse', () => {
    const r = routeOfSupplierLine({
      supplierId: 's1',
      orderId: 'o1',
      sentTo: 'Warehouse',
      warehouseId: 'w1',
      customer: null,
    });
    expect(r).toEqual({
      pickup: { pickupFrom: 'Supplier', placeId: 's1' },
      destination: { orderId: 'o1', sentTo: 'Warehouse', warehouseId: 'w1', customer: null },
    });
    const manual = routeOfSupplierLine({
      supplierId: 's1',
      orderId: null,
      sentTo: 'Warehouse',
      warehouseId: 'w2',
      customer: null,
    });
    expect(manual.destination).toMatchObject({ orderId: null, sentTo: 'Warehouse', warehouseId: 'w2' });
  });
  it('a dropshipped or manual customer line: supplier to customer', () => {
    expect(
      routeOfSupplierLine({
        supplierId: 's1',
        orderId: 'o1',
        sentTo: 'Customer',
        warehouseId: 'w1',
        customer: null,
      }).destination,
    ).toEqual({ orderId: 'o1', sentTo: 'Customer', warehouseId: null, customer: null });
    expect(
      routeOfSupplierLine({
        supplierId: 's1',
        orderId: null,
        sentTo: 'Customer',
        warehouseId: null,
        customer,
      }).destination.customer,
    ).toEqual(customer);
    expect(() =>
      routeOfSupplierLine({
        supplierId: 's1',
        orderId: null,
        sentTo: 'Customer',
        warehouseId: null,
        customer: null,
      }),
    ).toThrow(TransitionError);
    expect(() =>
      routeOfSupplierLine({
        supplierId: 's1',
        orderId: 'o',
        sentTo: 'Warehouse',
        warehouseId: null,
        customer: null,
      }),
    ).toThrow(TransitionError);
  });
  it('a warehouse order: warehouse to customer', () => {
    expect(routeOfWarehouseOrder({ orderId: 'o1', warehouseId: 'w1' })).toEqual({
      pickup: { pickupFrom: 'Warehouse', placeId: 'w1' },
      destination: { orderId: 'o1', sentTo: 'Customer', warehouseId: null, customer: null },
    });
  });
});

describe('grouping', () => {
  it('one PUO per pickup place, one assignment per order and destination', () => {
    const line = (
      supplierId: string,
      orderId: string | null,
      sentTo: 'Warehouse' | 'Customer',
      id: string,
    ) => ({
      route: routeOfSupplierLine({
        supplierId,
        orderId,
        sentTo,
        warehouseId: sentTo === 'Warehouse' ? 'w1' : null,
        customer: orderId ? null : customer,
      }),
      line: id,
    });
    const grouped = groupPickupLines('a1', [
      line('s1', 'o1', 'Warehouse', 'l1'),
      line('s1', 'o1', 'Warehouse', 'l2'),
      line('s1', 'o2', 'Customer', 'l3'),
      line('s2', 'o1', 'Warehouse', 'l4'),
      line('s1', null, 'Customer', 'l5'),
      line('s1', null, 'Customer', 'l6'),
    ]);
    expect([...grouped.keys()]).toEqual(['a1|Supplier|s1', 'a1|Supplier|s2']);
    expect(grouped.get('a1|Supplier|s1')!.assignments.map((a) => a.lines)).toEqual([
      ['l1', 'l2'],
      ['l3'],
      ['l5', 'l6'],
    ]);
  });
  it('manual lines for different customers are different assignments', () => {
    const d = { orderId: null, sentTo: 'Customer' as const, warehouseId: null };
    expect(assignmentKey({ ...d, customer })).toBe(
      assignmentKey({ ...d, customer: { ...customer, city: ' london ' } }),
    );
    expect(assignmentKey({ ...d, customer })).not.toBe(
      assignmentKey({ ...d, customer: { ...customer, zip: '2' } }),
    );
  });
});

describe('what may change when', () => {
  it('schedule, send and add product while to be sent; statuses and shipping info once sent', () => {
    expect(canChangePuo('to_be_sent', 'schedule')).toBe(true);
    expect(canChangePuo('sent', 'schedule')).toBe(false);
    expect(canChangePuo('to_be_sent', 'shipping-info')).toBe(false);
    expect(canChangePuo('sent', 'assignment-status')).toBe(true);
    expect(() => assertPuoChange('sent', 'send')).toThrow('already been sent');
    expect(() => assertPuoChange('to_be_sent', 'product-status')).toThrow('not been sent yet');
    expect(() => assertPuoChange('sent', 'add-product')).toThrow('can no longer be changed');
  });
  it('assignment status: Awaiting Pickup or Shipped; Shipped is final; a customer delivery needs tracking', () => {
    const a = { sentTo: 'Warehouse' as const, status: 'Awaiting Pickup' as const, trackingId: null };
    expect(() => assertAssignmentStatus(a, 'Shipped')).not.toThrow();
    expect(() => assertAssignmentStatus(a, 'Awaiting Pickup')).not.toThrow();
    expect(() => assertAssignmentStatus(a, 'Refund')).toThrow('Awaiting Pickup or Shipped');
    expect(() => assertAssignmentStatus({ ...a, status: 'Shipped' }, 'Awaiting Pickup')).toThrow('already');
    const c = { ...a, sentTo: 'Customer' as const };
    expect(() => assertAssignmentStatus(c, 'Shipped')).toThrow('shipping info');
    expect(() => assertAssignmentStatus({ ...c, trackingId: '1' }, 'Shipped')).not.toThrow();
  });
  it('product status: Refund or Shipped, once', () => {
    const a = { sentTo: 'Warehouse' as const, status: 'Awaiting Pickup' as const, trackingId: null };
    expect(() => assertProductStatus({ status: 'Awaiting Pickup' }, a, 'Refund')).not.toThrow();
    expect(() => assertProductStatus({ status: 'Awaiting Pickup' }, a, 'Shipped')).not.toThrow();
    expect(() => assertProductStatus({ status: 'Awaiting Pickup' }, a, 'Pending')).toThrow();
    expect(() => assertProductStatus({ status: 'Refund' }, a, 'Shipped')).toThrow('already refunded');
    expect(() => assertProductStatus({ status: 'Shipped' }, a, 'Refund')).toThrow('already been shipped');
    expect(() =>
      assertProductStatus({ status: 'Awaiting Pickup' }, { ...a, sentTo: 'Customer' }, 'Shipped'),
    ).toThrow('shipping info');
  });
  it('shipping info once, then read-only; a customer delivery with tracking is Shipped', () => {
    expect(() => assertPuoShippingInfo({ trackingId: null })).not.toThrow();
    expect(() => assertPuoShippingInfo({ trackingId: '0' })).toThrow('already');
    expect(
      assignmentStatusAfterTracking({ sentTo: 'Customer', status: 'Awaiting Pickup', trackingId: null }),
    ).toBe('Shipped');
    expect(
      assignmentStatusAfterTracking({ sentTo: 'Warehouse', status: 'Awaiting Pickup', trackingId: null }),
    ).toBe('Awaiting Pickup');
  });
  it('an assignment is Shipped once its live lines are', () => {
    expect(assignmentStatusOf('Awaiting Pickup', ['Shipped', 'Refund'])).toBe('Shipped');
    expect(assignmentStatusOf('Awaiting Pickup', ['Shipped', 'Awaiting Pickup'])).toBe('Awaiting Pickup');
    expect(assignmentStatusOf('Awaiting Pickup', ['Refund'])).toBe('Awaiting Pickup');
  });
});

describe('what the screens offer: the same rule', () => {
  const toWarehouse = { sentTo: 'Warehouse', status: 'Awaiting Pickup', trackingId: null } as const;
  const toCustomer = { ...toWarehouse, sentTo: 'Customer' } as const;
  const tracked = { ...toCustomer, trackingId: '4711' };
  const waiting = { status: 'Awaiting Pickup' };
  /** Each choice as the dialog shows it: its status, and '(disabled)' when it cannot be chosen yet. */
  const shown = (choices: readonly PuoStatusChoice[]) =>
    choices.map((c) => (c.disabled ? `${c.status} (disabled)` : c.status));

  it('send, the schedule change and Add Product only before the PUO is sent', () => {
    for (const change of ['send', 'schedule', 'add-product'] as const) {
      expect(canChangePuo('to_be_sent', change)).toBe(true);
      expect(canChangePuo('sent', change)).toBe(false);
    }
  });

  it('shipping info once, on a sent PUO only', () => {
    expect(canChangePuo('sent', 'shipping-info')).toBe(true);
    expect(shippingInfoRefusal(toCustomer)).toBeNull();
    expect(shippingInfoRefusal(tracked)).toBe('Shipping info has already been added to this assignment');
  });

  it('assignment: Awaiting Pickup or Shipped; Shipped to a customer disabled until tracked', () => {
    expect(shown(assignmentStatusChoices('sent', toWarehouse))).toEqual(['Awaiting Pickup', 'Shipped']);
    expect(shown(assignmentStatusChoices('sent', toCustomer))).toEqual([
      'Awaiting Pickup',
      'Shipped (disabled)',
    ]);
    expect(shown(assignmentStatusChoices('sent', tracked))).toEqual(['Awaiting Pickup', 'Shipped']);
    // The disabled choice is the one the server refuses with NEEDS_TRACKING.
    expect(() => assertAssignmentStatus(toCustomer, 'Shipped')).toThrow(NEEDS_TRACKING);
  });

  it('assignment: nothing before sending or once Shipped', () => {
    expect(assignmentStatusChoices('to_be_sent', toWarehouse)).toEqual([]);
    expect(assignmentStatusChoices('sent', { ...toWarehouse, status: 'Shipped' })).toEqual([]);
  });

  it('line: Shipped or Refund on a sent PUO; Shipped to a customer disabled until tracked', () => {
    expect(shown(productStatusChoices('sent', toWarehouse, waiting))).toEqual(['Shipped', 'Refund']);
    expect(shown(productStatusChoices('sent', toCustomer, waiting))).toEqual([
      'Shipped (disabled)',
      'Refund',
    ]);
    expect(shown(productStatusChoices('sent', tracked, waiting))).toEqual(['Shipped', 'Refund']);
  });

  it('line: nothing before sending, nor for a refunded or shipped line (the change is made once)', () => {
    expect(productStatusChoices('to_be_sent', toWarehouse, waiting)).toEqual([]);
    expect(productStatusChoices('sent', toWarehouse, { status: 'Refund' })).toEqual([]);
    expect(productStatusChoices('sent', toWarehouse, { status: 'Shipped' })).toEqual([]);
    expect(productStatusRefusal({ status: 'Refund' }, toWarehouse, 'Shipped')).toBe(
      'This product is already refunded',
    );
  });
});

describe('deliveries', () => {
  const line = (
    id: string,
    status: 'Awaiting Pickup' | 'Refund' | 'Shipped',
    orderLineId: string | null,
  ) => ({
    id,
    status,
    orderLineId,
    productId: 'p',
    quantity: 3,
  });
  it('to a warehouse: order lines arrive, manual lines restock; refunded lines stay', () => {
    expect(
      deliveryEffects({ sentTo: 'Warehouse', warehouseId: 'w1' }, [
        line('a', 'Awaiting Pickup', 'ol1'),
        line('b', 'Awaiting Pickup', null),
        line('c', 'Refund', 'ol3'),
        line('d', 'Shipped', 'ol4'),
      ]),
    ).toEqual([
      { kind: 'arrived', lineId: 'a', orderLineId: 'ol1' },
      { kind: 'stock-add', lineId: 'b', productId: 'p', units: 3, warehouseId: 'w1' },
    ]);
  });
  it('to a customer: order lines are shipped', () => {
    expect(
      deliveryEffects({ sentTo: 'Customer', warehouseId: null }, [
        line('a', 'Awaiting Pickup', 'ol1'),
        line('b', 'Awaiting Pickup', null),
      ]),
    ).toEqual([
      { kind: 'order-line-shipped', lineId: 'a', orderLineId: 'ol1' },
      { kind: 'manual-customer', lineId: 'b' },
    ]);
  });
});

describe('mayMarkShipped', () => {
  it('a warehouse delivery may be Shipped at once; a customer one once its tracking is known', () => {
    expect(mayMarkShipped({ sentTo: 'Warehouse', trackingId: null })).toBe(true);
    expect(mayMarkShipped({ sentTo: 'Customer', trackingId: null })).toBe(false);
    expect(mayMarkShipped({ sentTo: 'Customer', trackingId: '4711' })).toBe(true);
  });
});
