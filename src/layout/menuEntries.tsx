import { createElement, type ReactElement } from 'react';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import type { Area } from '../../domain/access';
import { RESOURCES } from '../resources/index';
import type { MenuGroupKey, ResourceDefinition } from '../resources/definition';

/**
 * The sidebar of spec 000 section 2 as one list, made from the menu items of the resource
 * definitions (src/resources/index.ts). Each entry names the area of domain/access.ts it belongs
 * to; the menu shows what the signed-in role may use, so the three role shells come out of
 * this single list.
 */
export interface MenuLink {
  kind: 'link';
  label: string;
  to: string;
  icon: ReactElement;
  area: Area;
  /**
   * The resource it is asked for by, when roles beside its area's may use it (an owned entity:
   * its owners, a Supplier or a Warehouse, see their own rows): the authProvider answers for it.
   */
  resource?: string;
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

/** The submenus, their place among the links of the resources, and what they hold beside them. */
const GROUPS: Record<MenuGroupKey, { label: string; icon: ReactElement; position: number; logout?: true }> = {
  purchase_orders: { label: 'app.menu.purchase_orders', icon: <ShoppingCartIcon />, position: 20 },
  pickup_orders: { label: 'app.menu.pickup_orders', icon: <MoveToInboxIcon />, position: 30 },
  user_settings: {
    label: 'app.menu.user_settings',
    icon: <ManageAccountsIcon />,
    position: 1000,
    logout: true,
  },
};

const LOGOUT: MenuLogout = { kind: 'logout', label: 'app.menu.logout', icon: <LogoutIcon /> };

/** The sidebar from the resources' menu items: links and groups by position, each group's links by theirs. */
export function menuOf(definitions: readonly ResourceDefinition[]): MenuEntry[] {
  const links = definitions.flatMap((definition) =>
    definition.menu.map((item) => ({
      group: item.group,
      position: item.position,
      link: {
        kind: 'link',
        label: item.label,
        to: item.to ?? `/${definition.name}`,
        icon: createElement(item.icon ?? definition.icon),
        area: definition.area,
        ...(definition.owners?.length ? { resource: definition.name } : {}),
        ...(item.unlessArea ? { unlessArea: item.unlessArea } : {}),
      } satisfies MenuLink,
    })),
  );
  const byPosition = <T extends { position: number }>(a: T, b: T) => a.position - b.position;
  const top: { position: number; entry: MenuEntry }[] = links
    .filter((link) => !link.group)
    .map(({ position, link }) => ({ position, entry: link }));
  for (const [key, group] of Object.entries(GROUPS) as [MenuGroupKey, (typeof GROUPS)[MenuGroupKey]][]) {
    const children: (MenuLink | MenuLogout)[] = links
      .filter((link) => link.group === key)
      .sort(byPosition)
      .map(({ link }) => link);
    if (group.logout) children.push(LOGOUT);
    if (children.length === 0) continue;
    top.push({
      position: group.position,
      entry: { kind: 'group', label: group.label, icon: group.icon, children },
    });
  }
  return top.sort(byPosition).map(({ entry }) => entry);
}

export const MENU: readonly MenuEntry[] = menuOf(RESOURCES);

/** Every area (and owned resource) the menu asks about, for one canAccess query. */
export function menuAreas(entries: readonly MenuEntry[] = MENU): string[] {
  const areas = new Set<string>();
  const add = (entry: MenuEntry | MenuLogout) => {
    if (entry.kind === 'logout') return;
    if (entry.area) areas.add(entry.area);
    if (entry.kind === 'link' && entry.resource) areas.add(entry.resource);
    if (entry.kind === 'link' && entry.unlessArea) areas.add(entry.unlessArea);
    if (entry.kind === 'group') entry.children.forEach(add);
  };
  entries.forEach(add);
  return [...areas];
}

/** The entries a role sees, given which areas (and owned resources) it may use. */
export function visibleMenu(
  allowed: (areaOrResource: string) => boolean,
  entries: readonly MenuEntry[] = MENU,
): MenuEntry[] {
  const linkShown = (link: MenuLink) =>
    allowed(link.resource ?? link.area) && !(link.unlessArea !== undefined && allowed(link.unlessArea));
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
