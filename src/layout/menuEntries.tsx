import type { ReactElement } from 'react';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FactoryIcon from '@mui/icons-material/Factory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import PasswordIcon from '@mui/icons-material/Password';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import SendIcon from '@mui/icons-material/Send';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { Area } from '../../domain/access';

/**
 * The sidebar of spec 000 section 2 as one list. Each entry names the area of
 * domain/access.ts it belongs to; the menu shows what the signed-in role may use, so the
 * three role shells come out of this single list.
 */
export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  icon: ReactElement;
  area: Area;
  /**
   * Hidden for roles that may use this other area. The supplier's first entry 'Orders' is its
   * own purchase-order lines; the admin reaches every line through Purchase Orders instead.
   */
  unlessArea?: Area;
}

export interface MenuLogout {
  kind: 'logout';
  label: string;
  icon: ReactElement;
}

export interface MenuGroup {
  kind: 'group';
  label: string;
  icon: ReactElement;
  /** Shown when the role may use this area (when set) and at least one child is shown. */
  area?: Area;
  children: readonly (MenuLink | MenuLogout)[];
}

export type MenuEntry = MenuLink | MenuGroup;

export const MENU: readonly MenuEntry[] = [
  {
    kind: 'link',
    label: 'app.menu.supplier_orders',
    to: '/',
    icon: <ReceiptIcon />,
    area: 'supplier-orders',
    unlessArea: 'purchase-orders',
  },
  {
    kind: 'group',
    label: 'app.menu.purchase_orders',
    icon: <ShoppingCartIcon />,
    area: 'purchase-orders',
    children: [
      {
        kind: 'link',
        label: 'app.menu.po_to_be_sent',
        to: '/to-be-sent',
        icon: <ScheduleSendIcon />,
        area: 'purchase-orders',
      },
      { kind: 'link', label: 'app.menu.po_sent', to: '/Sent', icon: <SendIcon />, area: 'purchase-orders' },
    ],
  },
  {
    kind: 'group',
    label: 'app.menu.pickup_orders',
    icon: <MoveToInboxIcon />,
    area: 'pickup-orders',
    children: [
      {
        kind: 'link',
        label: 'app.menu.puo_to_be_sent',
        to: '/puo-to-be-sent',
        icon: <ScheduleSendIcon />,
        area: 'pickup-orders',
      },
      {
        kind: 'link',
        label: 'app.menu.puo_sent',
        to: '/puo-sent',
        icon: <SendIcon />,
        area: 'pickup-orders',
      },
    ],
  },
  {
    kind: 'link',
    label: 'app.menu.master_dashboard',
    to: '/master-dashboard',
    icon: <DashboardIcon />,
    area: 'orders',
  },
  {
    kind: 'link',
    label: 'app.menu.warehouse_orders',
    to: '/warehouse-orders',
    icon: <AssignmentIcon />,
    area: 'warehouse-orders',
  },
  {
    kind: 'link',
    label: 'app.menu.warehouses',
    to: '/warehouses',
    icon: <WarehouseIcon />,
    area: 'warehouses',
  },
  { kind: 'link', label: 'app.menu.suppliers', to: '/suppliers', icon: <FactoryIcon />, area: 'suppliers' },
  {
    kind: 'link',
    label: 'app.menu.shipping_agents',
    to: '/shipping-agents',
    icon: <LocalShippingIcon />,
    area: 'shipping-agents',
  },
  { kind: 'link', label: 'app.menu.products', to: '/products', icon: <CategoryIcon />, area: 'products' },
  { kind: 'link', label: 'app.menu.stock', to: '/stock', icon: <Inventory2Icon />, area: 'stock' },
  {
    kind: 'group',
    label: 'app.menu.user_settings',
    icon: <ManageAccountsIcon />,
    children: [
      { kind: 'link', label: 'app.menu.settings', to: '/settings', icon: <SettingsIcon />, area: 'settings' },
      {
        kind: 'link',
        label: 'app.menu.change_password',
        to: '/change-password',
        icon: <PasswordIcon />,
        area: 'account',
      },
      { kind: 'logout', label: 'app.menu.logout', icon: <LogoutIcon /> },
    ],
  },
];

/** Every area the menu asks about, for one canAccess query. */
export function menuAreas(entries: readonly MenuEntry[] = MENU): Area[] {
  const areas = new Set<Area>();
  const add = (entry: MenuEntry | MenuLogout) => {
    if (entry.kind === 'logout') return;
    if (entry.area) areas.add(entry.area);
    if (entry.kind === 'link' && entry.unlessArea) areas.add(entry.unlessArea);
    if (entry.kind === 'group') entry.children.forEach(add);
  };
  entries.forEach(add);
  return [...areas];
}

/** The entries a role sees, given which areas it may use. */
export function visibleMenu(
  allowed: (area: Area) => boolean,
  entries: readonly MenuEntry[] = MENU,
): MenuEntry[] {
  const linkShown = (link: MenuLink) =>
    allowed(link.area) && !(link.unlessArea !== undefined && allowed(link.unlessArea));
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (entry.kind === 'link') {
      if (linkShown(entry)) visible.push(entry);
      continue;
    }
    if (entry.area !== undefined && !allowed(entry.area)) continue;
    const children = entry.children.filter((child) => child.kind === 'logout' || linkShown(child));
    if (children.length > 0) visible.push({ ...entry, children });
  }
  return visible;
}
