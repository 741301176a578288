/**
 * The load bench's check of fields whose last write wins (order notes, estimated dates): the
 * database must hold a value the server confirmed last. Two writes in flight at once may be
 * applied in either order, so "last" is any acknowledged write that no other acknowledged write
 * of the same field was sent after it had been answered. A write applied after its client had
 * gone (issue 31 item 4) shows as an older value here.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../server/db/client';
import { rowsOf } from '../server/db/rows';
import type { FieldWrite } from './loadClients';

/** The values each (field, row) may hold after the run: its writes not followed by a later one. */
export function lastConfirmed(
  writes: readonly FieldWrite[],
): Map<string, { field: string; rowId: string; values: Set<string> }> {
  const byRow = new Map<string, FieldWrite[]>();
  for (const w of writes) {
    const key = `${w.field}\u0000${w.rowId}`;
    byRow.set(key, [...(byRow.get(key) ?? []), w]);
  }
  const allowed = new Map<string, { field: string; rowId: string; values: Set<string> }>();
  for (const [key, group] of byRow) {
    const lastSent = Math.max(...group.map((w) => w.sentAt));
    const values = new Set(group.filter((w) => w.answeredAt >= lastSent).map((w) => w.value));
    allowed.set(key, { field: group[0].field, rowId: group[0].rowId, values });
  }
  return allowed;
}

const HELD = {
  'order notes': sql`select id::text, notes as value from orders`,
  'order estimated date': sql`select id::text, estimated_shipping_date::text as value from orders`,
  'line estimated date': sql`select id::text, estimated_shipping_date::text as value from po_lines`,
} as const;

/** Problems: each field of a row whose value in the database is not one confirmed last. */
export async function checkLastValues(db: DbOrTx, writes: readonly FieldWrite[]) {
  const problems: string[] = [];
  const allowed = lastConfirmed(writes);
  for (const field of Object.keys(HELD) as (keyof typeof HELD)[]) {
    const ids = [...allowed.values()].filter((a) => a.field === field).map((a) => a.rowId);
    if (!ids.length) continue;
    const held = await rowsOf<{ id: string; value: string | null }>(
      db,
      sql`select * from (${HELD[field]}) r where r.id = any(${`{${ids.join(',')}}`}::text[])`,
    );
    const byId = new Map(held.map((r) => [r.id, r.value]));
    for (const id of ids) {
      const { values } = allowed.get(`${field}\u0000${id}`)!;
      const value = byId.get(id) ?? null;
      if (value === null || !values.has(value))
        problems.push(
          `${field} of ${id}: the database holds ${value}, last confirmed ${[...values].join(' or ')}`,
        );
    }
  }
  return { problems, checked: allowed.size };
}
