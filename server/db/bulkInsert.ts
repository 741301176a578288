import { getTableColumns, getTableName, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

/**
 * Inserts many rows as ONE json parameter (json_populate_recordset): for imports of thousands
 * of orders, building a statement with tens of thousands of parameters costs more than the
 * database's work. Columns are those the rows name; the others take their defaults.
 */
export async function bulkInsert<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  chunk = 5000,
): Promise<void> {
  await insertChunks(db, table, rows, chunk, sql``);
}

/**
 * bulkInsert, leaving out the rows whose `unique` column holds a value already there, also one
 * a concurrent transaction has just written (PostgreSQL waits for it to end, then skips the row):
 * the ids of the rows written. Insert rows sorted by that column, so that two such writers wait
 * on their common keys in one order and never on each other.
 */
export async function bulkInsertNew<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  /** The unique column, or the unique index's expressions as its CREATE INDEX lists them. */
  unique: AnyColumn | SQL,
  chunk = 5000,
): Promise<Set<string>> {
  const target = 'name' in unique ? sql.raw(`"${unique.name}"`) : unique;
  const tail = sql` on conflict (${target}) do nothing returning "id"`;
  return new Set((await insertChunks(db, table, rows, chunk, tail)).map((row) => String(row.id)));
}

async function insertChunks<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly T['$inferInsert'][],
  chunk: number,
  tail: SQL,
): Promise<Record<string, unknown>[]> {
  const written: Record<string, unknown>[] = [];
  if (rows.length === 0) return written;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  const names = keys.map((key) => columns[key].name);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += chunk) {
    // A plain loop: Object.fromEntries of mapped pairs cost five times as long (issue 31).
    const part: Record<string, unknown>[] = [];
    for (const row of rows.slice(i, i + chunk) as Record<string, unknown>[]) {
      const named: Record<string, unknown> = {};
      for (let k = 0; k < keys.length; k++) named[names[k]] = row[keys[k]] ?? null;
      part.push(named);
    }
    const json = JSON.stringify(part);
    const result = (await db.execute(
      sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${json}::json)${tail}`,
    )) as unknown as { rows?: Record<string, unknown>[] };
    written.push(...(result.rows ?? []));
  }
  return written;
}

/**
 * `column IN (values)` with the values as ONE json parameter: thousands of ids would otherwise
 * be thousands of parameters to build and parse.
 */
export function inList(column: AnyColumn, values: readonly string[], type: 'uuid' | 'text' = 'uuid'): SQL {
  return sql`${column} in (select (json_array_elements_text(${JSON.stringify(values)}::json))::${sql.raw(type)})`;
}
