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
  | { kind: 'redirect'; to: string };

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
  { path: '/master-dashboard', area: 'orders', action: 'list', screen: soon('master_dashboard', 'orders') },
  {
    path: '/consolidate-unconsolidate',
    area: 'orders',
    action: 'list',
    screen: soon('consolidate', 'orders'),
  },
  {
    path: '/view-shopify-order',
    area: 'orders',
    action: 'show',
    screen: soon('shopify_order_details', 'orders'),
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
    screen: soon('warehouse_order_details', 'orders'),
  },

  // Master data
  {
    path: '/warehouses',
    aliases: ['/warehouse'],
    area: 'warehouses',
    action: 'list',
    screen: soon('warehouses', 'masterData'),
  },
  {
    path: '/add-warehouse',
    area: 'warehouses',
    action: 'create',
    screen: soon('add_warehouse', 'masterData'),
  },
  {
    path: '/view-warehouse',
    area: 'warehouses',
    action: 'show',
    screen: soon('view_warehouse', 'masterData'),
  },
  {
    path: '/edit-warehouse',
    area: 'warehouses',
    action: 'edit',
    screen: soon('edit_warehouse', 'masterData'),
  },
  {
    path: '/suppliers',
    aliases: ['/supplier', '/Suppliers'],
    area: 'suppliers',
    action: 'list',
    screen: soon('suppliers', 'masterData'),
  },
  { path: '/add-supplier', area: 'suppliers', action: 'create', screen: soon('add_supplier', 'masterData') },
  { path: '/view-supplier', area: 'suppliers', action: 'show', screen: soon('view_supplier', 'masterData') },
  { path: '/edit-supplier', area: 'suppliers', action: 'edit', screen: soon('edit_supplier', 'masterData') },
  { path: '/products', area: 'products', action: 'list', screen: soon('products', 'masterData') },
  { path: '/add-product', area: 'products', action: 'create', screen: soon('add_product', 'masterData') },
  { path: '/view-product', area: 'products', action: 'show', screen: soon('view_product', 'masterData') },
  { path: '/edit-product', area: 'products', action: 'edit', screen: soon('edit_product', 'masterData') },
  { path: '/add-pack', area: 'products', action: 'create', screen: soon('add_pack', 'masterData') },
  { path: '/view-pack', area: 'products', action: 'show', screen: soon('view_pack', 'masterData') },
  {
    path: '/edit-pack',
    aliases: ['/edit-Pack'],
    area: 'products',
    action: 'edit',
    screen: soon('edit_pack', 'masterData'),
  },
  {
    path: '/shipping-agents',
    area: 'shipping-agents',
    action: 'list',
    screen: soon('shipping_agents', 'masterData'),
  },
  {
    path: '/add-shipping-agent',
    area: 'shipping-agents',
    action: 'create',
    screen: soon('add_shipping_agent', 'masterData'),
  },
  {
    path: '/view-shipping-agent',
    area: 'shipping-agents',
    action: 'show',
    screen: soon('view_shipping_agent', 'masterData'),
  },
  {
    path: '/edit-shipping-agent',
    area: 'shipping-agents',
    action: 'edit',
    screen: soon('edit_shipping_agent', 'masterData'),
  },
  { path: '/stock', area: 'stock', action: 'list', screen: soon('stock', 'masterData') },
  { path: '/add-stock', area: 'stock', action: 'create', screen: soon('add_stock', 'masterData') },
  { path: '/edit-stock', area: 'stock', action: 'edit', screen: soon('edit_stock', 'masterData') },
  { path: '/view-stock-history', area: 'stock', action: 'show', screen: soon('stock_history', 'masterData') },
  { path: '/settings', area: 'settings', action: 'edit', screen: soon('settings', 'masterData') },

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
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const key = path.toLowerCase();
      const group = byPath.get(key) ?? { path: key, entries: [] };
      if (!group.entries.includes(route)) group.entries.push(route);
      byPath.set(key, group);
    }
  }
  return [...byPath.values()];
}
