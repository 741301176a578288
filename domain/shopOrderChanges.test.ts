import { describe, expect, it } from 'vitest';
import {
  changeWords,
  deletionOf,
  endsTheOrder,
  isStaleReading,
  lineHasLeft,
  orderHasLeft,
  sameChanges,
  shopChangesOf,
  type HeldLine,
} from './shopOrderChanges';

const here = { status: 'Pending', onSentPurchaseOrder: false, onSentPickupOrder: false };
const address = {
  firstName: 'Grace',
  lastName: 'Hopper',
  address1: '1 Navy Way',
  address2: null,
  city: 'Berlin',
  zip: '10115',
  province: null,
  country: 'DE',
};
const line = (over: Partial<HeldLine> = {}): HeldLine => ({
  lineKey: 'li:1',
  sku: 'SKU-1',
  name: 'Item',
  status: 'Pending',
  quantity: 2,
  perShopUnit: 1,
  ...over,
});

describe('lineHasLeft', () => {
  it('is false while Pending or Preparation and on nothing sent', () => {
    expect(lineHasLeft(here)).toBe(false);
    expect(lineHasLeft({ ...here, status: 'Preparation' })).toBe(false);
  });
  it('is true once on a sent PO or PUO, packed (Ready), collected or shipped', () => {
    expect(lineHasLeft({ ...here, onSentPurchaseOrder: true })).toBe(true);
    expect(lineHasLeft({ ...here, onSentPickupOrder: true })).toBe(true);
    for (const status of ['Ready', 'Awaiting Pickup', 'Shipped'])
      expect(lineHasLeft({ ...here, status })).toBe(true);
  });
  it('is false for a refunded line, even on a sent PO', () => {
    expect(lineHasLeft({ ...here, status: 'Refund', onSentPurchaseOrder: true })).toBe(false);
  });
  it('an order has left when any of its lines has', () => {
    expect(orderHasLeft([here, here])).toBe(false);
    expect(orderHasLeft([here, { ...here, status: 'Shipped' }])).toBe(true);
  });
});

describe('shopChangesOf', () => {
  const shop = (over: Partial<Parameters<typeof shopChangesOf>[1]> = {}) => ({
    address,
    quantities: new Map([['li:1', 2]]),
    cancelled: false,
    ...over,
  });
  it('is empty when the shop says what the product holds (blank reads as none)', () => {
    expect(
      shopChangesOf({ address, lines: [line()] }, shop({ address: { ...address, address2: ' ' } })),
    ).toEqual([]);
  });
  it('names each address field and quantity that differs', () => {
    const changes = shopChangesOf(
      { address, lines: [line()] },
      shop({ address: { ...address, city: 'Munich' }, quantities: new Map([['li:1', 3]]) }),
    );
    expect(changes).toEqual([
      { field: 'city', from: 'Berlin', to: 'Munich' },
      { field: 'quantity', line: 'SKU-1', lineKey: 'li:1', from: 2, to: 3 },
    ]);
    expect(changes.map(changeWords)).toEqual(['city: Berlin → Munich', 'quantity of SKU-1: 2 → 3']);
  });
  it("reads a pack item's quantity as the pack's units times its own", () => {
    const item = line({ lineKey: 'li:1/ITEM', sku: 'ITEM', quantity: 6, perShopUnit: 3 });
    expect(shopChangesOf({ address, lines: [item] }, shop({ quantities: new Map([['li:1', 2]]) }))).toEqual(
      [],
    );
    expect(shopChangesOf({ address, lines: [item] }, shop({ quantities: new Map([['li:1', 1]]) }))).toEqual([
      { field: 'quantity', line: 'ITEM', lineKey: 'li:1/ITEM', from: 6, to: 3 },
    ]);
  });
  it('leaves refunded lines alone', () => {
    const lines = [line({ status: 'Refund' }), line({ lineKey: 'li:2' })];
    expect(
      shopChangesOf(
        { address, lines },
        shop({
          quantities: new Map([
            ['li:1', 5],
            ['li:2', 2],
          ]),
        }),
      ),
    ).toEqual([]);
  });
  it('reads a line the shop no longer lists, or lists with no units, as its quantity going to 0', () => {
    const lines = [line(), line({ lineKey: 'li:2', sku: 'SKU-2' }), line({ lineKey: 'li:3', sku: 'SKU-3' })];
    expect(
      shopChangesOf(
        { address, lines },
        shop({
          quantities: new Map([
            ['li:1', 2],
            ['li:3', 0],
          ]),
        }),
      ),
    ).toEqual([
      { field: 'quantity', line: 'SKU-2', lineKey: 'li:2', from: 2, to: 0 },
      { field: 'quantity', line: 'SKU-3', lineKey: 'li:3', from: 2, to: 0 },
    ]);
  });
  it('a pack the shop no longer lists takes each of its items to 0', () => {
    const items = [
      line({ lineKey: 'li:1/A', sku: 'A', quantity: 4, perShopUnit: 2 }),
      line({ lineKey: 'li:1/B', sku: 'B', quantity: 2 }),
      line({ lineKey: 'li:2', sku: 'SKU-2' }),
    ];
    expect(
      shopChangesOf({ address, lines: items }, shop({ quantities: new Map([['li:2', 2]]) })).map(
        (c) => c.field === 'quantity' && [c.line, c.to],
      ),
    ).toEqual([
      ['A', 0],
      ['B', 0],
    ]);
  });
  it('never reads an order whose lines the shop keys otherwise (taken from a file) as emptied', () => {
    const fromFile = [line({ lineKey: '1:SKU-1' }), line({ lineKey: '2:SKU-2', sku: 'SKU-2' })];
    expect(
      shopChangesOf({ address, lines: fromFile }, shop({ quantities: new Map([['li:77', 2]]) })),
    ).toEqual([]);
  });
  it('a cancellation is one change while a line is live, none once all are refunded', () => {
    const cancelled = shop({ cancelled: true, address: { ...address, city: 'Munich' } });
    expect(shopChangesOf({ address, lines: [line()] }, cancelled)).toEqual([{ field: 'cancelled' }]);
    expect(shopChangesOf({ address, lines: [line({ status: 'Refund' })] }, cancelled)).toEqual([]);
  });
  it('a deletion in the shop is one change while a line is live, none once all are refunded', () => {
    expect(deletionOf({ lines: [line({ status: 'Refund' }), line({ lineKey: 'li:2' })] })).toEqual([
      { field: 'deleted' },
    ]);
    expect(deletionOf({ lines: [line({ status: 'Refund' })] })).toEqual([]);
    expect(changeWords({ field: 'deleted' })).toBe('deleted in the shop');
  });
  it('a cancellation and a deletion end the order; an address or quantity does not', () => {
    expect(endsTheOrder({ field: 'cancelled' })).toBe(true);
    expect(endsTheOrder({ field: 'deleted' })).toBe(true);
    expect(endsTheOrder({ field: 'city', from: 'Berlin', to: 'Munich' })).toBe(false);
  });
  it('the same changes are the same', () => {
    expect(sameChanges([{ field: 'cancelled' }], [{ field: 'cancelled' }])).toBe(true);
    expect(sameChanges([{ field: 'cancelled' }], [])).toBe(false);
  });
});

describe('isStaleReading', () => {
  const t = new Date('2026-11-21T09:00:00Z');
  it('is stale when not newer than the reading followed', () => {
    expect(isStaleReading(t, t)).toBe(true);
    expect(isStaleReading(t, new Date('2026-11-21T08:00:00Z'))).toBe(true);
    expect(isStaleReading(t, new Date('2026-11-21T10:00:00Z'))).toBe(false);
  });
  it('without either time nothing is stale', () => {
    expect(isStaleReading(null, t)).toBe(false);
    expect(isStaleReading(t, null)).toBe(false);
  });
});
