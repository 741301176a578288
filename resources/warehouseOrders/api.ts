import type { ResourceApi } from '../../src/resources/definition';

/** The resource key, and its documented endpoints (docs/api.md "Warehouse orders"). */
export const name = 'warehouse-orders';

/**
 * GET /get-all-warehouse-orders answers the Admin's list; the Admin's warehouse picker narrows it
 * to one warehouse with POST /get-warehouse-orders `{warehouse_id}`, and a Warehouse user's list
 * always asks that way with its own user id (spec 000 section 6; the server keeps it to its own
 * warehouse, whatever is asked); GET /get-warehouse-order one order, for /view-warehouse-order.
 */
export const api: ResourceApi = {
  mapping: {
    listPath: '/get-all-warehouse-orders',
    listKey: 'doc',
    narrowedList: { filter: 'warehouse_id', path: '/get-warehouse-orders', key: 'warehouseOrders' },
    onePath: (id) => `/get-warehouse-order?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
  },
};
