import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Viewer } from '../../domain/access';
import { ownerOf, type OwnerKind } from '../../domain/owners';

/**
 * The rows a viewer reaches, as a condition on the table's owner columns (domain/owners.ts):
 * undefined for an Admin (every row), its own supplier's or warehouse's rows for a Supplier or
 * Warehouse user, none when the table has no owner column of its kind or its account no owner.
 * The declared entities scope by it (server/entities/entityService.ts); a hand-written service
 * passes its own columns: `ownedBy(viewer, { warehouse: orders.assignedWarehouseId })`.
 */
export function ownedBy(viewer: Viewer, columns: Partial<Record<OwnerKind, SQLWrapper>>): SQL | undefined {
  const confined = ownerOf(viewer);
  if (!confined) return undefined;
  const column = columns[confined.kind];
  return column && confined.id !== null ? sql`${column} = ${confined.id}` : sql`false`;
}
