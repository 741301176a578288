import { defineEntity, type FieldDeclaration } from './entity';
import { LIMITS } from '../limits';
import { productOrPackRecord, productRecord } from '../schemas/productRecords';

const text = (label: string, ui: string, max: number) =>
  ({
    kind: 'text',
    label,
    max,
    ui: `app.products.fields.${ui}`,
    search: true,
  }) as const satisfies FieldDeclaration;
const measure = (label: string, ui: string, max: number) =>
  ({
    kind: 'number',
    label,
    max,
    ui: `app.products.fields.${ui}`,
    list: false,
  }) as const satisfies FieldDeclaration;
const field = (source: string) => ({ source, label: `app.products.fields.${source}` });

/**
 * Products (spec 001 "Product list", "Product and pack screens"): bought from one supplier,
 * which is locked once chosen; the server computes the maximum length and the volume. Packs
 * share their table, list, one-record and delete calls (domain/entities/packs.ts); the CSV
 * import and export and a supplier's products are the product routes' own (server/routes/products.ts).
 */
export const entity = defineEntity({
  name: 'products',
  area: 'products',
  singular: 'Product',
  plural: 'Products',
  activation: false,
  fields: {
    internal_sku: text('Internal SKU', 'internal_sku', 100),
    supplier_sku: text('Supplier SKU', 'supplier_sku', 100),
    internal_product_name: text('Internal product name', 'internal_product_name', 300),
    supplier_product_name: text('Supplier product name', 'supplier_product_name', 300),
    supplierId: {
      kind: 'reference',
      label: 'Supplier',
      ui: 'app.products.fields.supplier',
      reference: { resource: 'suppliers', list: '/get-suppliers', label: 'name' },
      record: 'supplier._id',
      lockedOnEdit: 'The supplier of a product',
      list: false,
    },
    units: measure('Units', 'units', LIMITS.units),
    units_include: measure('Units per box', 'units_include', LIMITS.units),
    weight: measure('Weight', 'weight', LIMITS.weightKg),
    length: measure('Length', 'length', LIMITS.metres),
    width: measure('Width', 'width', LIMITS.metres),
    height: measure('Height', 'height', LIMITS.metres),
  },
  record: productRecord,
  // The list, one record and delete answer packs too (packs carry a 'Pack' badge).
  readRecord: productOrPackRecord,
  menu: { position: 90 },
  endpoints: {
    // Every answer is `doc`; an edit names its record `_id`.
    list: '/get-products',
    listKey: 'doc',
    addKey: 'doc',
    editId: '_id',
  },
  messages: { list: 'Products', found: 'Product' },
  texts: {
    menu: 'app.menu.products',
    list: 'app.screens.products',
    add: 'app.products.add_product',
    update: 'app.products.update_product',
    edit_title: 'app.screens.edit_product',
    view_title: 'app.screens.view_product',
    details: 'app.products.sections.details',
  },
  list: [
    field('internal_sku'),
    field('internal_product_name'),
    field('supplier_sku'),
    field('supplier_product_name'),
    { source: 'supplier.name', label: 'app.products.fields.supplier_name' },
  ],
  form: [
    {
      title: 'app.products.sections.details',
      fields: [
        'internal_sku',
        'supplier_sku',
        'internal_product_name',
        'supplier_product_name',
        'supplierId',
      ],
    },
    {
      title: 'app.products.sections.criteria',
      fields: ['units', 'units_include', 'weight', 'length', 'width', 'height'],
    },
  ],
  show: [
    {
      title: 'app.products.sections.basic',
      fields: [
        field('supplier_product_name'),
        { source: 'supplier.name', label: 'app.products.fields.supplier_name' },
        field('supplier_sku'),
        field('internal_product_name'),
        field('internal_sku'),
      ],
    },
    {
      title: 'app.products.sections.selection',
      fields: [
        field('units'),
        field('weight'),
        { source: 'length', label: 'app.products.fields.package_length' },
        { source: 'width', label: 'app.products.fields.package_width' },
        { source: 'height', label: 'app.products.fields.package_height' },
        // Computed by the server: the largest of L, W and H, and L x W x H.
        field('max_length'),
        field('volume'),
      ],
    },
  ],
});
