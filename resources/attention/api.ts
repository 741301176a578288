import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoint (docs/api.md "Needs attention"). */
export const name = 'attention';

export const api: ResourceApi = {
  mapping: { listPath: '/get-attention', listKey: 'doc' },
};
