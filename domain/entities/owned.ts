import { OWNER_RESOURCES, OWNER_ROLES, type OwnerKind } from '../owners';
import type { Role } from '../roles';

/** What the owners are read from: a declaration's name, fields and owners (entity.ts calls this). */
interface Declared {
  name: string;
  fields: Readonly<Record<string, { kind: string; reference?: { resource: string } }>>;
  owners?: readonly string[];
}

/**
 * The owner fields of an entity by kind (`{ supplier: 'supplierId' }`), read from its `owners`:
 * each names a reference field to suppliers or warehouses; anything else is a declaration error.
 */
export function ownerFields(entity: Declared): Partial<Record<OwnerKind, string>> {
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
export const ownerRoles = (entity: Declared): Role[] =>
  (Object.keys(ownerFields(entity)) as OwnerKind[]).map((kind) => OWNER_ROLES[kind]);
