import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { createTestApp, createUser, login, tokenFor, type TestContext } from './helpers';
import { client, type Client } from './productFixtures';
import { makeProduct, makeSupplier, makeWarehouse, supplierToken } from './purchasingFixtures';
import { stockOrders, type PrintingWorld } from './printingFixtures';
import { activity, outbox, users, warehouses } from '../../server/db/schema';
import { migrationsFolder } from '../../server/db/client';
import { actingAs, SCHEDULER, shopActor } from '../../server/db/actor';
import { ACTIVITY_TABLES, NOT_TRACKED } from '../../server/db/activityTables';
import { SECRET_FIELD_PATTERN, SECRET_VALUE } from '../../domain/activity';

/**
 * Who changed what (issue 32 item 3): every write records its actor, record and changed fields
 * in its own transaction (the triggers of the migration `activity`); a refused or failed write
 * records nothing; each role reads only its own records' activity (and, in activityScope.test.ts,
 * what its screens show).
 */
let ctx: TestContext;
let admin: Client;
let adminEmail: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const user = await createUser(ctx, 'Admin');
  adminEmail = user.email;
  admin = client(ctx, await login(ctx, user.email));
});

const db = () => ctx.handle.db;
/** The last activity id so far: what a write records comes after it. */
const lastId = async () =>
  (
    await db()
      .select({ id: sql<number>`coalesce(max(${activity.id}), 0)::int` })
      .from(activity)
  )[0].id;
const since = (id: number) => db().select().from(activity).where(gt(activity.id, id)).orderBy(activity.id);

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as { rows: T[] }).rows;

describe('the tracked tables', () => {
  it('are every table of the database but those left out with a reason', async () => {
    const tables = await rowsOf<{ name: string }>(
      sql`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`,
    );
    const tracked = ACTIVITY_TABLES.map((t) => t.table);
    const unclassified = tables
      .map((t) => t.name)
      .filter((name) => !tracked.includes(name) && !(name in NOT_TRACKED));
    expect(unclassified).toEqual([]);
    expect(tracked.filter((name) => name in NOT_TRACKED)).toEqual([]);
  });

  it('each have their three triggers, whose function compares every column the table has now', async () => {
    const triggers = await rowsOf<{ name: string }>(
      sql`select tgname as name from pg_trigger where tgname like '%_activity_%' and not tgisinternal`,
    );
    const names = new Set(triggers.map((t) => t.name));
    for (const { table } of ACTIVITY_TABLES) {
      for (const kind of ['created', 'changed', 'deleted'])
        expect(names, table).toContain(`${table}_activity_${kind}`);
      const [fn] = await rowsOf<{ src: string }>(
        sql`select prosrc as src from pg_proc where proname = ${`activity_of_${table}`}`,
      );
      const columns = await rowsOf<{ name: string }>(
        sql`select column_name as name from information_schema.columns where table_schema = current_schema()
            and table_name = ${table} and is_generated = 'NEVER' and column_name <> 'updated_at'
            and col_description(table_name::regclass, ordinal_position::int) is distinct from 'derived'`,
      );
      // A column added after the table's track_activity call would be missing: call it again.
      // The function names each field as its changes' JSON key, '"name":['.
      const missing = columns.map((c) => c.name).filter((c) => !fn.src.includes(`"${c}":[`));
      expect(missing, `${table}: call track_activity again in the migration that added them`).toEqual([]);
    }
  });
});

describe('a screen write', () => {
  it('records the user, its role, the record and each changed field before and after', async () => {
    const warehouse = await makeWarehouse(ctx);
    const before = await lastId();
    const res = await admin.post('/status_warehouse', { id: warehouse.id, status: warehouse.activated });
    expect(res.statusCode, res.body).toBe(200);
    const [row, ...more] = await since(before);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      actorKind: 'user',
      actorRole: 'Admin',
      actorName: adminEmail,
      resource: 'warehouses',
      recordId: warehouse.id,
      kind: 'changed',
      warehouseId: warehouse.id,
    });
    expect((row.changes as Record<string, unknown>).activated).toEqual([
      warehouse.activated,
      !warehouse.activated,
    ]);
    expect(row.changes).not.toHaveProperty('updated_at');
  });

  it('is listed by GET /activity, filtered by record, and exported as CSV', async () => {
    const warehouse = await makeWarehouse(ctx);
    await admin.post('/status_warehouse', { id: warehouse.id, status: warehouse.activated });
    const list = await admin.get('/activity', { resource: 'warehouses', recordId: warehouse.id });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().doc.map((r: { kind: string }) => r.kind)).toEqual(['changed', 'created']);
    expect(list.json().count).toBe(2);
    expect(list.json().doc[0]).toMatchObject({ actor: { kind: 'user', role: 'Admin', name: adminEmail } });
    expect(list.json().doc[1].actor.kind).toBe('scheduler');

    const tagged = await admin.get('/activity', {
      recordId: warehouse.id,
      tagText: 'created',
      isTag: 'true',
    });
    expect(tagged.json().doc.map((r: { kind: string }) => r.kind)).toEqual(['created']);
    const searched = await admin.get('/activity', { search: warehouse.id.slice(0, 8) });
    expect(searched.json().count).toBeGreaterThanOrEqual(2);

    const csv = await admin.get('/export-activity', { recordId: warehouse.id });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(adminEmail);
  });

  it('answers a 400 naming a bad filter', async () => {
    const res = await admin.get('/activity', { kind: 'stolen' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('kind');
  });
});

describe('secrets', () => {
  it('are recorded as changed, never their value', async () => {
    const user = await createUser(ctx, 'Warehouse');
    const before = await lastId();
    await db().transaction((tx) =>
      tx.update(users).set({ passwordHash: 'argon2-the-real-hash' }).where(eq(users.id, user.id)),
    );
    const [row] = await since(before);
    expect(row.changes).toEqual({ password_hash: [SECRET_VALUE, SECRET_VALUE] });
    expect(JSON.stringify(await since(before - 5))).not.toContain(user.passwordHash);
    expect(JSON.stringify(row)).not.toContain('argon2-the-real-hash');
  });

  it('set by an e-mailed link name the account as who did it, and never the new hash', async () => {
    const user = await createUser(ctx, 'Supplier');
    const post = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/backend/api/auth${url}`, payload });
    expect((await post('/forgot-password', { email: user.email })).statusCode).toBe(200);
    const [mail] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, user.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = decodeURIComponent(/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1]);
    const before = await lastId();
    expect((await post('/update_password', { token, password: 'a brand new passphrase' })).statusCode).toBe(
      200,
    );
    const [row] = (await since(before)).filter((r) => r.resource === 'users');
    expect(row).toMatchObject({
      actorKind: 'user',
      actorId: user.id,
      actorRole: 'Supplier',
      recordId: user.id,
      supplierId: user.supplierId,
      changes: { password_hash: [SECRET_VALUE, SECRET_VALUE] },
    });
  });

  it('follow the same rule in the database as in domain/activity.ts', () => {
    // The last migration that defines track_activity is the one the triggers were written by.
    const migration = fs
      .readdirSync(migrationsFolder)
      .filter((name) => name.endsWith('.sql'))
      .sort()
      .map((name) => fs.readFileSync(path.join(migrationsFolder, name), 'utf8'))
      .filter((sql) => sql.includes('FUNCTION "track_activity"'))
      .at(-1);
    expect(migration).toContain(`secret constant text := '${SECRET_FIELD_PATTERN}'`);
  });
});

describe('a batch', () => {
  it('of 100 rows records 100 records', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) ids.push((await makeWarehouse(ctx)).id);
    const before = await lastId();
    const res = await admin.post('/status_warehouse-batch', { ids, activated: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().done).toBe(100);
    const rows = await since(before);
    expect(rows).toHaveLength(100);
    expect(new Set(rows.map((r) => r.recordId))).toEqual(new Set(ids));
    expect(rows.every((r) => r.actorKind === 'user' && r.kind === 'changed')).toBe(true);
  });

  it('of 100 orders records each order once', async () => {
    const supplier = await makeSupplier(ctx);
    // The printing tests' maker of stock orders: 100 in two inserts.
    const world = { ctx, product: await makeProduct(ctx, supplier.id), supplier } as unknown as PrintingWorld;
    const made = await stockOrders(() => world, 'ACT')(100, (await makeWarehouse(ctx)).id);
    const ids = made.map((o) => o.id);
    const before = await lastId();
    const res = await admin.post('/change-order-status-batch', { ids, status: 'Preparation' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().done).toBe(100);
    const ofOrders = (await since(before)).filter((r) => r.resource === 'orders');
    expect(ofOrders).toHaveLength(100);
    expect(new Set(ofOrders.map((r) => r.recordId))).toEqual(new Set(ids));
    for (const row of ofOrders)
      expect(row).toMatchObject({
        actorKind: 'user',
        kind: 'changed',
        changes: { status: ['Pending', 'Preparation'] },
      });
  });
});

describe('a write that does not happen', () => {
  it('records nothing when refused (403) or failed (400)', async () => {
    const warehouse = await makeWarehouse(ctx);
    const supplier = client(ctx, await tokenFor(ctx, 'Supplier'));
    const before = await lastId();
    const refused = await supplier.post('/status_warehouse', { id: warehouse.id, status: true });
    expect(refused.statusCode).toBe(403);
    const failed = await admin.post('/status_warehouse', { id: 'not-an-id', status: 'maybe' });
    expect(failed.statusCode).toBe(400);
    const missing = await admin.post('/status_warehouse-batch', { ids: [], activated: false });
    expect(missing.statusCode).toBe(400);
    expect(await since(before)).toEqual([]);
  });

  it('cannot be edited nor deleted', async () => {
    await makeWarehouse(ctx);
    await expect(db().update(activity).set({ kind: 'deleted' })).rejects.toThrow();
    await expect(db().delete(activity)).rejects.toThrow();
    expect(await lastId()).toBeGreaterThan(0);
  });
});

describe('who', () => {
  it('is the scheduler for a job, a shop for its sync', async () => {
    const before = await lastId();
    const made = await actingAs(SCHEDULER, () => makeWarehouse(ctx));
    await actingAs(shopActor('shop.example'), () =>
      db().transaction((tx) =>
        tx.update(warehouses).set({ city: 'Paris' }).where(eq(warehouses.id, made.id)),
      ),
    );
    const rows = await since(before);
    expect(rows[0]).toMatchObject({ actorKind: 'scheduler', kind: 'created' });
    expect(rows.filter((r) => r.actorKind === 'shop').length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.actorKind === 'shop')[0]).toMatchObject({
      actorName: 'shop.example',
      changes: { city: ['London', 'Paris'] },
    });
  });
});

describe('each role', () => {
  it('reads the activity of its own records only', async () => {
    const [mine, theirs] = [await makeSupplier(ctx), await makeSupplier(ctx)];
    // Off and on again: each supplier has two changes, and stays activated to sign in.
    for (const s of [mine, theirs])
      for (const status of [s.activated, !s.activated])
        expect((await admin.post('/status_supplier', { id: s.id, status })).statusCode).toBe(200);
    const supplier = client(ctx, await supplierToken(ctx, mine.id));
    const seen = (await supplier.get('/activity', { limit: '100' })).json();
    expect(seen.doc.length).toBeGreaterThan(0);
    const own = await db().select().from(activity).where(eq(activity.supplierId, mine.id));
    expect(seen.count).toBe(own.length);
    expect(seen.doc.every((r: { recordId: string }) => r.recordId !== theirs.id)).toBe(true);
    const theirsRead = (
      await supplier.get('/activity', { resource: 'suppliers', recordId: theirs.id })
    ).json();
    expect(theirsRead.count).toBe(0);
    const csv = await supplier.get('/export-activity');
    expect(csv.body).not.toContain(theirs.id);

    const warehouse = client(ctx, await tokenFor(ctx, 'Warehouse'));
    const [itsWarehouse] = await db()
      .select()
      .from(users)
      .where(eq(users.role, 'Warehouse'))
      .orderBy(sql`${users.createdAt} desc`)
      .limit(1);
    const read = (await warehouse.get('/activity', { limit: '100' })).json();
    expect(read.doc.every((r: { resource: string }) => r.resource !== 'suppliers')).toBe(true);
    const ownOfWarehouse = await db()
      .select()
      .from(activity)
      .where(and(eq(activity.warehouseId, itsWarehouse.warehouseId!)));
    expect(read.count).toBe(ownOfWarehouse.length);
  });
});
