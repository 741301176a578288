import { describe, expect, it } from 'vitest';
import type { ImportedLine, ImportedOrder } from '../../../domain/shopifyOrders';
import { newOrdersOf, type Arriving, type CatalogueEntry } from './newOrders';

const line = (position: number, sku: string | null, quantity: number): ImportedLine => ({
  lineKey: `${position}:${sku ?? ''}`,
  position,
  sku,
  name: sku ?? 'Gift wrap',
  quantity,
  row: position,
});

const order = (lines: ImportedLine[], over: Partial<ImportedOrder> = {}): ImportedOrder => ({
  shopOrderId: '1001',
  orderNumber: '#1001',
  orderCreatedAt: new Date('2026-03-01T10:00:00Z'),
  email: 'ann@example.com',
  phone: null,
  shippingMethod: 'Standard',
  notes: null,
  initialStatus: 'Pending',
  firstName: 'Ann',
  lastName: 'Lee',
  address1: 'Main 1',
  address2: null,
  city: 'Berlin',
  zip: '10115',
  province: null,
  country: 'DE',
  lines,
  ...over,
});

const catalogue = new Map<string, CatalogueEntry>([
  ['mug-1', { id: 'p-mug', supplierId: 's1', internalSku: 'MUG-1', isPack: false, items: [] }],
  [
    'box-2',
    {
      id: 'p-box',
      supplierId: null,
      internalSku: 'BOX-2',
      isPack: true,
      items: [
        { id: 'p-mug', supplierId: 's1', internalSku: 'MUG-1', quantity: 2 },
        { id: 'p-lid', supplierId: 's2', internalSku: 'LID-1', quantity: 1 },
      ],
    },
  ],
]);

const arriving: Arriving = {
  source: 'shop',
  arrivedBy: 'webhook',
  shop: { shop: 'woo.example', ownsUnnamed: false },
  userId: null,
  now: new Date('2026-03-02T08:00:00Z'),
  deadlineDays: 7,
};

describe('newOrdersOf (importOrders step)', () => {
  it("makes a pack one line per item, the pack's units times the item's, each keeping the pack's SKU", () => {
    const made = newOrdersOf([order([line(1, 'box-2', 3)])], catalogue, arriving);
    expect(
      made.lineRows.map((l) => [
        l.sku,
        l.packSku,
        l.productId,
        l.supplierId,
        l.quantity,
        l.position,
        l.lineKey,
      ]),
    ).toEqual([
      ['MUG-1', 'BOX-2', 'p-mug', 's1', 6, 100, '1:box-2/MUG-1'],
      ['LID-1', 'BOX-2', 'p-lid', 's2', 3, 101, '1:box-2/LID-1'],
    ]);
    expect(made.routable[0].lines.map((l) => l.quantity)).toEqual([6, 3]);
    expect(made.orderRows[0].searchText).toContain('box-2');
  });

  it('matches a SKU whatever its case, keeps an unknown one without a product, and a line without SKU apart', () => {
    const made = newOrdersOf(
      [order([line(1, 'Mug-1', 1), line(2, 'NOPE-9', 2), line(3, null, 1)])],
      catalogue,
      arriving,
    );
    expect(made.lineRows.map((l) => [l.sku, l.productId])).toEqual([
      ['Mug-1', 'p-mug'],
      ['NOPE-9', null],
    ]);
    expect(made.orderRows[0].customLines).toEqual([
      { lineKey: '3:', position: 3, name: 'Gift wrap', quantity: 1, shopLineItemId: null },
    ]);
    expect(made.events[0].detail).toMatchObject({ lines: 2, customLines: 1 });
    expect(made.routable).toHaveLength(1);
  });

  it('writes how and from which shop the order came, and its deadline from the Settings', () => {
    const made = newOrdersOf([order([line(1, 'MUG-1', 1)])], catalogue, arriving);
    expect(made.orderRows[0]).toMatchObject({
      shop: 'woo.example',
      source: 'shop',
      arrivedBy: 'webhook',
      deadlineDate: '2026-03-08',
      shippingCity: 'Berlin',
    });
    // Its timeline's first line says how it arrived, as its page does.
    expect(made.events[0]).toMatchObject({ kind: 'synced', detail: { arrivedBy: 'webhook' } });
  });

  it('routes only a Pending order with products: a refunded one or one of custom lines only waits for no warehouse', () => {
    const made = newOrdersOf(
      [
        order([line(1, 'MUG-1', 1)], { shopOrderId: 'a', initialStatus: 'Refund' }),
        order([line(1, null, 1)], { shopOrderId: 'b' }),
        order([line(1, 'MUG-1', 1)], { shopOrderId: 'c' }),
      ],
      catalogue,
      arriving,
    );
    expect(made.orderRows).toHaveLength(3);
    expect(made.routable.map((r) => r.id)).toEqual([made.orderRows[2].id]);
    expect(made.events.map((e) => e.kind)).toEqual(['synced', 'synced', 'synced']);
  });
});
