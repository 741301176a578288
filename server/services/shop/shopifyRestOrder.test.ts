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

  it('says whether the shop cancelled it and when the shop last changed it', () => {
    const body = restOrderOf(shopOrderNode(11, [{ sku: 'SKU-A', quantity: 1 }], '2026-11-22T08:00:00Z'));
    expect(orderOfDelivery(body)).toMatchObject({
      cancelled: false,
      shopUpdatedAt: new Date('2026-11-22T08:00:00Z'),
    });
    expect(orderOfDelivery({ ...body, cancelled_at: '2026-11-22T08:00:00Z' }).cancelled).toBe(true);
    expect(orderOfDelivery({ ...body, financial_status: 'refunded' }).cancelled).toBe(false);
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

  it("reads a body written out as Shopify's orders/create sample is, not made by the stand-in", () => {
    // Shopify's REST order JSON (webhook sample shape), trimmed to what the product reads and a
    // few fields it does not; written out by hand so a field name the stand-in shares with the
    // mapping (tests/api/shopifyStandIn.ts restOrderOf) is checked against Shopify's own.
    const body = JSON.parse(`{
      "id": 820982911946154508,
      "admin_graphql_api_id": "gid://shopify/Order/820982911946154508",
      "name": "#9999",
      "order_number": 1234,
      "email": "jon@example.com",
      "contact_email": "jon@example.com",
      "phone": null,
      "created_at": "2021-12-31T19:00:00-05:00",
      "updated_at": "2021-12-31T19:00:00-05:00",
      "cancelled_at": null,
      "note": null,
      "financial_status": "paid",
      "fulfillment_status": null,
      "currency": "USD",
      "total_price": "403.00",
      "customer": {
        "id": 115310627314723954,
        "admin_graphql_api_id": "gid://shopify/Customer/115310627314723954",
        "email": "john@example.com",
        "first_name": "John",
        "last_name": "Smith",
        "phone": null
      },
      "shipping_address": {
        "first_name": "Steve",
        "address1": "123 Shipping Street",
        "phone": "555-555-SHIP",
        "city": "Shippington",
        "zip": "40003",
        "province": "Kentucky",
        "country": "United States",
        "last_name": "Shipper",
        "address2": null,
        "company": "Shipping Company",
        "name": "Steve Shipper",
        "country_code": "US",
        "province_code": "KY"
      },
      "shipping_lines": [{ "id": 271878346596884015, "title": "Generic Shipping", "price": "10.00" }],
      "line_items": [
        {
          "id": 866550311766439020,
          "admin_graphql_api_id": "gid://shopify/LineItem/866550311766439020",
          "name": "IPod Nano - 8GB",
          "title": "IPod Nano - 8GB",
          "sku": "IPOD2008PINK",
          "quantity": 1,
          "price": "199.00",
          "fulfillable_quantity": 1
        }
      ]
    }`);
    expect(orderOfDelivery(body)).toEqual({
      shopOrderId: '820982911946154508',
      orderNumber: '#9999',
      orderCreatedAt: new Date('2022-01-01T00:00:00Z'),
      customerShopId: '115310627314723954',
      email: 'jon@example.com',
      firstName: 'Steve',
      lastName: 'Shipper',
      phone: '555-555-SHIP',
      address1: '123 Shipping Street',
      address2: null,
      city: 'Shippington',
      zip: '40003',
      province: 'Kentucky',
      country: 'US',
      shippingMethod: 'Generic Shipping',
      notes: null,
      initialStatus: 'Pending',
      cancelled: false,
      shopUpdatedAt: new Date('2022-01-01T00:00:00Z'),
      lines: [
        {
          lineKey: 'li:866550311766439020',
          position: 1,
          sku: 'IPOD2008PINK',
          name: 'IPod Nano - 8GB',
          quantity: 1,
          row: 0,
          shopLineItemId: '866550311766439020',
        },
      ],
    });
    expect(orderOfDelivery({ ...body, financial_status: 'voided' }).initialStatus).toBe('Refund');
  });
});
