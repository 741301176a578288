import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoints (docs/api.md), read by the dataProvider. */
export const name = 'products';

export const api: ResourceApi = {
  mapping: {
    // The list holds products and packs (packs carry a 'Pack' badge).
    listPath: '/get-products',
    listKey: 'doc',
    onePath: (id) => `/get-product?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
    createPath: '/add-product',
    createKey: 'doc',
    updatePath: '/edit-product',
    updateKey: 'doc',
    deletePath: '/delete-product',
  },
};
