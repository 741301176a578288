import type { ResourceApi } from '../../src/resources/definition';
import { ACTIVITY_FILTERS } from '../../domain/activity';

/** The resource key, and its documented endpoint (docs/api.md "Who changed what"). */
export const name = 'activity';

export const api: ResourceApi = {
  mapping: { listPath: '/activity', listKey: 'doc', filters: ACTIVITY_FILTERS },
};
