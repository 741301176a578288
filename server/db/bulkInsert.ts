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
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))].filter((key) => key in columns);
  const names = keys.map((key) => columns[key].name);
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  const tableName = sql.raw(`"${getTableName(table)}"`);
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(
      rows
        .slice(i, i + chunk)
        .map((row) =>
          Object.fromEntries(keys.map((key, k) => [names[k], (row as Record<string, unknown>)[key] ?? null])),
        ),
    );
    await db.execute(
      sql`insert into ${tableName} (${list}) select ${list} from json_populate_recordset(null::${tableName}, ${json}::json)`,
    );
  }
}

/**
 * `column IN (values)` with the values as ONE json parameter: thousands of ids would otherwise
 * be thousands of parameters to build and parse.
 */
export function inList(column: AnyColumn, values: readonly string[], type: 'uuid' | 'text' = 'uuid'): SQL {
  return sql`${column} in (select (json_array_elements_text(${JSON.stringify(values)}::json))::${sql.raw(type)})`;
}
