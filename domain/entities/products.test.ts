import { describe, expect, it } from 'vitest';
import { packBody, productBody } from '../schemas/masterData';
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

/** The declarations' bodies are the CSV import's and the documented ones: same values, same refusals. */
describe('the product and pack declarations', () => {
  it.each([
    ['a whole product', product],
    ['nothing', {}],
    ['blank texts and negative measures', { ...product, internal_sku: ' ', supplier_sku: '', weight: -1 }],
    ['measures out of bounds', { ...product, length: 1e308, width: 1e-200, units: 'x' }],
    ['a supplier that is no id', { ...product, supplierId: 'nope' }],
    ['too long texts', { ...product, internal_product_name: 'x'.repeat(301), internal_sku: 'x'.repeat(101) }],
  ])('validate %s as productBody does', (_name, payload) => {
    expect(verdict(products.body, payload)).toEqual(verdict(productBody, payload));
  });

  it.each([
    ['a whole pack', pack],
    ['nothing', {}],
    ['no products', { ...pack, selected_products: [] }],
    ['products that are no ids', { ...pack, selected_products: ['x'] }],
    ['products that are no list', { ...pack, selected_products: 'x' }],
  ])('validate %s as packBody does', (_name, payload) => {
    expect(verdict(packs.body, payload)).toEqual(verdict(packBody, payload));
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
