import { defineEntity } from '../../domain/entities/entity';

/**
 * A throwaway owned entity with references (issue 29 items 3 and 4), declared here and nowhere
 * else: the packaging a supplier ships in, optionally kept at a warehouse. Its rows are the
 * supplier's and the warehouse's they name, so a Supplier or Warehouse user reaches its own.
 */
export const packagingTypes = defineEntity({
  name: 'packaging-types',
  area: 'settings',
  singular: 'Packaging type',
  plural: 'Packaging types',
  owners: ['supplierId', 'warehouseId'],
  fields: {
    name: { kind: 'text', label: 'Name', search: true },
    supplierId: {
      kind: 'reference',
      label: 'Supplier',
      reference: { resource: 'suppliers', list: '/get-suppliers', label: 'name' },
    },
    warehouseId: {
      kind: 'reference',
      label: 'Warehouse',
      required: false,
      reference: { resource: 'warehouses', list: '/get-warehouses', label: 'name' },
    },
  },
});
