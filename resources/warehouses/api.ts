import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoints (docs/api.md), read by the dataProvider. */
export const name = 'warehouses';

export const api: ResourceApi = {
  mapping: {
    listPath: '/get-warehouses',
    listKey: 'doc',
    onePath: (id) => `/get-warehouse?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
    createPath: '/add-warehouse',
    createKey: 'doc',
    updatePath: '/edit-warehouse',
    updateKey: 'docs',
    deletePath: '/delete_warehouse',
    statusPath: '/status_warehouse',
  },
};
