import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoints (docs/api.md), read by the dataProvider. */
export const name = 'stock';

/** A stock entry has no get-one endpoint: its screens are named by warehouse and product ids. */
export const api: ResourceApi = {
  mapping: {
    listPath: '/get-stock',
    listKey: 'doc',
    createPath: '/add-stock',
    createKey: 'doc',
    updatePath: '/edit-stock',
    updateKey: 'doc',
  },
};
