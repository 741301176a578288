import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { packagingTypes } from '../entities/packagingTypes';
import { entityTable, SERVED_ENTITIES, servedOf, type ServedEntity } from '../../server/entities';
import { invalidField } from '../../server/http/errors';
import type { DatabaseHandle } from '../../server/db/client';
import { createTestApp, createUser, login, tokenFor, type TestContext } from './helpers';

/**
 * A throwaway owned entity with references (issue 29 items 3 and 4), served beside the app's
 * own: every generated call scoped for a Supplier and a Warehouse user, its references checked
 * on every write and holding their records from deletion, and a hook declared with its table.
 */
const table = entityTable(packagingTypes, {
  hooks: () => ({
    check: async (_tx, write) => {
      if (write.action !== 'delete' && write.body.name === 'Cardboard')
        throw invalidField('name', 'Cardboard is not a packaging type we keep');
    },
  }),
});

async function createTable(handle: DatabaseHandle) {
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ table }));
  for (const statement of statements) await handle.db.execute(sql.raw(statement));
}

let ctx: TestContext;
let admin: string;
/** Two suppliers and two warehouses, each with its signed-in user. */
const of = { supplier: ['', ''], warehouse: ['', ''] };
const tokens = { supplier: ['', ''], warehouse: ['', ''] };

beforeAll(async () => {
  const served: ServedEntity[] = [...SERVED_ENTITIES, servedOf(table)!];
  ctx = await createTestApp({ entities: served, prepare: createTable });
  admin = await tokenFor(ctx, 'Admin');
  for (const i of [0, 1]) {
    const supplier = await createUser(ctx, 'Supplier');
    of.supplier[i] = supplier.supplierId!;
    tokens.supplier[i] = await login(ctx, supplier.email);
    const warehouse = await createUser(ctx, 'Warehouse');
    of.warehouse[i] = warehouse.warehouseId!;
    tokens.warehouse[i] = await login(ctx, warehouse.email);
  }
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    headers: { 'x-auth-token': token },
    payload,
  });

async function add(token: string, name: string, supplier: number, warehouse?: number) {
  const res = await call('POST', '/add-packaging-type', token, {
    name,
    supplierId: of.supplier[supplier],
    warehouseId: warehouse === undefined ? null : of.warehouse[warehouse],
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().packagingType._id as string;
}

const names = async (token: string, query = '') =>
  (await call('GET', `/get-packaging-types${query}`, token))
    .json()
    .packagingTypes.map((r: { name: string }) => r.name);

describe('an owned entity scopes every generated call by its owners', () => {
  it('lets each role reach only its own rows: another owner’s is a 404, in a batch a refused row', async () => {
    const crate = await add(admin, 'Crate', 0, 0);
    const pallet = await add(admin, 'Pallet', 1, 1);
    const box = await add(admin, 'Box', 1);

    expect(await names(admin)).toEqual(['Box', 'Crate', 'Pallet']);
    expect(await names(tokens.supplier[0])).toEqual(['Crate']);
    expect(await names(tokens.supplier[1])).toEqual(['Box', 'Pallet']);
    expect(await names(tokens.warehouse[0])).toEqual(['Crate']);
    expect(await names(tokens.warehouse[1])).toEqual(['Pallet']);

    for (const token of [tokens.supplier[0], tokens.warehouse[0]]) {
      // Its own row: read, edited, toggled.
      expect((await call('GET', `/get-packaging-type?id=${crate}`, token)).statusCode).toBe(200);
      // Another's: as if it did not exist.
      expect((await call('GET', `/get-packaging-type?id=${pallet}`, token)).statusCode).toBe(404);
      const edit = await call('POST', '/edit-packaging-type', token, {
        id: pallet,
        name: 'Mine now',
        supplierId: of.supplier[0],
        warehouseId: null,
      });
      expect(edit.statusCode).toBe(404);
      expect(
        (await call('POST', '/status-packaging-type', token, { id: pallet, status: true })).statusCode,
      ).toBe(404);
      expect((await call('POST', '/delete-packaging-type', token, { id: pallet })).statusCode).toBe(404);
      const openWork = await call('POST', '/delete-packaging-type-open-work', token, {
        ids: [crate, pallet],
      });
      expect(openWork.json().rows.map((r: { id: string }) => r.id)).toEqual([crate]);

      const toggled = (
        await call('POST', '/status-packaging-type-batch', token, { ids: [crate, pallet], activated: false })
      ).json();
      expect(toggled.rows.map((r: { id: string; outcome: string }) => [r.id, r.outcome])).toEqual([
        [crate, 'done'],
        [pallet, 'refused'],
      ]);
      // The refused row is not named: the batch tells nothing the single call would not.
      expect(toggled.rows[1].label).toBeUndefined();
      await call('POST', '/status-packaging-type', admin, { id: crate, status: false });
    }
    expect((await call('GET', `/get-packaging-type?id=${pallet}`, admin)).json().doc).toMatchObject({
      name: 'Pallet',
      activated: true,
    });

    const deleted = (
      await call('POST', '/delete-packaging-type-batch', tokens.supplier[1], { ids: [crate, box] })
    ).json();
    expect(deleted.rows.map((r: { outcome: string }) => r.outcome)).toEqual(['refused', 'done']);
    expect(await names(admin)).toEqual(['Crate', 'Pallet']);
  });

  it('adds and edits only for its own owner; the others are refused naming the field', async () => {
    const other = await call('POST', '/add-packaging-type', tokens.supplier[0], {
      name: 'Sack',
      supplierId: of.supplier[1],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual([
      { field: 'supplierId', message: 'The supplier does not exist or was deleted' },
    ]);
    const own = await add(tokens.supplier[0], 'Sack', 0);
    const moved = await call('POST', '/edit-packaging-type', tokens.supplier[0], {
      id: own,
      name: 'Sack',
      supplierId: of.supplier[1],
      warehouseId: null,
    });
    expect(moved.statusCode).toBe(400);
    expect(JSON.stringify(moved.json())).toContain('supplierId');
    // A Warehouse user adds for its own warehouse only, from any live supplier.
    const elsewhere = await call('POST', '/add-packaging-type', tokens.warehouse[0], {
      name: 'Tube',
      supplierId: of.supplier[1],
      warehouseId: of.warehouse[1],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(JSON.stringify(elsewhere.json())).toContain('warehouseId');
    // Nor for no warehouse: the row would be out of its reach once added, or once edited.
    const nowhere = await call('POST', '/add-packaging-type', tokens.warehouse[0], {
      name: 'Tube',
      supplierId: of.supplier[1],
      warehouseId: null,
    });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().errors).toEqual([
      { field: 'warehouseId', message: 'The warehouse does not exist or was deleted' },
    ]);
    const tube = await add(tokens.warehouse[0], 'Tube', 1, 0);
    const dropped = await call('POST', '/edit-packaging-type', tokens.warehouse[0], {
      id: tube,
      name: 'Tube',
      supplierId: of.supplier[1],
      warehouseId: null,
    });
    expect(dropped.statusCode).toBe(400);
    expect(JSON.stringify(dropped.json())).toContain('warehouseId');
  });

  it('keeps the area for everyone else: signed out 401, and the calls are documented', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/backend/api/admin/get-packaging-types' })).statusCode,
    ).toBe(401);
    // The Supplier and Warehouse roles still have no other settings call.
    expect((await call('GET', '/get-suppliers', tokens.supplier[0])).statusCode).toBe(403);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/backend/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toContain('/backend/api/admin/get-packaging-types');
  });
});

describe('a declared reference holds', () => {
  it('refuses an unknown or deleted record on add and edit, naming the field (400)', async () => {
    const unknown = await call('POST', '/add-packaging-type', admin, {
      name: 'Drum',
      supplierId: '00000000-0000-0000-0000-000000000000',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([
      { field: 'supplierId', message: 'The supplier does not exist or was deleted' },
    ]);

    const gone = await createUser(ctx, 'Supplier');
    expect((await call('POST', '/delete_supplier', admin, { id: gone.supplierId })).statusCode).toBe(200);
    const drum = await add(admin, 'Drum', 0);
    const edited = await call('POST', '/edit-packaging-type', admin, {
      id: drum,
      name: 'Drum',
      supplierId: gone.supplierId,
      warehouseId: null,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors[0].field).toBe('supplierId');
    // The database keeps it too: the column is a foreign key.
    await expect(
      ctx.handle.db.execute(
        sql.raw(
          `update packaging_types set supplier_id = '00000000-0000-0000-0000-000000000000' where id = '${drum}'`,
        ),
      ),
    ).rejects.toThrow();
  });

  it('refuses to delete a record that live records reference (409 naming them), then lets it go', async () => {
    const held = await createUser(ctx, 'Supplier');
    const [one, two] = [
      await call('POST', '/add-packaging-type', admin, { name: 'Barrel', supplierId: held.supplierId }),
      await call('POST', '/add-packaging-type', admin, { name: 'Amphora', supplierId: held.supplierId }),
    ].map((r) => r.json().packagingType._id as string);
    const refused = await call('POST', '/delete_supplier', admin, { id: held.supplierId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toMatch(
      /still has 2 packaging types \(Amphora, Barrel\); deactivate it to stop new work$/,
    );
    const openWork = await call('POST', '/delete_supplier-open-work', admin, { ids: [held.supplierId] });
    expect(openWork.statusCode, openWork.body).toBe(200);
    expect(openWork.json().rows[0].work).toEqual([
      {
        kind: 'packaging-types',
        nouns: ['packaging type', 'packaging types'],
        count: 2,
        refs: ['Amphora', 'Barrel'],
      },
    ]);

    await call('POST', '/delete-packaging-type', admin, { id: one });
    await call('POST', '/delete-packaging-type', admin, { id: two });
    expect((await call('POST', '/delete_supplier', admin, { id: held.supplierId })).statusCode).toBe(200);
  });

  it('sorts a reference column by the label it shows', async () => {
    const asc = (await call('GET', '/get-packaging-types?sort=supplierId&order=asc', admin)).json()
      .packagingTypes;
    const labels = await Promise.all(
      asc.map(
        async (r: { supplierId: string }) =>
          (await call('GET', `/get-supplier?id=${r.supplierId}`, admin)).json().doc.name as string,
      ),
    );
    expect(labels.length).toBeGreaterThan(1);
    expect(labels).toEqual([...labels].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const desc = (await call('GET', '/get-packaging-types?sort=supplierId&order=desc', admin)).json()
      .packagingTypes;
    expect(desc[0].supplierId).toBe(asc[asc.length - 1].supplierId);
  });

  it('runs the hooks declared with its table', async () => {
    const refused = await call('POST', '/add-packaging-type', admin, {
      name: 'Cardboard',
      supplierId: of.supplier[0],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      { field: 'name', message: 'Cardboard is not a packaging type we keep' },
    ]);
  });
});
