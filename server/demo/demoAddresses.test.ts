import { describe, expect, it } from 'vitest';
import { formatAddress, type PostalAddress } from '../../domain/address';
import { ordersFromExport } from '../../domain/shopifyOrders';
import { demoAgents, demoSuppliers, demoWarehouses } from './data';
import { CUSTOMER as DEMO_PUO_CUSTOMER } from './pickupOrders';
import { DEMO_PLACES, shopifyExportRows } from './shopifyExport';
import { placeDisagreement } from '../../tests/knownPlaces';

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

describe('demo addresses: city, postcode, province and country agree', () => {
  it('in every place a demo customer lives', () => {
    for (const place of DEMO_PLACES) {
      expect(placeDisagreement(place), place.city).toBeNull();
      expect(placeDisagreement({ ...place, province: place.provinceName || null }), place.city).toBeNull();
    }
  });

  it('in the demo warehouses, suppliers, shipping agents and the manual customer', () => {
    for (const place of [...demoWarehouses, ...demoSuppliers, ...demoAgents])
      expect(
        placeDisagreement({ ...place, zip: 'zipCode' in place ? place.zipCode : null }),
        place.name,
      ).toBeNull();
    expect(placeDisagreement(DEMO_PUO_CUSTOMER)).toBeNull();
  });

  it('in an export of customers of one country, which lists only that country’s cities', () => {
    for (const country of ['DE', 'FR', 'GB']) {
      const rows = shopifyExportRows({ orders: 40, skus: ['SKU-1'], seed: 7, country }).filter((r) => r.Id);
      for (const row of rows) {
        const address = {
          city: row['Shipping City'],
          country: row['Shipping Country'],
          zip: row['Shipping Zip'],
          province: row['Shipping Province'] || null,
        };
        expect(address.country).toBe(country);
        expect(placeDisagreement(address), JSON.stringify(address)).toBeNull();
      }
    }
    expect(() => shopifyExportRows({ orders: 1, skus: ['SKU-1'], country: 'JP' })).toThrow(/JP/);
  });

  it('the table itself refuses a city named with another country, postcode or province', () => {
    expect(placeDisagreement({ city: 'London', country: 'DE', zip: 'SW1A 1AA' })).toMatch(/GB, not DE/);
    expect(placeDisagreement({ city: 'Paris', country: 'FR', zip: '14467' })).toMatch(/postcode/);
    expect(placeDisagreement({ city: 'Potsdam', country: 'DE', province: 'BY' })).toMatch(/province/);
    expect(placeDisagreement({ city: 'Atlantis', country: 'GR' })).toMatch(/not in the table/);
  });
});
