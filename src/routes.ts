import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Area } from '../domain/access';

/**
 * Every path of both specifications, in one table: which area of domain/access.ts it belongs
 * to and which screen it shows. Screens that later issues build are placeholders that say so.
 *
 * Several entries may share a path: the first one the signed-in role may use wins. That is how
 * `/` (and `/orders`, "the first screen of the section") is each role's own first screen.
 * react-router matches paths case-insensitively, so `/Sent`, `/Suppliers` and `/edit-Pack`
 * are served by `/sent`, `/suppliers` and `/edit-pack`; they are listed as aliases anyway so
 * that this table names every path the specifications write.
 */

/** The issue that builds a screen still shown as a placeholder. */
export type LaterIssue = 'masterData' | 'orders' | 'purchasing';

/** react-admin's action names; domain/access.ts reads list/show as read, the rest as write. */
export type ScreenAction = 'list' | 'show' | 'create' | 'edit';

export type Screen =
  | { kind: 'placeholder'; title: string; issue: LaterIssue }
  | { kind: 'page'; component: LazyExoticComponent<ComponentType> }
  | { kind: 'redirect'; to: string }
  /** Served by react-admin's <Resource> of that path (App.tsx), not by a custom route. */
  | { kind: 'resource' };

export interface AppRoute {
  path: string;
  /** Other spellings of the same path found in the specifications. */
  aliases?: readonly string[];
  area: Area;
  action: ScreenAction;
  screen: Screen;
}

const soon = (title: string, issue: LaterIssue): Screen => ({
  kind: 'placeholder',
  title: `app.screens.${title}`,
  issue,
});

const ChangePassword = lazy(() =>
  import('../resources/account').then((account) => ({ default: account.ChangePassword })),
);

/** A screen of a resource folder, loaded when first shown. */
const lazyPage = (load: () => Promise<ComponentType>): Screen => ({
  kind: 'page',
  component: lazy(() => load().then((component) => ({ default: component }))),
});
const RESOURCE: Screen = { kind: 'resource' };
const warehousePaths = () => import('../resources/warehouses/specPaths');
const supplierPaths = () => import('../resources/suppliers/specPaths');
const shippingAgentPaths = () => import('../resources/shippingAgents/specPaths');
const productPaths = () => import('../resources/products/specPaths');
const packPaths = () => import('../resources/packs/specPaths');
const stockPaths = () => import('../resources/stock/specPaths');
const orderDetails = () => import('../resources/orders/details');

/** What `/` shows: Purchase Orders 'to be sent' for the admin, a supplier's own PO lines, and
 * for warehouse staff their Warehouse Orders. */
const firstScreens = (path: string): AppRoute[] => [
  { path, area: 'purchase-orders', action: 'list', screen: soon('po_to_be_sent', 'purchasing') },
  { path, area: 'supplier-orders', action: 'list', screen: soon('supplier_purchase_orders', 'purchasing') },
  { path, area: 'warehouse-orders', action: 'list', screen: { kind: 'redirect', to: '/warehouse-orders' } },
];

export const ROUTES: readonly AppRoute[] = [
  ...firstScreens('/'),
  ...firstScreens('/orders'),

  // Purchase orders (operator) and a supplier's purchase-order lines
  {
    path: '/to-be-sent',
    area: 'purchase-orders',
    action: 'list',
    screen: soon('po_to_be_sent', 'purchasing'),
  },
  {
    path: '/sent',
    aliases: ['/Sent'],
    area: 'purchase-orders',
    action: 'list',
    screen: soon('po_sent', 'purchasing'),
  },
  {
    path: '/purchase-orders',
    area: 'supplier-orders',
    action: 'list',
    screen: soon('supplier_purchase_orders', 'purchasing'),
  },

  // Pickup orders
  {
    path: '/puo-to-be-sent',
    area: 'pickup-orders',
    action: 'list',
    screen: soon('puo_to_be_sent', 'purchasing'),
  },
  { path: '/puo-sent', area: 'pickup-orders', action: 'list', screen: soon('puo_sent', 'purchasing') },

  // Orders
  {
    path: '/master-dashboard',
    area: 'orders',
    action: 'list',
    screen: lazyPage(() => import('../resources/orders/dashboard/MasterDashboard').then((m) => m.default)),
  },
  {
    path: '/consolidate-unconsolidate',
    area: 'orders',
    action: 'list',
    screen: lazyPage(() => import('../resources/orders/consolidate/ConsolidateList').then((m) => m.default)),
  },
  // Order details open with the order as navigation state (or ?id=...); see resources/orders/details.
  {
    path: '/view-shopify-order',
    area: 'orders',
    action: 'show',
    screen: lazyPage(() => orderDetails().then((m) => m.ViewShopifyOrder)),
  },
  {
    path: '/warehouse-orders',
    area: 'warehouse-orders',
    action: 'list',
    screen: soon('warehouse_orders', 'purchasing'),
  },
  {
    path: '/view-warehouse-order',
    area: 'warehouse-orders',
    action: 'show',
    screen: lazyPage(() => orderDetails().then((m) => m.ViewWarehouseOrder)),
  },

  // Master data
  // Warehouses, suppliers and shipping agents are react-admin resources with canonical routes
  // (/warehouses/create, /warehouses/:id/show, /warehouses/:id); the spec paths land on them.
  // The view and edit paths carry the record in the navigation state (spec 001 section 2).
  { path: '/warehouses', area: 'warehouses', action: 'list', screen: RESOURCE },
  { path: '/warehouse', area: 'warehouses', action: 'list', screen: { kind: 'redirect', to: '/warehouses' } },
  {
    path: '/add-warehouse',
    area: 'warehouses',
    action: 'create',
    screen: { kind: 'redirect', to: '/warehouses/create' },
  },
  {
    path: '/view-warehouse',
    area: 'warehouses',
    action: 'show',
    screen: lazyPage(() => warehousePaths().then((m) => m.ViewWarehouse)),
  },
  {
    path: '/edit-warehouse',
    area: 'warehouses',
    action: 'edit',
    screen: lazyPage(() => warehousePaths().then((m) => m.EditWarehouse)),
  },
  // react-router matches /Suppliers with the resource's /suppliers.
  { path: '/suppliers', aliases: ['/Suppliers'], area: 'suppliers', action: 'list', screen: RESOURCE },
  { path: '/supplier', area: 'suppliers', action: 'list', screen: { kind: 'redirect', to: '/suppliers' } },
  {
    path: '/add-supplier',
    area: 'suppliers',
    action: 'create',
    screen: { kind: 'redirect', to: '/suppliers/create' },
  },
  {
    path: '/view-supplier',
    area: 'suppliers',
    action: 'show',
    screen: lazyPage(() => supplierPaths().then((m) => m.ViewSupplier)),
  },
  {
    path: '/edit-supplier',
    area: 'suppliers',
    action: 'edit',
    screen: lazyPage(() => supplierPaths().then((m) => m.EditSupplier)),
  },
  // Products and packs: resources 'products' and 'packs' (/products/:id/show, /packs/:id...).
  { path: '/products', area: 'products', action: 'list', screen: RESOURCE },
  {
    path: '/add-product',
    area: 'products',
    action: 'create',
    screen: { kind: 'redirect', to: '/products/create' },
  },
  {
    path: '/view-product',
    area: 'products',
    action: 'show',
    screen: lazyPage(() => productPaths().then((m) => m.ViewProductPath)),
  },
  {
    path: '/edit-product',
    area: 'products',
    action: 'edit',
    screen: lazyPage(() => productPaths().then((m) => m.EditProductPath)),
  },
  {
    path: '/add-pack',
    area: 'products',
    action: 'create',
    screen: { kind: 'redirect', to: '/packs/create' },
  },
  {
    path: '/view-pack',
    area: 'products',
    action: 'show',
    screen: lazyPage(() => packPaths().then((m) => m.ViewPackPath)),
  },
  {
    path: '/edit-pack',
    aliases: ['/edit-Pack'],
    area: 'products',
    action: 'edit',
    screen: lazyPage(() => packPaths().then((m) => m.EditPackPath)),
  },
  { path: '/shipping-agents', area: 'shipping-agents', action: 'list', screen: RESOURCE },
  {
    path: '/add-shipping-agent',
    area: 'shipping-agents',
    action: 'create',
    screen: { kind: 'redirect', to: '/shipping-agents/create' },
  },
  {
    path: '/view-shipping-agent',
    area: 'shipping-agents',
    action: 'show',
    screen: lazyPage(() => shippingAgentPaths().then((m) => m.ViewShippingAgent)),
  },
  {
    path: '/edit-shipping-agent',
    area: 'shipping-agents',
    action: 'edit',
    screen: lazyPage(() => shippingAgentPaths().then((m) => m.EditShippingAgent)),
  },
  // Stock: resource 'stock'; an entry's screens are /stock/history and /stock/remove
  // (?warehouse_id=…&product_id=…), reached from the spec paths with the entry in state.
  { path: '/stock', area: 'stock', action: 'list', screen: RESOURCE },
  { path: '/add-stock', area: 'stock', action: 'create', screen: { kind: 'redirect', to: '/stock/create' } },
  {
    path: '/edit-stock',
    area: 'stock',
    action: 'edit',
    screen: lazyPage(() => stockPaths().then((m) => m.EditStockPath)),
  },
  {
    path: '/view-stock-history',
    area: 'stock',
    action: 'show',
    screen: lazyPage(() => stockPaths().then((m) => m.ViewStockHistoryPath)),
  },
  {
    path: '/settings',
    area: 'settings',
    action: 'edit',
    screen: lazyPage(() => import('../resources/settings/SettingsPage').then((m) => m.default)),
  },

  // Own account, every role
  {
    path: '/change-password',
    area: 'account',
    action: 'edit',
    screen: { kind: 'page', component: ChangePassword },
  },
];

/** One router path with the entries that may serve it, in the table's order. */
export interface RoutePath {
  path: string;
  entries: AppRoute[];
}

/**
 * The table grouped by path as react-router sees it (case-insensitive), aliases included.
 */
export function routePaths(routes: readonly AppRoute[] = ROUTES): RoutePath[] {
  const byPath = new Map<string, RoutePath>();
  for (const route of routes) {
    if (route.screen.kind === 'resource') continue;
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const key = path.toLowerCase();
      const group = byPath.get(key) ?? { path: key, entries: [] };
      if (!group.entries.includes(route)) group.entries.push(route);
      byPath.set(key, group);
    }
  }
  return [...byPath.values()];
}
