import { describe, expect, it } from 'vitest';
import { assignmentOrderNumberShown, orderNumberShown, withShopColumn } from './orderNumberShown';
import type { CsvColumn } from './csv';

describe('an order number as the screens show it', () => {
  it('names the shop by its host beside the number when the server gives one', () => {
    expect(orderNumberShown({ order_number: '#1001', shop: 'https://store.example.com/' })).toBe(
      '#1001 · store.example.com',
    );
    expect(orderNumberShown({ order_number: '#1001', shop: 'real-shop.myshopify.com' })).toBe(
      '#1001 · real-shop.myshopify.com',
    );
  });

  it('is the number alone when no shop is named (one shop, a file import, a manual order)', () => {
    expect(orderNumberShown({ order_number: '#1001', shop: null })).toBe('#1001');
    expect(orderNumberShown({ order_number: '#1001' })).toBe('#1001');
  });

  it('names the shop of the order a PO or PUO line serves; a product added by hand has none', () => {
    expect(
      assignmentOrderNumberShown({ order_number: '#1001', order_id: { shop: 'https://store.example.com' } }),
    ).toBe('#1001 · store.example.com');
    expect(assignmentOrderNumberShown({ order_number: 'Manual', order_id: null })).toBe('Manual');
  });
});

describe('the Shop column of an export', () => {
  type Row = { orderNumber: string; shop: string | null };
  const columns: CsvColumn<Row>[] = [
    { header: 'Warehouse', value: () => 'Hub' },
    { header: 'Order#', value: (r) => r.orderNumber },
    { header: 'Name', value: () => 'Ada' },
  ];

  it('stands right after Order# when several shops are configured, the shop by its host', () => {
    const shown = withShopColumn(columns, true);
    expect(shown.map((c) => c.header)).toEqual(['Warehouse', 'Order#', 'Shop', 'Name']);
    expect(shown[2].value({ orderNumber: '#1001', shop: 'https://store.example.com/' })).toBe(
      'store.example.com',
    );
    expect(shown[2].value({ orderNumber: '#1001', shop: null })).toBeNull();
  });

  it('is not there with one shop: the export stays as it was', () => {
    expect(withShopColumn(columns, false)).toBe(columns);
  });
});
