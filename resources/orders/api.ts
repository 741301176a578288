import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoints (docs/api.md), read by the dataProvider. */
export const name = 'orders';

const oneOrder = {
  onePath: (id: string | number) => `/get-order?id=${encodeURIComponent(String(id))}`,
  oneKey: 'doc',
};

/**
 * Spec 000 section 7: the Master Dashboard is the list; Consolidate/Unconsolidate is a second
 * list of the same orders on its own endpoint (`meta: { view: 'consolidate' }`); get-one serves
 * both order-details variants.
 */
export const api: ResourceApi = {
  mapping: { listPath: '/get-shopify-orders', listKey: 'doc', ...oneOrder },
  views: {
    consolidate: { listPath: '/get-consolidate-unconsolidate-orders', listKey: 'doc', ...oneOrder },
  },
};
