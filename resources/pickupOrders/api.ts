import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoints (spec 000 section 7; docs/api.md "Pickup orders"). */
export const name = 'pickup-orders';

/**
 * Scheduled Pickup Orders (/puo-to-be-sent) is the list; Pickup Orders Sent (/puo-sent) a second
 * list of the same records on its own endpoint (`meta: { view: 'sent' }`). Both answer
 * `{pickupOrders, count}`.
 */
export const api: ResourceApi = {
  mapping: {
    listPath: '/get-pickup-orders-to-be-sent',
    listKey: 'pickupOrders',
    // One PUO, for a selection's print preview (a selected row on another page).
    onePath: (id) => `/get-pickup-order?id=${encodeURIComponent(String(id))}`,
    oneKey: 'pickupOrder',
  },
  views: {
    sent: { listPath: '/get-pickup-orders-sent', listKey: 'pickupOrders' },
  },
};
