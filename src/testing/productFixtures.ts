import type { PackRecord, ProductRecord } from '../../dataProvider/products';

/** Records as the server answers them (docs/api.md), for the component tests. */
export const SUPPLIER_ID = '7d6f3c1e-2a4b-4c5d-8e9f-0a1b2c3d4e5f';
export const OTHER_SUPPLIER_ID = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

export const skillet: ProductRecord = {
  _id: 'a1b2c3d4-0000-4000-8000-000000000001',
  internal_sku: 'DS-CK-001',
  supplier_sku: 'CK1001',
  internal_product_name: 'Cast Iron Skillet 26cm',
  supplier_product_name: 'Skillet cast iron 26cm',
  units: 1,
  units_include: 1,
  weight: 3.1,
  length: 0.48,
  width: 0.28,
  height: 0.08,
  max_length: 0.48,
  volume: 0.010752000000000001,
  supplier: { _id: SUPPLIER_ID, name: 'Coastal Kitchenware' },
  isPack: false,
  updatedAt: '2026-01-05T09:00:00.000Z',
};

export const knife: ProductRecord = {
  ...skillet,
  _id: 'a1b2c3d4-0000-4000-8000-000000000002',
  internal_sku: 'DS-CK-002',
  supplier_sku: 'CK1002',
  internal_product_name: 'Chef Knife 20cm',
  supplier_product_name: 'Knife chef 8in German steel',
};

export const cookPack: PackRecord = {
  _id: 'a1b2c3d4-0000-4000-8000-00000000000f',
  internal_sku: 'DS-PACK-COOK',
  internal_product_name: 'Cook Starter Pack',
  isPack: true,
  updatedAt: '2026-01-05T09:00:00.000Z',
  products: [skillet, knife],
};

export const suppliers = [
  { _id: SUPPLIER_ID, name: 'Coastal Kitchenware', activated: true },
  { _id: OTHER_SUPPLIER_ID, name: 'Northwind Textiles', activated: true },
];
