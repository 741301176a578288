import type { Locator, Page } from 'playwright-core';

/** What the screenshot tour (scripts/screenTour.ts) visits: every path of both specifications. */

/** The demo accounts (README), and `public` for the signed-out pages. */
export const ROLES = {
  admin: { email: 'admin@demo.test' },
  supplier: { email: 'supplier@demo.test' },
  warehouse: { email: 'warehouse@demo.test' },
} as const;
export type Role = keyof typeof ROLES | 'public';

type Row = Record<string, unknown>;

/** Records of the tree's demo data that spec paths receive as navigation state. */
export interface TourIds {
  warehouse?: Row;
  supplier?: Row;
  shippingAgent?: Row;
  product?: Row;
  pack?: Row;
  stock?: Row;
  /** A stock entry of the Warehouse account's own warehouse. */
  warehouseStock?: Row;
  order?: Row;
  /** An order assigned to the Warehouse account's warehouse. */
  warehouseOrder?: Row;
}

export interface TourScreen {
  path: string;
  /** The navigation state the lists open this path with; undefined: none can be made. */
  state?: (ids: TourIds, role: Role) => unknown;
}

const record = (pick: (ids: TourIds, role: Role) => Row | undefined) => (ids: TourIds, role: Role) => {
  const found = pick(ids, role);
  return found && { record: found };
};
const stockOf = (ids: TourIds, role: Role) => (role === 'warehouse' ? ids.warehouseStock : ids.stock);
const orderOf = (ids: TourIds, role: Role) => (role === 'warehouse' ? ids.warehouseOrder : ids.order);

/** Signed out. */
export const PUBLIC_PATHS = ['/', '/login', '/forgot-password', '/set-password'];

/** Signed in, every role visits every path (a denied one shows how it is refused). */
export const SCREEN_PATHS: TourScreen[] = [
  { path: '/' },
  { path: '/orders' },
  // Purchase orders, a supplier's purchase-order lines, pickup orders (spec 000)
  { path: '/to-be-sent' },
  { path: '/sent' },
  { path: '/Sent' },
  { path: '/purchase-orders' },
  { path: '/puo-to-be-sent' },
  { path: '/puo-sent' },
  // Orders (spec 000)
  { path: '/master-dashboard' },
  { path: '/consolidate-unconsolidate' },
  { path: '/view-shopify-order', state: record(orderOf) },
  { path: '/warehouse-orders' },
  { path: '/view-warehouse-order', state: record((ids) => ids.warehouseOrder ?? ids.order) },
  // Master data, stock, settings, account (spec 001)
  { path: '/warehouses' },
  { path: '/warehouse' },
  { path: '/add-warehouse' },
  { path: '/view-warehouse', state: record((ids) => ids.warehouse) },
  { path: '/edit-warehouse', state: record((ids) => ids.warehouse) },
  { path: '/suppliers' },
  { path: '/Suppliers' },
  { path: '/supplier' },
  { path: '/add-supplier' },
  { path: '/view-supplier', state: record((ids) => ids.supplier) },
  { path: '/edit-supplier', state: record((ids) => ids.supplier) },
  { path: '/products' },
  { path: '/add-product' },
  { path: '/view-product', state: record((ids) => ids.product) },
  { path: '/edit-product', state: record((ids) => ids.product) },
  { path: '/add-pack' },
  { path: '/view-pack', state: record((ids) => ids.pack) },
  { path: '/edit-pack', state: record((ids) => ids.pack) },
  { path: '/edit-Pack', state: record((ids) => ids.pack) },
  { path: '/shipping-agents' },
  { path: '/add-shipping-agent' },
  { path: '/view-shipping-agent', state: record((ids) => ids.shippingAgent) },
  { path: '/edit-shipping-agent', state: record((ids) => ids.shippingAgent) },
  { path: '/stock' },
  { path: '/add-stock' },
  { path: '/edit-stock', state: record(stockOf) },
  { path: '/view-stock-history', state: record(stockOf) },
  { path: '/settings' },
  { path: '/change-password' },
];

export interface OneClick {
  /** Appended to the shot's name. */
  name: string;
  target: (page: Page) => Locator;
}

const button =
  (name: string | RegExp, exact = true) =>
  (page: Page) =>
    page.getByRole('button', { name, exact: typeof name === 'string' ? exact : undefined });
const rowActions: OneClick = { name: 'row-actions', target: button('Actions') };
const productLines: OneClick = { name: 'product-lines', target: button(/^\d+ products?$/) };
const assignOrders: OneClick = { name: 'assign-orders', target: button(/^\d+ assign orders?$/) };

/** The menus and dialogs one click away from a screen, shot after it (Escape closes them). */
export const ONE_CLICK: Record<string, OneClick[]> = {
  '/': [{ name: 'user-menu', target: button('Profile') }],
  '/to-be-sent': [
    assignOrders,
    { name: 'schedule', target: button(/^Update Scheduled date & time of /) },
    { name: 'add-product', target: button('Add Product manually') },
  ],
  '/sent': [assignOrders, { name: 'row-actions', target: button(/^Actions for /) }],
  '/purchase-orders': [rowActions, productLines],
  '/puo-to-be-sent': [rowActions, productLines],
  '/puo-sent': [rowActions, productLines],
  '/master-dashboard': [
    { name: 'import', target: button('Import CSV') },
    { name: 'filter', target: button('Filter') },
    rowActions,
    productLines,
  ],
  '/consolidate-unconsolidate': [rowActions, productLines],
  '/view-shopify-order': [rowActions],
  '/warehouse-orders': [rowActions, productLines],
  '/view-warehouse-order': [{ name: 'shipping-ticket', target: button('Shipping Ticket') }],
  '/warehouses': [{ name: 'filter', target: button('Filter') }, rowActions],
  '/suppliers': [{ name: 'filter', target: button('Filter') }, rowActions],
  '/shipping-agents': [{ name: 'filter', target: button('Filter') }, rowActions],
  '/products': [{ name: 'import', target: button('Import CSV') }, rowActions],
  '/stock': [rowActions],
};
