import { describe, expect, it } from 'vitest';
import { knifeLine, order, skilletLine, unknownLine } from '../../src/testing/orderFixtures';
import { pickupOrder, toCustomer, toWarehouse } from '../../resources/pickupOrders/fixtures';
import { warehouseLines } from '../orderLines';
import { orderTicket, pickupOrderTickets, ticketItems } from './tickets';

describe('ticketItems', () => {
  it('groups the lines of a pack under its SKU, where its first line stands', () => {
    expect(
      ticketItems([
        { sku: 'A', packSku: 'PACK-1' },
        { sku: 'B' },
        { sku: 'C', packSku: 'PACK-1' },
        { sku: 'D', packSku: 'PACK-2' },
      ]),
    ).toEqual([{ sku: 'PACK-1', contents: ['A', 'C'] }, { sku: 'B' }, { sku: 'PACK-2', contents: ['D'] }]);
  });
});

describe('orderTicket', () => {
  it("prints the warehouse as sender, the customer's name, address and phone, and the parcel", () => {
    expect(orderTicket(order, order.products)).toEqual({
      sender: 'Rotterdam Hub\n12 Havenweg, Rotterdam, 3011, Netherlands',
      name: 'Jane Doe',
      destination: '1 Main Street, Flat 2, Leeds, LS1 1AA, United Kingdom',
      number: '#1042',
      shippingType: null,
      // The skillet came in a pack: the pack shows its product.
      items: [{ sku: 'DS-PACK-COOK', contents: ['DS-CK-001'] }, { sku: 'DS-CK-002' }],
      weight: 3.75,
      contact: null,
    });
  });

  it("leaves refunded lines out, and prints an unknown SKU as the shop's", () => {
    const ticket = orderTicket(order, [skilletLine, { ...knifeLine, status: 'Refund' }, unknownLine]);
    expect(ticket.items).toEqual([{ sku: 'DS-PACK-COOK', contents: ['DS-CK-001'] }, { sku: 'MUG-77' }]);
    expect(ticket.weight).toBe(3);
  });

  it("prints a warehouse's own lines only (Warehouse Orders), and no sender before a warehouse", () => {
    expect(orderTicket(order, warehouseLines(order)).items).toEqual([
      { sku: 'DS-PACK-COOK', contents: ['DS-CK-001'] },
    ]);
    expect(orderTicket({ ...order, assigned_to: null }, []).sender).toBeNull();
  });
});

describe('pickupOrderTickets', () => {
  it('prints one ticket per assignment, sent from the pickup place, numbered by the PUO', () => {
    const tickets = pickupOrderTickets(pickupOrder({ assign_orders: [toWarehouse, toCustomer] }));
    expect(tickets.map((t) => [t.number, t.name, t.shippingType, t.items, t.weight])).toEqual([
      ['PUO-1001', 'North Hub', 'Standard', [{ sku: 'INT-1' }], 3],
      ['PUO-1001', 'Grace Hopper', 'Express', [{ sku: 'INT-2' }], 1.5],
    ]);
    expect(tickets[0].sender).toBe('Acme Cookware\n12 Havenweg, Rotterdam, 3011, Netherlands');
    expect(tickets[0].destination).toBe('1 Dockweg, Utrecht, 3511, Netherlands');
    expect(tickets[1].contact).toBe('+1 555 0100');
  });
});
