/**
 * Who changed what (issue 32 item 3): every write records its actor, the record and each
 * field's value before and after, never a secret. The rules of what a record says; the server
 * writes it in the same transaction as the change.
 */
export const ACTOR_KINDS = ['user', 'scheduler', 'shop'] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];

export const ACTIVITY_KINDS = ['created', 'changed', 'deleted', 'restored'] as const;

/**
 * The Activity list's own filters beside search and the kind (its Filter tags). Here, not beside
 * the record's schema: the resource's mapping (on the sign-in page) reads them without zod.
 */
export const ACTIVITY_FILTERS = ['resource', 'recordId', 'orderId', 'actor', 'from', 'to'] as const;
export type ActivityFilter = (typeof ACTIVITY_FILTERS)[number];
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What a secret field's value reads as in the record: that it changed, never what to. */
export const SECRET_VALUE = '••••••';

/**
 * Fields whose values are never recorded, by name, whatever the record: password hashes,
 * tokens, keys and secrets (a shop's access token, a webhook's secret, a session's token).
 * The database's activity trigger matches the same pattern, case-insensitively (`~*`): the
 * migration that last defines track_activity spells it again, and tests/api/activity.test.ts
 * checks they agree.
 */
export const SECRET_FIELD_PATTERN = '(password|passwd|hash|token|secret|api_?key|apikey|private_?key)';
const secretField = new RegExp(SECRET_FIELD_PATTERN, 'i');
export const isSecretField = (field: string): boolean => secretField.test(field);

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/** JSON's sameness: dates by instant, objects and arrays by their content. */
function same(a: unknown, b: unknown): boolean {
  if (a instanceof Date || b instanceof Date) return toJson(a) === toJson(b);
  if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null)
    return JSON.stringify(a) === JSON.stringify(b);
  return Object.is(a ?? null, b ?? null);
}

const toJson = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : (value ?? null));

/**
 * The fields a write changed, each with its value before and after (a created record: every
 * field from null; a deleted one: every field to null), in the record's field order; a secret
 * field says only that it changed. `ignored` leaves out what every write touches (updated_at).
 */
export function fieldChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignored: readonly string[] = ['updatedAt', 'updated_at'],
): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    if (ignored.includes(field)) continue;
    const was = before?.[field];
    const now = after?.[field];
    if (same(was, now)) continue;
    if (isSecretField(field))
      changes.push({
        field,
        before: was == null ? null : SECRET_VALUE,
        after: now == null ? null : SECRET_VALUE,
      });
    else changes.push({ field, before: toJson(was), after: toJson(now) });
  }
  return changes;
}

/** The kind of a write from what was there before and after. */
export function activityKind(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  deletedField = 'deletedAt',
): ActivityKind {
  if (!before) return 'created';
  if (!after) return 'deleted';
  const wasDeleted = before[deletedField] != null;
  const isDeleted = after[deletedField] != null;
  if (!wasDeleted && isDeleted) return 'deleted';
  if (wasDeleted && !isDeleted) return 'restored';
  return 'changed';
}

/**
 * The activity's name of a screen's resource: its table (`shipping-agents` is `shipping_agents`),
 * so a record's page links to the records of its own table.
 */
export const activityResourceOf = (resource: string): string => resource.replace(/-/g, '_');

/**
 * The Activity list's address for one record's changes, or an order's (the order, its lines and
 * assignments): what a record's page and the order's timeline link to.
 */
export function activityAddress(
  of: { resource: string; recordId: string } | { orderId: string },
  around?: string,
): string {
  const filter: Record<string, string> =
    'orderId' in of
      ? { orderId: of.orderId }
      : { resource: activityResourceOf(of.resource), recordId: of.recordId };
  if (around) {
    // A timeline entry's change: what the order's records went through within a second of it.
    const at = new Date(around).getTime();
    if (Number.isFinite(at)) {
      filter.from = new Date(at - 1_000).toISOString();
      filter.to = new Date(at + 1_000).toISOString();
    }
  }
  return `/activity?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}
