import { describe, expect, it } from 'vitest';
import { formatAddress, type PostalAddress } from '../../domain/address';
import { ordersFromExport } from '../../domain/shopifyOrders';
import { demoAgents, demoSuppliers, demoWarehouses } from './data';
import { CUSTOMER as DEMO_PUO_CUSTOMER } from './pickupOrders';
import { shopifyExportRows } from './shopifyExport';

/** How often a city is named in a one-line address, as every screen writes it (domain/address.ts). */
const timesNamed = (line: string, city: string) => line.split(city).length - 1;

describe('demo addresses name their city once', () => {
  it('in every imported demo order, and no address line holds the city', () => {
    const { orders } = ordersFromExport(shopifyExportRows({ orders: 200, skus: ['SKU-1'], seed: 2026 }));
    expect(new Set(orders.map((o) => o.city)).size).toBeGreaterThan(1);
    for (const order of orders) {
      const line = formatAddress({ street: [order.address1, order.address2], ...order });
      expect(order.address1, line).not.toContain(order.city!);
      expect(timesNamed(line, order.city!), line).toBe(1);
    }
  });

  it('in the demo warehouses, suppliers, shipping agents and the manual customer', () => {
    const places: (PostalAddress & { city: string })[] = [
      ...demoWarehouses,
      ...demoSuppliers,
      ...demoAgents,
    ].map((p) => ({
      street: [p.streetName, p.streetNumber],
      city: p.city,
      zip: 'zipCode' in p ? p.zipCode : null,
      country: p.country,
    }));
    const { address1, ...customer } = DEMO_PUO_CUSTOMER;
    places.push({ street: [address1], ...customer });
    for (const place of places) {
      const line = formatAddress(place);
      expect(timesNamed(line, place.city), line).toBe(1);
    }
  });
});
