import type { Role } from './roles';

/**
 * Who may do what: DESIGN.md section 5 as one table. The browser uses it to hide menus and
 * routes; the server uses it on every /backend/api/admin call and has the last word.
 * Scoping to "its own warehouse / its own lines" is applied by the services from the session.
 */
export const AREAS = [
  'warehouses',
  'suppliers',
  'shipping-agents',
  'active-shipping-agents', // the activated agents that other screens offer for selection
  'products',
  'stock',
  'settings',
  'orders', // Master Dashboard, consolidation, order import, shop sync
  'warehouse-orders',
  'purchase-orders', // to be sent / sent, managed by the operator
  'supplier-orders', // a supplier's own lines of sent purchase orders
  'pickup-orders',
  'account', // own password
  'attention', // Needs attention: each role reads the rows that are its move
  'channels', // the configured shops, their state and daily counts (issue 30)
  'activity', // who changed what (issue 32): each role reads the records it may see
] as const;
export type Area = (typeof AREAS)[number];
export type Action = 'read' | 'write';

const ALL: readonly Action[] = ['read', 'write'];
const READ: readonly Action[] = ['read'];

const POLICY: Record<Role, Partial<Record<Area, readonly Action[]>>> = {
  Admin: Object.fromEntries(AREAS.map((area) => [area, ALL])),
  Warehouse: {
    'warehouse-orders': ALL,
    stock: ALL,
    'active-shipping-agents': READ,
    account: ALL,
    attention: READ,
    activity: READ,
  },
  Supplier: {
    'supplier-orders': ALL,
    'active-shipping-agents': READ,
    account: ALL,
    attention: READ,
    activity: READ,
  },
};

/** Deny by default: an unknown role, area or action is refused. */
export function canAccess(role: Role | undefined | null, area: Area, action: Action = 'read'): boolean {
  if (!role) return false;
  return POLICY[role]?.[area]?.includes(action) ?? false;
}

/**
 * Whether a role may use a resource: by its area, or as one of its owners (a declared entity's
 * `owners`: a Supplier or a Warehouse reaches the rows it owns). The server and the browser ask this.
 */
export function mayUse(
  role: Role | undefined | null,
  area: Area,
  action: Action = 'read',
  owners?: readonly Role[],
): boolean {
  return canAccess(role, area, action) || (!!role && !!owners?.includes(role));
}

/** Whose records a role sees inside an area it may use. */
export type Scope = 'all' | 'ownWarehouse' | 'ownSupplier';
export function scopeOf(role: Role): Scope {
  if (role === 'Warehouse') return 'ownWarehouse';
  if (role === 'Supplier') return 'ownSupplier';
  return 'all';
}

/** The signed-in user as the scoping rules read it: its warehouse and supplier come from the session. */
export interface Viewer {
  role: Role;
  warehouseId: string | null;
  supplierId: string | null;
}

/**
 * The one warehouse whose records a viewer reaches: undefined when it reaches every warehouse's
 * (an Admin), null when it reaches none (a Supplier, or a Warehouse account without a warehouse).
 */
export function confinedWarehouseId(viewer: Viewer): string | null | undefined {
  const scope = scopeOf(viewer.role);
  if (scope === 'all') return undefined;
  return scope === 'ownWarehouse' ? viewer.warehouseId : null;
}

/** The one supplier whose records a viewer reaches: undefined for all of them, null for none. */
export function confinedSupplierId(viewer: Viewer): string | null | undefined {
  const scope = scopeOf(viewer.role);
  if (scope === 'all') return undefined;
  return scope === 'ownSupplier' ? viewer.supplierId : null;
}

const reaches = (confined: string | null | undefined, owner: string | null | undefined) =>
  confined === undefined || (confined !== null && confined === owner);

/** A record of this warehouse is the viewer's to see and change: any for an Admin, its own for a Warehouse user. */
export const mayReachWarehouse = (viewer: Viewer, warehouseId: string | null | undefined): boolean =>
  reaches(confinedWarehouseId(viewer), warehouseId);

/** A record of this supplier is the viewer's: any for an Admin, its own for a Supplier user. */
export const mayReachSupplier = (viewer: Viewer, supplierId: string | null | undefined): boolean =>
  reaches(confinedSupplierId(viewer), supplierId);

/** react-admin speaks in actions such as list/show/edit; the policy speaks in read/write. */
export function actionOf(raAction: string): Action {
  return ['list', 'show', 'read', 'export'].includes(raAction) ? 'read' : 'write';
}

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}
