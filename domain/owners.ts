import { scopeOf, type Viewer } from './access';
import type { Role } from './roles';

/**
 * Whose rows a record holds (issue 29 item 3): a supplier's or a warehouse's. A Supplier user
 * reaches the rows of its own supplier, a Warehouse user those of its own warehouse, an Admin
 * every row. One rule for the declared entities (an entity's `owners`) and for the services that
 * scope by hand (orders, purchase and pickup orders): they ask `ownerOf` / `reachesOwned` with
 * the record's owner columns instead of spelling the role out.
 */
export type OwnerKind = 'supplier' | 'warehouse';

/** The resource whose records own rows, by the kind of owner. */
export const OWNER_RESOURCES: Readonly<Record<string, OwnerKind>> = {
  suppliers: 'supplier',
  warehouses: 'warehouse',
};

/** The role that owns rows of a kind: a Supplier user its supplier's, a Warehouse user its warehouse's. */
export const OWNER_ROLES: Readonly<Record<OwnerKind, Role>> = {
  supplier: 'Supplier',
  warehouse: 'Warehouse',
};

/** A record's owners: the id of its supplier and/or warehouse (absent when it has no such owner). */
export type Owners = Partial<Record<OwnerKind, string | null | undefined>>;

/**
 * The owner a viewer's rows are confined to: undefined when it reaches every row (an Admin),
 * `{ kind, id }` for a Supplier or Warehouse user (id null: its account has none, so it reaches none).
 */
export function ownerOf(viewer: Viewer): { kind: OwnerKind; id: string | null } | undefined {
  const scope = scopeOf(viewer.role);
  if (scope === 'all') return undefined;
  return scope === 'ownSupplier'
    ? { kind: 'supplier', id: viewer.supplierId }
    : { kind: 'warehouse', id: viewer.warehouseId };
}

/**
 * A record with these owners is the viewer's to see and change: any for an Admin; for a
 * Supplier or Warehouse user, one whose owner of its kind is its own (a record without an owner
 * of that kind is no one's of that role).
 */
export function reachesOwned(viewer: Viewer, owners: Owners): boolean {
  const confined = ownerOf(viewer);
  if (!confined) return true;
  const owner = owners[confined.kind];
  return confined.id !== null && owner !== undefined && owner === confined.id;
}
