import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoints (docs/api.md "Returns"). */
export const name = 'returns';

export const api: ResourceApi = {
  mapping: {
    listPath: '/get-returns',
    listKey: 'doc',
    onePath: (id) => `/get-return?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
  },
};
