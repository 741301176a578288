import { describe, expect, it } from 'vitest';
import { orderOfWooDelivery, wooInitialStatus } from './woocommerceOrder';

describe('a WooCommerce order as the intake takes it', () => {
  it('imports the store’s statuses: cancelled, refunded, failed or trashed as Refund, completed as Shipped', () => {
    expect(['cancelled', 'refunded', 'failed', 'trash'].map(wooInitialStatus)).toEqual(
      Array(4).fill('Refund'),
    );
    expect(wooInitialStatus('completed')).toBe('Shipped');
    expect(['pending', 'processing', 'on-hold'].map(wooInitialStatus)).toEqual(Array(3).fill('Pending'));
  });

  it('reads order.deleted’s body (only the id) as the order removed, and names a field it cannot read', () => {
    expect(orderOfWooDelivery({ id: 42 }, 'order.deleted')).toEqual({ removed: true, shopOrderId: '42' });
    expect(() => orderOfWooDelivery({}, 'order.deleted')).toThrow(/^id: /);
    expect(() => orderOfWooDelivery({ id: 42, number: '42', status: 'processing' }, 'order.created')).toThrow(
      /^date_created_gmt: /,
    );
  });
});
