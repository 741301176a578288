import type { ResourceApi } from '../../src/resources/definition';
import { api as productsApi } from '../products/api';

/** The resource key, and its documented endpoints (docs/api.md), read by the dataProvider. */
export const name = 'packs';

/** Packs share the product endpoints for reading and deleting; they have their own add and update. */
export const api: ResourceApi = {
  mapping: { ...productsApi.mapping, createPath: '/add-pack', updatePath: '/update-pack' },
};
