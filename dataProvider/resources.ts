import type { Identifier } from 'react-admin';

/**
 * How one react-admin resource maps onto the documented endpoints. Paths are under
 * /backend/api/admin. Lists speak the shared list query (domain/listQuery.ts) and answer
 * `{ [listKey]: rows, count }`; writes are POSTs, as in the specifications.
 */
export interface ResourceMapping {
  /** GET, e.g. '/get-warehouses'. */
  listPath?: string;
  /** Where the rows are in the list answer, e.g. 'doc'. */
  listKey?: string;
  /** GET of one record, for canonical routes such as /warehouses/:id/show. */
  onePath?: (id: Identifier) => string;
  oneKey?: string;
  /** POST of the new record's fields, e.g. '/add-warehouse'. */
  createPath?: string;
  /** Where the created record is in the answer; without it the sent fields are kept. */
  createKey?: string;
  /** POST of `{ id, ...fields }`, e.g. '/edit-warehouse'. */
  updatePath?: string;
  updateKey?: string;
  /** POST of `{ id }`, e.g. '/delete_warehouse'. */
  deletePath?: string;
  /** POST of `{ id, status }` (activate/deactivate), e.g. '/status_warehouse'; used by update with meta.action 'status'. */
  statusPath?: string;
}

export type ResourceMappings = Readonly<Record<string, ResourceMapping>>;

/**
 * Filled by the issues that build each area (master data: warehouses, suppliers, ...;
 * orders; purchasing). For example, warehouses will read:
 *   { listPath: '/get-warehouses', listKey: 'doc', createPath: '/add-warehouse', ... }
 * A resource missing here is refused by the dataProvider with a message naming it.
 */
export const RESOURCES: ResourceMappings = {
  // Master data (spec 001 section 7; docs/api.md). Get-one serves the canonical routes.
  warehouses: {
    listPath: '/get-warehouses',
    listKey: 'doc',
    onePath: (id) => `/get-warehouse?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
    createPath: '/add-warehouse',
    createKey: 'doc',
    updatePath: '/edit-warehouse',
    updateKey: 'docs',
    deletePath: '/delete_warehouse',
    statusPath: '/status_warehouse',
  },
  suppliers: {
    listPath: '/get-suppliers',
    listKey: 'doc',
    onePath: (id) => `/get-supplier?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
    createPath: '/add-supplier',
    createKey: 'supplier',
    updatePath: '/edit-supplier',
    updateKey: 'doc',
    deletePath: '/delete_supplier',
    statusPath: '/status_supplier',
  },
  'shipping-agents': {
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
  // Products and packs share the product endpoints; the list of both is /get-products.
  products: {
    listPath: '/get-products',
    listKey: 'doc',
    onePath: (id) => `/get-product?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
    createPath: '/add-product',
    createKey: 'doc',
    updatePath: '/edit-product',
    updateKey: 'doc',
    deletePath: '/delete-product',
  },
  packs: {
    listPath: '/get-products',
    listKey: 'doc',
    onePath: (id) => `/get-product?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
    createPath: '/add-pack',
    createKey: 'doc',
    updatePath: '/update-pack',
    updateKey: 'doc',
    deletePath: '/delete-product',
  },
  // A stock entry has no get-one endpoint: its screens are named by warehouse and product ids.
  stock: {
    listPath: '/get-stock',
    listKey: 'doc',
    createPath: '/add-stock',
    createKey: 'doc',
    updatePath: '/edit-stock',
    updateKey: 'doc',
  },
  // Orders (spec 000 section 7): the Master Dashboard and Consolidate/Unconsolidate lists.
  orders: {
    listPath: '/get-shopify-orders',
    listKey: 'doc',
    onePath: (id) => `/get-order?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
  },
  consolidate: {
    listPath: '/get-consolidate-unconsolidate-orders',
    listKey: 'doc',
    onePath: (id) => `/get-order?id=${encodeURIComponent(String(id))}`,
    oneKey: 'doc',
  },
};
