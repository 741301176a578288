import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoints (docs/api.md "Purchase orders"). */
export const name = 'purchase-orders';

const onePo = {
  onePath: (id: string | number) => `/get-supplier-order?id=${encodeURIComponent(String(id))}`,
  oneKey: 'supplierOrder',
};

/**
 * Spec 000 section 7: Scheduled Supplier Orders (/to-be-sent) is the list; Purchase Orders Sent
 * (/Sent) a second list of the same POs on its own endpoint (`meta: { view: 'sent' }`).
 */
export const api: ResourceApi = {
  mapping: { listPath: '/get-supplier-orders-to-be-sent', listKey: 'supplierOrders', ...onePo },
  views: {
    sent: { listPath: '/get-supplier-orders-sent', listKey: 'supplierOrders', ...onePo },
  },
};
