import type { FieldKind, ListColumn } from './entity';
import type { EntitySurface } from './surface';

/** Kinds a list does not order by: several values, an e-mail body, a schedule, long prose. */
const UNSORTED: readonly FieldKind[] = ['references', 'richText', 'schedule', 'longText'];

/** Kinds ordered by their lower-cased text, as the default order by the title field. */
export const TEXT_KINDS: readonly FieldKind[] = ['text', 'email', 'url', 'phone', 'choice'];

/**
 * The columns of an entity's list that sort (`sort` of its list query): each column key and the
 * field it orders by. A column sorts when it shows a field with a column of its own (not one the
 * server computes or reads from another table); 'activated' sorts when the entity has activation.
 */
export function entitySorts(
  entity: Pick<EntitySurface, 'fields' | 'list' | 'activation'>,
): Readonly<Record<string, string>> {
  const columns: readonly Pick<ListColumn, 'source'>[] =
    entity.list ??
    Object.entries(entity.fields)
      .filter(([, field]) => field.list !== false)
      .map(([source]) => ({ source }));
  const sorts: Record<string, string> = {};
  for (const { source } of columns) {
    const found = Object.entries(entity.fields).find(([key, field]) => (field.record ?? key) === source);
    if (!found) continue;
    const [key, field] = found;
    if (field.column === null || UNSORTED.includes(field.kind)) continue;
    sorts[source] = key;
  }
  if (entity.activation) sorts.activated = 'activated';
  return sorts;
}
