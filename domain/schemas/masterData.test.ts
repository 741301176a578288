import { describe, expect, it } from 'vitest';
import { entity as packs } from '../entities/packs';
import { entity as products } from '../entities/products';
import { entity as shippingAgents } from '../entities/shippingAgents';
import { entity as suppliers } from '../entities/suppliers';
import { entity as warehouses } from '../entities/warehouses';

// The request bodies of the master data are their declarations' (domain/entities/).
const warehouseBody = warehouses.body;
const supplierBody = suppliers.body;
const shippingAgentBody = shippingAgents.body;
const productBody = products.body;
const packBody = packs.body;

const warehouse = {
  name: 'North',
  contact_person: 'Ann',
  contact_email: 'north@example.test',
  contact_phone: '+44 1',
  street_name: 'Main',
  street_number: '1',
  city: 'Leeds',
  country: 'GB',
  zipCode: '01234',
  startTime: '09:00',
  endTime: '17:00',
};

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('bounds (domain/limits.ts)', () => {
  it('refuses criteria beyond 100,000 kg, 1,000 m and 3,000 m of L+W+H, naming each', () => {
    const result = warehouseBody.safeParse({
      ...warehouse,
      max_weight: 100_001,
      min_height: 1e308,
      max_LWH: '3000.5',
    });
    expect(fieldsOf(result).sort()).toEqual(['max_LWH', 'max_weight', 'min_height']);
    expect(
      warehouseBody.safeParse({ ...warehouse, max_weight: 100_000, max_height: 1000, max_LWH: 3000 }).success,
    ).toBe(true);
  });
  it('refuses a product weighing more than 100,000 kg or measuring more than 1,000 m', () => {
    const product = {
      internal_sku: 'A',
      supplier_sku: 'B',
      internal_product_name: 'C',
      supplier_product_name: 'D',
      units: 1,
      units_include: 1,
      weight: 1e300,
      length: 1001,
      width: 1,
      height: 1,
      supplierId: '0b9c2f55-2a3c-4c11-9a0e-3f1f4a1c2d3e',
    };
    const result = productBody.safeParse(product);
    expect(fieldsOf(result).sort()).toEqual(['length', 'weight']);
    expect(result.error?.issues.map((i) => i.message).sort()).toEqual([
      'Length must be at most 1,000',
      'Weight must be at most 100,000',
    ]);
  });
});

describe('warehouseBody', () => {
  it('accepts a minimal warehouse, with the default shipping type and no constraints', () => {
    const parsed = warehouseBody.parse(warehouse);
    expect(parsed.shipping_type).toBe('International+Domestic Shipping');
    expect(parsed.max_weight).toBeNull();
    expect(parsed.zipCode).toBe('01234');
  });
  it('reads empty criteria as "not set" and decimals as numbers', () => {
    const parsed = warehouseBody.parse({ ...warehouse, min_weight: '', max_weight: '12.5' });
    expect(parsed.min_weight).toBeNull();
    expect(parsed.max_weight).toBe(12.5);
  });
  it('names every missing field', () => {
    expect(fieldsOf(warehouseBody.safeParse({}))).toEqual(
      expect.arrayContaining([
        'name',
        'contact_person',
        'contact_email',
        'contact_phone',
        'street_name',
        'street_number',
        'city',
        'country',
        'zipCode',
        'startTime',
        'endTime',
      ]),
    );
  });
  it('refuses a non-numeric zip code, a negative criterion, a bad time and a minimum above the maximum', () => {
    expect(fieldsOf(warehouseBody.safeParse({ ...warehouse, zipCode: 'AB1' }))).toEqual(['zipCode']);
    expect(fieldsOf(warehouseBody.safeParse({ ...warehouse, min_height: -1 }))).toEqual(['min_height']);
    expect(fieldsOf(warehouseBody.safeParse({ ...warehouse, endTime: '5pm' }))).toEqual(['endTime']);
    expect(fieldsOf(warehouseBody.safeParse({ ...warehouse, min_weight: 10, max_weight: 5 }))).toEqual([
      'max_weight',
    ]);
  });
  it('refuses a pickup window that ends when or before it starts, on the end time', () => {
    expect(fieldsOf(warehouseBody.safeParse({ ...warehouse, startTime: '17:00', endTime: '09:00' }))).toEqual(
      ['endTime'],
    );
    expect(fieldsOf(warehouseBody.safeParse({ ...warehouse, startTime: '09:00', endTime: '09:00' }))).toEqual(
      ['endTime'],
    );
    expect(warehouseBody.safeParse({ ...warehouse, startTime: '09:00', endTime: '09:01' }).success).toBe(
      true,
    );
  });
});

describe('supplierBody and shippingAgentBody', () => {
  const supplier = {
    ...warehouse,
    zipCode: 'LS1 4AB',
    startTime: '',
    endTime: undefined,
    notification_schedule: '2,10:30',
    email_subject: 'PO',
  };
  it('accepts a text zip code and optional pickup times, dropshipping on by default', () => {
    const parsed = supplierBody.parse(supplier);
    expect(parsed.startTime).toBeNull();
    expect(parsed.dropShipping_available).toBe(true);
  });
  it("refuses a supplier's pickup window that ends before it starts, and allows a half-set one", () => {
    expect(fieldsOf(supplierBody.safeParse({ ...supplier, startTime: '14:00', endTime: '08:00' }))).toEqual([
      'endTime',
    ]);
    expect(supplierBody.safeParse({ ...supplier, startTime: '14:00', endTime: '' }).success).toBe(true);
  });
  it('refuses a schedule outside day 1 to 30 or a 12-hour time', () => {
    expect(fieldsOf(supplierBody.safeParse({ ...supplier, notification_schedule: '31,10:00' }))).toEqual([
      'notification_schedule',
    ]);
    expect(fieldsOf(supplierBody.safeParse({ ...supplier, notification_schedule: '3,7:00 PM' }))).toEqual([
      'notification_schedule',
    ]);
  });
  it('wants a numeric phone and a URL for an agent', () => {
    const agent = { ...supplier, trackingURL: 'https://t.example/?id=', contact_phone: '4420' };
    expect(shippingAgentBody.safeParse(agent).success).toBe(true);
    expect(fieldsOf(shippingAgentBody.safeParse({ ...agent, contact_phone: 'call me' }))).toEqual([
      'contact_phone',
    ]);
    expect(fieldsOf(shippingAgentBody.safeParse({ ...agent, trackingURL: 'javascript:alert(1)' }))).toEqual([
      'trackingURL',
    ]);
  });
});

describe('productBody and packBody', () => {
  const product = {
    internal_sku: 'A-1',
    supplier_sku: 'S1',
    internal_product_name: 'A',
    supplier_product_name: 'A',
    units: 1,
    units_include: 1,
    weight: '0.5',
    length: 0.1,
    width: 0.1,
    height: 0,
    supplierId: '7d9f0c4e-3f5a-4a8e-9a49-1d6a1b2c3d4e',
  };
  it('accepts numbers of at least 0 with decimals', () => {
    expect(productBody.parse(product).weight).toBe(0.5);
  });
  it('refuses negative or missing measures', () => {
    expect(fieldsOf(productBody.safeParse({ ...product, weight: -1 }))).toEqual(['weight']);
    expect(fieldsOf(productBody.safeParse({ ...product, height: '' }))).toEqual(['height']);
  });
  it('refuses measures whose volume the database cannot compute: beyond its bound, or nearer zero than a millionth', () => {
    for (const [field, value] of [
      ['length', 1e308],
      ['weight', '1e300'],
      ['width', 1e-200],
      ['height', 6e-323],
    ] as const)
      expect(fieldsOf(productBody.safeParse({ ...product, [field]: value })), field).toEqual([field]);
    expect(productBody.safeParse({ ...product, length: 1000, width: 0.000001 }).success).toBe(true);
  });
  it('needs at least one product in a pack', () => {
    expect(
      fieldsOf(
        packBody.safeParse({ internal_product_name: 'P', internal_sku: 'P-1', selected_products: [] }),
      ),
    ).toEqual(['selected_products']);
  });
});
