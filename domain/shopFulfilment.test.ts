import { describe, expect, it } from 'vitest';
import { planShopFulfilment } from './shopFulfilment';

const synced = { source: 'shop' as const, shopOrderId: '700001' };

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

  it('sends nothing for an imported order or one without a shop id', () => {
    expect(
      planShopFulfilment({ source: 'import', shopOrderId: '5' }, [{ shopLineItemId: '1', quantity: 1 }]),
    ).toEqual({ send: false, reason: 'not-from-shop' });
    expect(planShopFulfilment({ source: 'shop', shopOrderId: null }, [])).toEqual({
      send: false,
      reason: 'not-from-shop',
    });
  });

  it('sends nothing when a line has no shop line item, or there are no lines', () => {
    expect(planShopFulfilment(synced, [{ shopLineItemId: null, quantity: 1 }])).toEqual({
      send: false,
      reason: 'no-shop-line-items',
    });
    expect(planShopFulfilment(synced, [])).toEqual({ send: false, reason: 'no-shop-line-items' });
  });
});
