import { describe, expect, it } from 'vitest';
import { lineItemLabel, planShopFulfilment } from './shopFulfilment';

const synced = { source: 'shop' as const, shopOrderId: '700001' };
const imported = { source: 'import' as const, shopOrderId: '5500000095001' };

describe('planShopFulfilment', () => {
  it('writes the shop line items of a synced order', () => {
    expect(
      planShopFulfilment(synced, [
        { shopLineItemId: '11', quantity: 2 },
        { shopLineItemId: '12', quantity: 1 },
      ]),
    ).toEqual({
      send: true,
      lineItems: [
        { id: '11', quantity: 2 },
        { id: '12', quantity: 1 },
      ],
    });
  });

  it('writes the line item of a pack once, whose products share it', () => {
    expect(
      planShopFulfilment(synced, [
        { shopLineItemId: '20', quantity: 1 },
        { shopLineItemId: '20', quantity: 3 },
      ]),
    ).toEqual({ send: true, lineItems: [{ id: '20', quantity: 3 }] });
  });

  it('writes an order imported with the shop’s order Id by SKU, a pack by the pack’s SKU', () => {
    expect(
      planShopFulfilment(imported, [
        { shopLineItemId: null, sku: 'DS-NT-001', packSku: null, quantity: 2 },
        { shopLineItemId: null, sku: 'P-A', packSku: 'PACK-1', quantity: 1 },
        { shopLineItemId: null, sku: 'P-B', packSku: 'PACK-1', quantity: 4 },
      ]),
    ).toEqual({
      send: true,
      lineItems: [
        { sku: 'DS-NT-001', quantity: 2 },
        { sku: 'PACK-1', quantity: 4 },
      ],
    });
  });

  it('sends nothing for an import keyed by order number, a manual order, or one without a shop id', () => {
    const line = { shopLineItemId: null, sku: 'A', quantity: 1 };
    expect(planShopFulfilment({ source: 'import', shopOrderId: 'name:#1050' }, [line])).toEqual({
      send: false,
      reason: 'not-from-shop',
    });
    expect(planShopFulfilment({ source: 'manual', shopOrderId: '5' }, [line])).toEqual({
      send: false,
      reason: 'not-from-shop',
    });
    expect(planShopFulfilment({ source: 'import', shopOrderId: null }, [line])).toEqual({
      send: false,
      reason: 'not-from-shop',
    });
    expect(planShopFulfilment({ source: 'shop', shopOrderId: null }, [])).toEqual({
      send: false,
      reason: 'not-from-shop',
    });
  });

  it('sends nothing for a demo order, however it came in', () => {
    const line = { shopLineItemId: '9', sku: 'A', quantity: 1 };
    for (const source of ['import', 'shop'] as const)
      expect(planShopFulfilment({ source, shopOrderId: 'demo:5500000001001' }, [line])).toEqual({
        send: false,
        reason: 'not-from-shop',
      });
  });

  it('sends nothing when a line has no shop line item (or no SKU), or there are no lines', () => {
    expect(planShopFulfilment(synced, [{ shopLineItemId: null, quantity: 1 }])).toEqual({
      send: false,
      reason: 'no-shop-line-items',
    });
    expect(planShopFulfilment(imported, [{ shopLineItemId: null, sku: null, quantity: 1 }])).toEqual({
      send: false,
      reason: 'no-shop-line-items',
    });
    expect(planShopFulfilment(synced, [])).toEqual({ send: false, reason: 'no-shop-line-items' });
  });

  it('labels a line item by id, or by SKU', () => {
    expect(lineItemLabel({ id: '11', quantity: 1 })).toBe('11');
    expect(lineItemLabel({ sku: 'A-1', quantity: 1 })).toBe('sku:A-1');
  });
});
