import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoints (docs/api.md), read by the dataProvider. */
export const name = 'suppliers';

export const api: ResourceApi = {
  mapping: {
    listPath: '/get-suppliers',
    listKey: 'doc',
    onePath: (id) => `/get-supplier?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
    createPath: '/add-supplier',
    createKey: 'supplier',
    updatePath: '/edit-supplier',
    updateKey: 'doc',
    deletePath: '/delete_supplier',
    statusPath: '/status_supplier',
  },
};
