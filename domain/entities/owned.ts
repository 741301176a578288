import { OWNER_RESOURCES, OWNER_ROLES, type OwnerKind } from '../owners';
import type { Role } from '../roles';
import type { EntityDeclaration } from './entity';

/**
 * The owner fields of an entity by kind (`{ supplier: 'supplierId' }`), read from its `owners`:
 * each names a reference field to suppliers or warehouses; anything else is a declaration error.
 */
export function ownerFields(
  entity: Pick<EntityDeclaration, 'name' | 'fields' | 'owners'>,
): Partial<Record<OwnerKind, string>> {
  const found: Partial<Record<OwnerKind, string>> = {};
  for (const key of entity.owners ?? []) {
    const field = entity.fields[key];
    const kind = field?.kind === 'reference' ? OWNER_RESOURCES[field.reference?.resource ?? ''] : undefined;
    if (!kind)
      throw new Error(`${entity.name}: owner '${key}' is not a reference to suppliers or warehouses`);
    found[kind] = key;
  }
  return found;
}

/** The roles that reach an owned entity's calls for their own rows (beyond the entity's area). */
export const ownerRoles = (entity: Pick<EntityDeclaration, 'name' | 'fields' | 'owners'>): Role[] =>
  (Object.keys(ownerFields(entity)) as OwnerKind[]).map((kind) => OWNER_ROLES[kind]);
