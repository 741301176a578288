import { describe, expect, it } from 'vitest';
import { importedFromNode } from './shopify';
import { DeliveryBodyError, orderOfDelivery } from './shopifyRestOrder';
import { restOrderOf, shopOrderNode } from '../../../tests/api/shopifyStandIn';

type Node = Parameters<typeof importedFromNode>[0];

describe("a webhook's REST order JSON", () => {
  it('reads as the same order the sync makes of the GraphQL order', () => {
    const node = shopOrderNode(7, [
      { sku: 'SKU-A', quantity: 2 },
      { sku: null, quantity: 1, name: 'Gift wrap' },
    ]);
    expect(orderOfDelivery(restOrderOf(node))).toEqual(importedFromNode(node as unknown as Node));
  });

  it('takes ids from admin_graphql_api_id, exact where a JSON number is not', () => {
    // 820982911946154508 is past 2^53: JSON.parse makes it 820982911946154500.
    const body = JSON.parse(
      JSON.stringify(restOrderOf(shopOrderNode(8, [{ sku: 'SKU-A', quantity: 1 }]))).replace(
        '"admin_graphql_api_id":"gid://shopify/Order/600008"',
        '"admin_graphql_api_id":"gid://shopify/Order/820982911946154508"',
      ),
    );
    expect(orderOfDelivery(body).shopOrderId).toBe('820982911946154508');
    const { admin_graphql_api_id: _, ...noGid } = body;
    expect(orderOfDelivery(noGid).shopOrderId).toBe('600008');
    expect(() => orderOfDelivery({ ...noGid, id: Number('820982911946154508') })).toThrow(/^id: /);
  });

  it('reads a cancelled, refunded or fulfilled order as the sync does', () => {
    const body = restOrderOf(shopOrderNode(9, [{ sku: 'SKU-A', quantity: 1 }]));
    expect(orderOfDelivery(body).initialStatus).toBe('Pending');
    expect(orderOfDelivery({ ...body, cancelled_at: '2026-11-21T10:00:00Z' }).initialStatus).toBe('Refund');
    expect(orderOfDelivery({ ...body, financial_status: 'refunded' }).initialStatus).toBe('Refund');
    expect(orderOfDelivery({ ...body, fulfillment_status: 'fulfilled' }).initialStatus).toBe('Shipped');
  });

  it('names the field it cannot read', () => {
    const body = restOrderOf(shopOrderNode(10, [{ sku: 'SKU-A', quantity: 1 }]));
    const fieldOf = (value: unknown) => {
      try {
        orderOfDelivery(value);
      } catch (error) {
        return error instanceof DeliveryBodyError ? error.field : 'not a DeliveryBodyError';
      }
      return null;
    };
    expect(fieldOf({ ...body, name: undefined })).toBe('name');
    expect(fieldOf({ ...body, created_at: 'yesterday' })).toBe('created_at');
    expect(fieldOf({ ...body, line_items: [{ name: 'x', quantity: 1.5, id: 1 }] })).toBe(
      'line_items.0.quantity',
    );
    expect(fieldOf('not an order')).toBe('body');
  });
});
