import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { openPostgres, type DatabaseHandle } from '../../server/db/client';
import { scratchDatabase, type ScratchDatabase } from '../../server/db/scratchDatabase';
import { namingStatements, statementName } from '../../server/db/namedStatements';
import { warehouses } from '../../server/db/schema';
import { actingAs } from '../../server/db/actor';
import { warehouseRow } from './helpers';

/**
 * On PostgreSQL each parameterised statement is prepared under a name of its text on the
 * connection that runs it (server/db/namedStatements.ts): parsed once there, later only bound and
 * run. The answers are those of the same statements sent unnamed.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

let scratch: ScratchDatabase;
let handle: DatabaseHandle;
let plain: pg.Pool;

beforeAll(async () => {
  if (!serverUrl) return;
  scratch = await scratchDatabase(serverUrl, 'test');
  await scratch.migrate();
  await scratch.db
    .insert(warehouses)
    .values([warehouseRow('North', 'Leeds'), warehouseRow('South', 'Bath'), warehouseRow('East', 'Leeds')]);
  // One connection: every statement below runs where pg_prepared_statements can see it.
  handle = await openPostgres(scratch.url, 1);
  plain = new pg.Pool({ connectionString: scratch.url, max: 1 });
}, 60_000);
afterAll(async () => {
  await handle?.close();
  await plain?.end();
  await scratch?.drop();
});

const prepared = async (db: DatabaseHandle['db']) =>
  (
    (await db.execute(sql`select name, statement from pg_prepared_statements order by name`)) as unknown as {
      rows: { name: string; statement: string }[];
    }
  ).rows;

const inCity = (db: DatabaseHandle['db'], city: string) =>
  db
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.city, city))
    .orderBy(asc(warehouses.name));

describe.skipIf(!serverUrl)('statements prepared under a name (PostgreSQL)', () => {
  it('prepares a list read once on its connection and answers as the unnamed statement does', async () => {
    const unnamed = drizzle({ client: plain }) as unknown as DatabaseHandle['db'];
    const text = inCity(handle.db, 'Leeds').toSQL().sql;
    const first = await inCity(handle.db, 'Leeds');
    const again = await inCity(handle.db, 'Leeds');
    const other = await inCity(handle.db, 'Bath');
    expect(first).toEqual([{ name: 'East' }, { name: 'North' }]);
    expect(again).toEqual(first);
    expect(first).toEqual(await inCity(unnamed, 'Leeds'));
    expect(other).toEqual(await inCity(unnamed, 'Bath'));
    const named = (await prepared(handle.db)).filter((row) => row.statement === text);
    expect(named).toEqual([{ name: statementName(text), statement: text }]);
    // The pool without names prepared nothing.
    expect(await prepared(unnamed)).toEqual([]);
  });

  it("names no transaction's begin with its actor, and the transaction's statements still run", async () => {
    await actingAs({ kind: 'scheduler', name: 'scheduler' }, () =>
      handle.db.transaction(async (tx) => {
        await tx.update(warehouses).set({ city: 'York' }).where(eq(warehouses.name, 'South'));
      }),
    );
    expect(await inCity(handle.db, 'York')).toEqual([{ name: 'South' }]);
    const statements = (await prepared(handle.db)).map((row) => row.statement);
    expect(statements.some((text) => /^update "warehouses"/.test(text))).toBe(true);
    expect(statements.some((text) => /begin|set_config/.test(text))).toBe(false);
  });

  it('names at most so many statements on a connection; the rest still answer, unnamed', async () => {
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      namingStatements(client, 2);
      const answers = [];
      for (const n of [1, 2, 3, 4])
        answers.push((await client.query({ text: `select $1::int + ${n} as n` }, [n])).rows);
      expect(answers).toEqual([[{ n: 2 }], [{ n: 4 }], [{ n: 6 }], [{ n: 8 }]]);
      const { rows } = await client.query('select count(*)::int as n from pg_prepared_statements');
      expect(rows).toEqual([{ n: 2 }]);
    } finally {
      await client.end();
    }
  });
});
