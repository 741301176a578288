import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { gadgets } from '../entities/gadgets';
import { entityTable } from '../../server/entities';
import type { DatabaseHandle } from '../../server/db/client';
import { createTestApp, tokenFor, type TestContext } from './helpers';

/** The throwaway entity's table, routes, schemas and service all come from its declaration. */
const table = entityTable(gadgets);

/** The DDL drizzle-kit would write for the table, applied to the test's fresh database. */
async function createTable(handle: DatabaseHandle) {
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson({ table }));
  for (const statement of statements) await handle.db.execute(sql.raw(statement));
}

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await createTestApp({ entities: [{ entity: gadgets, table }], prepare: createTable });
  admin = await tokenFor(ctx, 'Admin');
});

const call = (method: 'GET' | 'POST', url: string, token: string | undefined, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    headers: token ? { 'x-auth-token': token } : {},
    payload,
  });

const widget = {
  name: 'Widget',
  code: 'W-1',
  contact_email: 'widget@example.test',
  website: 'https://widget.example.test/',
  weight: 2.5,
};

describe('a declared entity gets its API from the declaration', () => {
  it('adds, lists, searches, filters, reads, edits, toggles and deletes', async () => {
    const added = await call('POST', '/add-gadget', admin, widget);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      msg: 'Gadget added successfully',
      gadget: { ...widget, fragile: false, size: 'M', activated: true },
    });
    const id = added.json().gadget._id as string;
    await call('POST', '/add-gadget', admin, { ...widget, name: 'Sprocket', code: 'S-2', website: '' });

    const list = await call('GET', '/get-gadgets?limit=10&offset=1', admin);
    expect(list.json()).toMatchObject({ msg: 'Gadgets', count: 2 });
    expect(list.json().gadgets.map((g: { name: string }) => g.name)).toEqual(['Sprocket', 'Widget']);
    expect(list.json().gadgets[0].website).toBeNull();

    const searched = await call('GET', '/get-gadgets?search=w-1', admin);
    expect(searched.json().gadgets.map((g: { name: string }) => g.name)).toEqual(['Widget']);

    const one = await call('GET', `/get-gadget?id=${id}`, admin);
    expect(one.json()).toMatchObject({ msg: 'Found', doc: { _id: id, name: 'Widget' } });

    const edited = await call('POST', '/edit-gadget', admin, { id, ...widget, code: 'W-9', size: 'L' });
    expect(edited.json()).toMatchObject({
      msg: 'Gadget updated successfully',
      doc: { code: 'W-9', size: 'L' },
    });

    // The toggle receives the status the row showed, and flips it.
    const off = await call('POST', '/status-gadget', admin, { id, status: true });
    expect(off.json()).toMatchObject({ msg: 'Gadget deactivated', doc: { activated: false } });
    const stale = await call('POST', '/status-gadget', admin, { id, status: true });
    expect(stale.statusCode).toBe(409);
    const deactivated = await call('GET', '/get-gadgets?isTag=true&tagText=Deactivated', admin);
    expect(deactivated.json().gadgets.map((g: { name: string }) => g.name)).toEqual(['Widget']);

    const deleted = await call('POST', '/delete-gadget', admin, { id });
    expect(deleted.json()).toMatchObject({ msg: 'Gadget deleted successfully' });
    expect((await call('GET', `/get-gadget?id=${id}`, admin)).statusCode).toBe(404);
    expect((await call('GET', '/get-gadgets', admin)).json().count).toBe(1);
    // Its name is free again once deleted.
    expect((await call('POST', '/add-gadget', admin, widget)).statusCode).toBe(200);
  });

  it('refuses bad input naming the field, a duplicate, a locked field, and writes nothing', async () => {
    const before = (await call('GET', '/get-gadgets', admin)).json().count as number;
    const bad = await call('POST', '/add-gadget', admin, {
      ...widget,
      name: 'Bolt',
      code: 'far too long a code',
      contact_email: 'nope',
      weight: 501,
      size: 'XL',
    });
    expect(bad.statusCode).toBe(400);
    const text = JSON.stringify(bad.json());
    for (const message of [
      'Code must be at most 10 characters',
      'Email must be a valid e-mail address',
      'Weight must be at most 500',
      'Size is not one of the offered values',
    ])
      expect(text).toContain(message);

    await call('POST', '/add-gadget', admin, { ...widget, name: 'Nut' });
    const duplicate = await call('POST', '/add-gadget', admin, { ...widget, name: 'nut' });
    expect(duplicate.statusCode).toBe(409);
    expect(JSON.stringify(duplicate.json())).toContain('A gadget with this name already exists');

    const nut = (await call('GET', '/get-gadgets?search=nut', admin)).json().gadgets[0];
    const renamed = await call('POST', '/edit-gadget', admin, { ...widget, id: nut._id, name: 'Bolt' });
    expect(renamed.statusCode).toBe(400);
    expect(JSON.stringify(renamed.json())).toContain('The gadget name cannot be changed');

    expect((await call('GET', '/get-gadgets', admin)).json().count).toBe(before + 1);
    expect((await call('GET', '/get-gadget?id=not-an-id', admin)).statusCode).toBe(400);
    expect((await call('POST', '/delete-gadget', admin, { id: crypto.randomUUID() })).statusCode).toBe(404);
  });

  it('is its area: signed out is 401, the Warehouse and Supplier roles are 403', async () => {
    expect((await call('GET', '/get-gadgets', undefined)).statusCode).toBe(401);
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      expect((await call('GET', '/get-gadgets', token)).statusCode).toBe(403);
      expect((await call('POST', '/add-gadget', token, { ...widget, name: `By ${role}` })).statusCode).toBe(
        403,
      );
    }
  });

  it('describes its calls in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/backend/api/docs/json' })).json();
    for (const path of [
      'get-gadgets',
      'get-gadget',
      'add-gadget',
      'edit-gadget',
      'status-gadget',
      'delete-gadget',
    ])
      expect(Object.keys(doc.paths)).toContain(`/backend/api/admin/${path}`);
    expect(
      doc.paths['/backend/api/admin/add-gadget'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(expect.arrayContaining(['name', 'code', 'contact_email']));
  });
});
