import { and, eq, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client';
import { activity } from '../db/schema';
import { keysetBatches } from '../db/keyset';
import { likePattern } from '../../domain/listQuery';
import { ACTIVITY_KINDS, type ActivityKind } from '../../domain/activity';
import type { Viewer } from '../../domain/access';
import type { CsvColumn } from '../../domain/csv';
import { listPage, ownOrder, readListQuery, type ListSpec } from './listQuery';
import { activityVisibleTo } from './activityScope';
import { ofOrder, ofRecord } from './activityRecordHome';
import type { CsvExport } from './csvExport';

/** The Activity list's filters beside the list query (docs/api.md "Who changed what"). */
export interface ActivityFilters {
  resource?: string;
  recordId?: string;
  orderId?: string;
  actor?: string;
  kind?: ActivityKind;
  from?: Date;
  to?: Date;
}

export type ActivityRow = typeof activity.$inferSelect;

/** Kinds are also the list's filter tags; sorting by time is its own order (newest first). */
export const activityListSpec: ListSpec<ActivityKind> = {
  table: activity,
  tags: Object.fromEntries(ACTIVITY_KINDS.map((kind) => [kind, eq(activity.kind, kind)])) as Record<
    ActivityKind,
    SQL
  >,
  sorts: { at: activity.id },
};

function filtersOf(filters: ActivityFilters, search?: string): SQL | undefined {
  const pattern = search ? likePattern(search.toLowerCase()) : undefined;
  return and(
    filters.resource ? eq(activity.resource, filters.resource) : undefined,
    filters.recordId ? ofRecord(filters.recordId) : undefined,
    filters.orderId ? ofOrder(filters.orderId) : undefined,
    filters.actor
      ? or(eq(activity.actorId, filters.actor), eq(activity.actorName, filters.actor))
      : undefined,
    filters.kind ? eq(activity.kind, filters.kind) : undefined,
    filters.from ? gte(activity.at, filters.from) : undefined,
    filters.to ? lte(activity.at, filters.to) : undefined,
    pattern
      ? sql`lower(${activity.resource} || ' ' || ${activity.recordId} || ' ' || coalesce(${activity.actorName}, '') || ' ' || coalesce(${activity.changes}::text, '')) like ${pattern}`
      : undefined,
  );
}

/** An activity record as the API answers it: `changes` as field -> [before, after]. */
export const activityRecord = (row: ActivityRow) => ({
  _id: String(row.id),
  at: row.at.toISOString(),
  actor: { kind: row.actorKind, id: row.actorId, role: row.actorRole, name: row.actorName },
  resource: row.resource,
  recordId: row.recordId,
  kind: row.kind,
  changes: (row.changes ?? null) as Record<string, [unknown, unknown]> | null,
});

const csvColumns: CsvColumn<ActivityRow>[] = [
  { header: 'Time', value: (r) => r.at.toISOString() },
  { header: 'Actor', value: (r) => r.actorName ?? r.actorKind },
  { header: 'Actor kind', value: (r) => r.actorKind },
  { header: 'Role', value: (r) => r.actorRole },
  { header: 'Resource', value: (r) => r.resource },
  { header: 'Record', value: (r) => r.recordId },
  { header: 'Kind', value: (r) => r.kind },
  { header: 'Changes', value: (r) => (r.changes == null ? '' : JSON.stringify(r.changes)) },
];

const EXPORT_BATCH = 2_000;

/** Who changed what (issue 32 item 3): read only; the database's triggers write it. */
export class ActivityService {
  constructor(private readonly db: Database) {}

  async list(raw: Record<string, unknown>, filters: ActivityFilters, viewer: Viewer) {
    const { search } = readListQuery(activityListSpec, raw);
    const extra = and(activityVisibleTo(viewer), filtersOf(filters, search));
    const page = await listPage(
      this.db,
      activityListSpec,
      { ...raw, search: undefined },
      (where, limit, skip, sorted, direction) =>
        this.db
          .select()
          .from(activity)
          .where(where)
          .orderBy(...sorted, ...ownOrder(direction, [[activity.id, 'desc']]))
          .limit(limit)
          .offset(skip),
      extra,
    );
    return { doc: page.rows.map(activityRecord), count: page.count };
  }

  /** Every record the list's filters select, newest first, a batch at a time. */
  exportCsv(filters: ActivityFilters, search: string | undefined, viewer: Viewer): CsvExport<ActivityRow> {
    const where = and(activityVisibleTo(viewer), filtersOf(filters, search));
    const read = (after: ActivityRow | undefined, limit: number) =>
      this.db
        .select()
        .from(activity)
        .where(and(where, after ? lt(activity.id, after.id) : undefined))
        .orderBy(sql`${activity.id} desc`)
        .limit(limit);
    return { columns: csvColumns, batches: keysetBatches(read, EXPORT_BATCH) };
  }
}
