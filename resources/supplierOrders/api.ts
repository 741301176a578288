import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoint (docs/api.md "Supplier view"), read by the dataProvider. */
export const name = 'supplier-orders';

/** The lines' writes are typed methods (dataProvider/supplierOrders.ts), not CRUD. */
export const api: ResourceApi = {
  mapping: { listPath: '/get-purchase-orders', listKey: 'supplierOrders' },
};
