import { z } from 'zod';
import { defineEntity } from './entity';
import { id } from '../schemas/fields';
import { packRecord } from '../schemas/productRecords';
import { entity as products } from './products';

/**
 * Packs (spec 001 "Product and pack screens"): a named bundle of products, kept in the
 * products' table so that one index keeps internal SKUs unique across both. They are listed,
 * read and deleted through the product endpoints; add and update are their own.
 */
export const entity = defineEntity({
  name: 'packs',
  area: 'products',
  singular: 'Pack',
  plural: 'Packs',
  activation: false,
  fields: {
    internal_product_name: {
      kind: 'text',
      label: 'Internal product name',
      max: 300,
      ui: 'app.packs.fields.internal_product_name',
    },
    internal_sku: {
      kind: 'text',
      label: 'Internal SKU',
      max: 100,
      ui: 'app.packs.fields.internal_sku',
      lockedOnEdit: 'The internal SKU of a pack',
    },
    selected_products: {
      kind: 'references',
      label: 'Product',
      ui: 'app.packs.fields.selected_products',
      reference: { resource: 'products', list: products.endpoints.list, label: 'supplier_sku' },
      schema: z
        .array(id('Product'), { error: 'Choose the products of the pack' })
        .min(1, 'Choose at least one product'),
      record: 'products',
      column: null,
    },
  },
  record: packRecord,
  calls: ['add', 'edit'],
  // To the product calls a pack is a product: they find, list and delete both.
  messages: { notFound: 'Product not found' },
  endpoints: {
    ...products.endpoints,
    add: '/add-pack',
    edit: '/update-pack',
  },
  texts: {
    add: 'app.packs.add_pack',
    update: 'app.packs.save_pack',
    edit_title: 'app.screens.edit_pack',
    view_title: 'app.screens.view_pack',
    details: 'app.packs.section',
  },
  show: [
    {
      title: 'app.packs.section',
      fields: [
        { source: 'internal_product_name', label: 'app.packs.fields.internal_product_name' },
        { source: 'internal_sku', label: 'app.packs.fields.internal_sku' },
        { source: 'products.length', label: 'app.packs.fields.product_count' },
      ],
    },
  ],
});
