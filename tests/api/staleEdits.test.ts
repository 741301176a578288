import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestContext } from './helpers';
import { eq } from 'drizzle-orm';
import { packItems, products, shippingAgents, suppliers, warehouses } from '../../server/db/schema';
import { addSupplier, addWarehouse } from './productFixtures';
import type { Entity } from '../../domain/entities/entity';
import { entity as warehouse } from '../../domain/entities/warehouses';
import { entity as supplier } from '../../domain/entities/suppliers';
import { entity as shippingAgent } from '../../domain/entities/shippingAgents';
import { entity as product } from '../../domain/entities/products';
import { entity as pack } from '../../domain/entities/packs';
import { valueAt } from '../../src/entities/valueAt';

/**
 * Two tabs editing one record (issue 28 item 3): tab A saves one change, tab B (opened before)
 * saves another from the old form. B is refused with a 409 naming who saved meanwhile, and
 * nothing of B is written; an edit that does not send `updatedAt` still applies.
 */

let ctx: TestContext;
let annaEmail: string;
let anna: string;
let ben: string;
beforeAll(async () => {
  ctx = await createTestApp();
  fs.writeFileSync(path.join(ctx.config.dataDir, 'images', 'signature.png'), 'png');
  annaEmail = (await createUser(ctx, 'Admin', 'anna@example.test')).email;
  anna = await login(ctx, annaEmail);
  ben = await login(ctx, (await createUser(ctx, 'Admin', 'ben@example.test')).email);
});

type Rec = Record<string, unknown>;
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    headers: { 'x-auth-token': token },
    ...(payload ? { payload } : {}),
  });

/** The edit form's body of a record: each declared field at its place in the record. */
function formBody(entity: Entity, record: Rec): Rec {
  return Object.fromEntries(
    Object.entries(entity.fields).map(([key, field]) => {
      const value = valueAt(record, field.record ?? key);
      // A pack's products are answered whole and sent back as ids.
      return [key, Array.isArray(value) ? value.map((item) => (item as Rec)._id) : value];
    }),
  );
}

interface Kind {
  kind: string;
  /** The record as the edit form reads it. */
  read: () => Promise<Rec>;
  /** The edit of the form's body (with the record's id, when it has one). */
  save: (record: Rec, body: Rec, token: string) => ReturnType<typeof call>;
  body: (record: Rec) => Rec;
  /** Tab A's change and tab B's change: a field of the body, and where the record answers it. */
  first: { field: string; value: unknown; at: string };
  second: { field: string; value: unknown; at: string };
}

/** A declared entity's row: a record made for it, read and edited by its documented calls. */
function entityKind(
  entity: Entity,
  make: () => Promise<string>,
  first: Kind['first'],
  second: Kind['second'],
): Kind {
  const { one, edit, editId } = entity.endpoints;
  let id = '';
  return {
    kind: entity.plural,
    read: async () => {
      id ||= await make();
      return (await call('GET', `${one}?id=${id}`, anna)).json().doc;
    },
    save: (record, body, token) => call('POST', edit, token, { ...body, [editId]: record._id }),
    body: (record) => formBody(entity, record),
    first,
    second,
  };
}

const settingsBody = (record: Rec): Rec => ({
  email: record.send_from_email,
  deadline: record.deadline_days,
  image: record.email_img_signature ?? 'signature.png',
  size: record.image_size ?? 200,
});

const makeAgent = async () => {
  const [agent] = await ctx.handle.db
    .insert(shippingAgents)
    .values({
      name: 'Fast Freight',
      contactPerson: 'Fay',
      contactEmail: 'fay@freight.test',
      contactPhone: '1',
      trackingUrl: 'https://track.test/',
      streetName: 'Quay',
      streetNumber: '3',
      city: 'Hull',
      country: 'GB',
      emailSubject: 'Pickup',
    })
    .returning();
  return agent.id;
};
const makeProduct = async (sku: string) => {
  const [made] = await ctx.handle.db
    .insert(products)
    .values({
      internalSku: sku,
      internalProductName: `Product ${sku}`,
      supplierSku: `SUP-${sku}`,
      supplierProductName: `Supplier product ${sku}`,
      supplierId: await addSupplier(ctx),
      ...{ units: 1, unitsInclude: 1, weight: 1, length: 10, width: 10, height: 10 },
    })
    .returning();
  return made.id;
};
const makePack = async () => {
  const [made] = await ctx.handle.db
    .insert(products)
    .values({ internalSku: 'PACK-1', internalProductName: 'Pack 1', isPack: true })
    .returning();
  await ctx.handle.db
    .insert(packItems)
    .values({ packId: made.id, productId: await makeProduct('IN-PACK-1') });
  return made.id;
};

/** A warehouse and a supplier as their forms would save them (the fixtures leave out pickup times). */
const makeWarehouse = async () => {
  const id = await addWarehouse(ctx);
  const times = { pickupStartTime: '09:00', pickupEndTime: '17:00' };
  await ctx.handle.db.update(warehouses).set(times).where(eq(warehouses.id, id));
  return id;
};
const makeSupplier = async () => {
  const id = await addSupplier(ctx);
  const parts = { pickupStartTime: '09:00', pickupEndTime: '17:00', emailSubject: 'PO' };
  await ctx.handle.db.update(suppliers).set(parts).where(eq(suppliers.id, id));
  return id;
};

/** The settings as the form reads them, saved once first so that every field has a value. */
const readSettings = async () => {
  const read = async () => (await call('GET', '/get-send-from-email', anna)).json().doc;
  if ((await read()).send_from_email === null)
    await call('POST', '/add-send-from-email', anna, {
      email: 'orders@demo.test',
      deadline: 7,
      image: 'signature.png',
      size: 200,
    });
  return read();
};

const KINDS: Kind[] = [
  entityKind(
    warehouse,
    makeWarehouse,
    { field: 'contact_phone', value: '0301234567', at: 'contact_phone' },
    { field: 'contact_person', value: 'Bernd Brot', at: 'contact_person' },
  ),
  entityKind(
    supplier,
    makeSupplier,
    { field: 'contact_phone', value: '0301234567', at: 'contact_phone' },
    { field: 'contact_person', value: 'Bernd Brot', at: 'contact_person' },
  ),
  entityKind(
    shippingAgent,
    makeAgent,
    { field: 'contact_phone', value: '0301234567', at: 'contact_phone' },
    { field: 'contact_person', value: 'Bernd Brot', at: 'contact_person' },
  ),
  entityKind(
    product,
    () => makeProduct('SKU-1'),
    { field: 'weight', value: 1.25, at: 'weight' },
    { field: 'internal_product_name', value: 'Renamed in tab B', at: 'internal_product_name' },
  ),
  entityKind(
    pack,
    makePack,
    { field: 'internal_product_name', value: 'Renamed in tab A', at: 'internal_product_name' },
    { field: 'internal_product_name', value: 'Renamed in tab B', at: 'internal_product_name' },
  ),
  {
    kind: 'Settings',
    read: readSettings,
    save: (_record, body, token) => call('POST', '/add-send-from-email', token, body),
    body: settingsBody,
    first: { field: 'deadline', value: 12, at: 'deadline_days' },
    second: { field: 'email', value: 'tab-b@demo.test', at: 'send_from_email' },
  },
];

describe.each(KINDS)('two tabs editing one record of $kind', ({ read, save, body, first, second }) => {
  it('refuses the older tab’s save with a 409 naming who saved meanwhile, and writes nothing of it', async () => {
    const opened = await read();
    expect(opened.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const tabA = { ...body(opened), updatedAt: opened.updatedAt, [first.field]: first.value };
    const tabB = { ...body(opened), updatedAt: opened.updatedAt, [second.field]: second.value };

    const saved = await save(opened, tabA, anna);
    expect(saved.statusCode, saved.body).toBe(200);
    const afterA = await read();
    expect(valueAt(afterA, first.at)).toBe(first.value);
    expect(Date.parse(afterA.updatedAt as string)).toBeGreaterThan(Date.parse(opened.updatedAt as string));

    const refused = await save(opened, tabB, ben);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().msg).toMatch(
      /^Changed meanwhile by anna@example\.test at \d\d\/\d\d\/\d{4} \d\d:\d\d UTC; reload to see the change, then save again$/,
    );
    expect(refused.json().errors).toEqual([{ field: 'updatedAt', message: refused.json().msg }]);
    expect(await read()).toEqual(afterA);

    // Reloaded, tab B's change saves on top of tab A's.
    const reloaded = { ...body(afterA), updatedAt: afterA.updatedAt, [second.field]: second.value };
    expect((await save(afterA, reloaded, ben)).statusCode).toBe(200);
    const afterB = await read();
    expect(valueAt(afterB, second.at)).toBe(second.value);
    if (first.at !== second.at) expect(valueAt(afterB, first.at)).toBe(first.value);
  });

  it('applies an edit that does not send updatedAt (another client of the API)', async () => {
    const current = await read();
    const older = { ...body(current), [first.field]: first.value };
    const res = await save(current, older, ben);
    expect(res.statusCode, res.body).toBe(200);
    expect(valueAt(await read(), first.at)).toBe(first.value);
  });

  it('refuses an updatedAt that is not a time with a 400 naming it', async () => {
    const current = await read();
    const res = await save(current, { ...body(current), updatedAt: 'yesterday' }, ben);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain('updatedAt');
  });
});

describe('an edit after a deactivation in another tab', () => {
  it('is refused too: the toggle is a save, and names who made it', async () => {
    const id = await makeWarehouse();
    const opened = (await call('GET', `/get-warehouse?id=${id}`, anna)).json().doc;
    expect((await call('POST', '/status_warehouse', anna, { id: opened._id, status: true })).statusCode).toBe(
      200,
    );
    const res = await call('POST', '/edit-warehouse', ben, {
      ...formBody(warehouse, opened),
      id: opened._id,
      updatedAt: opened.updatedAt,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toMatch(/^Changed meanwhile by anna@example\.test/);
  });
});

describe('settings saved for the first time in two tabs', () => {
  it('refuses the second, read before the first save (updatedAt null)', async () => {
    const fresh = await createTestApp();
    fs.writeFileSync(path.join(fresh.config.dataDir, 'images', 'signature.png'), 'png');
    const token = await login(fresh, (await createUser(fresh, 'Admin')).email);
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      fresh.app.inject({
        method,
        url: `/backend/api/admin${url}`,
        headers: { 'x-auth-token': token },
        ...(payload ? { payload } : {}),
      });
    const opened = (await inject('GET', '/get-send-from-email')).json().doc;
    expect(opened.updatedAt).toBeNull();
    const form = { email: 'a@demo.test', deadline: 5, image: 'signature.png', size: 200, updatedAt: null };
    expect((await inject('POST', '/add-send-from-email', form)).statusCode).toBe(200);
    const second = await inject('POST', '/add-send-from-email', { ...form, email: 'b@demo.test' });
    expect(second.statusCode).toBe(409);
    expect((await inject('GET', '/get-send-from-email')).json().doc.send_from_email).toBe('a@demo.test');
  });
});
