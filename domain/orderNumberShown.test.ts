import { describe, expect, it } from 'vitest';
import { orderNumberShown } from './orderNumberShown';

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
});
