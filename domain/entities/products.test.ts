import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { entity as packs } from './packs';
import { entity as products } from './products';

/** What a schema says of a payload: the parsed value, or each refused field with its message. */
const verdict = (schema: { safeParse: (v: unknown) => unknown }, payload: unknown) => {
  const result = schema.safeParse(payload) as {
    success: boolean;
    data?: unknown;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
  return result.success
    ? { data: result.data }
    : { refused: result.error!.issues.map((i) => `${i.path.join('.')}: ${i.message}`).sort() };
};

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
const pack = { internal_product_name: 'P', internal_sku: 'P-1', selected_products: [product.supplierId] };

const required = (...labels: [string, string][]) => labels.map(([f, l]) => `${f}: ${l} is required`);

/** The declarations' bodies are the CSV import's and the documented ones: these values, these refusals. */
describe('the product and pack declarations', () => {
  it.each([
    ['a whole product', product, { data: { ...product, weight: 0.5 } }],
    [
      'nothing',
      {},
      {
        refused: required(
          ['height', 'Height'],
          ['internal_product_name', 'Internal product name'],
          ['internal_sku', 'Internal SKU'],
          ['length', 'Length'],
          ['supplierId', 'Supplier'],
          ['supplier_product_name', 'Supplier product name'],
          ['supplier_sku', 'Supplier SKU'],
          ['units', 'Units'],
          ['units_include', 'Units per box'],
          ['weight', 'Weight'],
          ['width', 'Width'],
        ),
      },
    ],
    [
      'blank texts and negative measures',
      { ...product, internal_sku: ' ', supplier_sku: '', weight: -1 },
      {
        refused: [
          'internal_sku: Internal SKU is required',
          'supplier_sku: Supplier SKU is required',
          'weight: Weight must be at least 0',
        ],
      },
    ],
    [
      'measures out of bounds',
      { ...product, length: 1e308, width: 1e-200, units: 'x' },
      {
        refused: [
          'length: Length must be at most 1,000',
          'units: Units is required',
          'width: Width must be 0 or at least 0.000001',
        ],
      },
    ],
    [
      'a supplier that is no id',
      { ...product, supplierId: 'nope' },
      { refused: ['supplierId: Supplier is not a valid id'] },
    ],
    [
      'too long texts',
      { ...product, internal_product_name: 'x'.repeat(301), internal_sku: 'x'.repeat(101) },
      {
        refused: [
          'internal_product_name: Internal product name must be at most 300 characters',
          'internal_sku: Internal SKU must be at most 100 characters',
        ],
      },
    ],
  ])('validate %s', (_name, payload, expected) => {
    expect(verdict(products.body, payload)).toEqual(expected);
  });

  it.each([
    ['a whole pack', pack, { data: pack }],
    [
      'nothing',
      {},
      {
        refused: [
          'internal_product_name: Internal product name is required',
          'internal_sku: Internal SKU is required',
          'selected_products: Choose the products of the pack',
        ],
      },
    ],
    [
      'no products',
      { ...pack, selected_products: [] },
      { refused: ['selected_products: Choose at least one product'] },
    ],
    [
      'products that are no ids',
      { ...pack, selected_products: ['x'] },
      { refused: ['selected_products.0: Product is not a valid id'] },
    ],
    [
      'products that are no list',
      { ...pack, selected_products: 'x' },
      { refused: ['selected_products: Choose the products of the pack'] },
    ],
  ])('validate %s', (_name, payload, expected) => {
    expect(verdict(packs.body, payload)).toEqual(expected);
  });

  it('type their bodies exactly', () => {
    expectTypeOf<z.infer<typeof products.body>>().toEqualTypeOf<{
      internal_sku: string;
      supplier_sku: string;
      internal_product_name: string;
      supplier_product_name: string;
      supplierId: string;
      units: number;
      units_include: number;
      weight: number;
      length: number;
      width: number;
      height: number;
    }>();
    expectTypeOf<z.infer<typeof packs.body>>().toEqualTypeOf<{
      internal_product_name: string;
      internal_sku: string;
      selected_products: string[];
    }>();
  });

  it('answer on the product endpoints, packs adding and updating on their own', () => {
    expect(products.endpoints).toMatchObject({
      list: '/get-products',
      listKey: 'doc',
      one: '/get-product',
      add: '/add-product',
      addKey: 'doc',
      edit: '/edit-product',
      delete: '/delete-product',
    });
    expect(packs.endpoints).toMatchObject({
      ...products.endpoints,
      add: '/add-pack',
      edit: '/update-pack',
    });
  });
});
