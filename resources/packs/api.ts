import type { ResourceApi } from '../definition';

/** The resource key, and its documented endpoints (docs/api.md), read by the dataProvider. */
export const name = 'packs';

/** Packs share the product endpoints for reading and deleting; they have their own add and update. */
export const api: ResourceApi = {
  mapping: {
    listPath: '/get-products',
    listKey: 'doc',
    onePath: (id) => `/get-product?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
    createPath: '/add-pack',
    createKey: 'doc',
    updatePath: '/update-pack',
    updateKey: 'doc',
    deletePath: '/delete-product',
  },
};
