import { and, eq, sql, type SQL } from 'drizzle-orm';
import { activity, homeKey, recordHome } from '../db/schema';
import { ACTIVITY_TABLES } from '../db/activityTables';
import { isUuid } from '../../domain/ids';

const home = recordHome(activity);

/** An order's records: its own and those of its lines, assignments, returns and parcels. */
export const ofOrder = (orderId: string): SQL =>
  and(eq(activity.orderId, orderId), sql`${homeKey(home)} = ${homeKey(sql`${orderId}::text`)}`)!;

/**
 * One record's history, found by the index it is filed under (schema/activity.ts recordHome):
 * its own id, or the order of a record that has one, read from the tables that carry an order
 * (activityTables.ts). A record deleted since (a PO assignment let go) is no longer there to say
 * its order: its history is then read with its order's (?orderId=).
 */
export function ofRecord(recordId: string): SQL {
  const homes: SQL[] = [sql`${recordId}::text`];
  if (isUuid(recordId))
    for (const t of ACTIVITY_TABLES)
      if (t.order && t.order !== (t.key ?? 'id'))
        homes.push(
          sql`(select ${sql.identifier(t.order)}::text from ${sql.identifier(t.table)} where ${sql.identifier(t.key ?? 'id')} = ${recordId}::uuid)`,
        );
  return and(
    eq(activity.recordId, recordId),
    sql`${homeKey(home)} in (${sql.join(homes.map(homeKey), sql`, `)})`,
    sql`${home} in (${sql.join(homes, sql`, `)})`,
  )!;
}
