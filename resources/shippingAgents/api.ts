import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoints (docs/api.md), read by the dataProvider. */
export const name = 'shipping-agents';

export const api: ResourceApi = {
  mapping: {
    listPath: '/get-shipping-agents',
    listKey: 'shippingAgents',
    onePath: (id) => `/get-shipping-agent?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
    createPath: '/add-shipping-agent',
    createKey: 'shippingAgent',
    updatePath: '/edit-shipping-agent',
    updateKey: 'doc',
    deletePath: '/delete-shipping-agent',
    statusPath: '/status-shipping-agent',
  },
};
