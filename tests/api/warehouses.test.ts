import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, tokenFor, type TestContext } from './helpers';
import { sessions, users, warehouses } from '../../server/db/schema';
import {
  acceptInvitation,
  adminApi,
  fieldsOf,
  invitationToken,
  me,
  rowCount,
  setPassword,
  signIn,
} from './masterDataHelpers';

let ctx: TestContext;
let admin: string;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
  api = adminApi(ctx, () => admin);
});

const NEW_PASSWORD = 'warehouse staff passphrase';
let n = 0;
const warehouse = (overrides: object = {}) => {
  n++;
  return {
    name: `Depot ${String(n).padStart(2, '0')}`,
    contact_person: 'Ann Lee',
    contact_email: `depot${n}@example.test`,
    contact_phone: '+44 113 000',
    street_name: 'Canal Street',
    street_number: '12A',
    city: 'Leeds',
    country: 'GB',
    zipCode: '01234',
    startTime: '09:00',
    endTime: '17:30',
    ...overrides,
  };
};

async function addWarehouse(overrides: object = {}) {
  const body = warehouse(overrides);
  const res = await api('POST', '/add-warehouse', body);
  expect(res.statusCode, res.body).toBe(200);
  return { body, doc: res.json().doc };
}

const RECORD_KEYS = [
  '_id',
  'name',
  'contact_person',
  'email',
  'contact_phone',
  'activated',
  'address',
  'pickup_times',
  'criteria',
  'createdAt',
  'updatedAt',
];

describe('POST /add-warehouse', () => {
  it('answers {msg, doc} with the documented record, criteria unset and the default shipping type', async () => {
    const body = warehouse({ min_weight: 0, max_weight: '12.5', max_LWH: 3 });
    const res = await api('POST', '/add-warehouse', body);
    expect(res.statusCode).toBe(200);
    const { msg, doc } = res.json();
    expect(msg).toBe('Warehouse added successfully');
    expect(Object.keys(doc).sort()).toEqual([...RECORD_KEYS].sort());
    expect(doc).toMatchObject({
      name: body.name,
      contact_person: 'Ann Lee',
      email: body.contact_email,
      contact_phone: '+44 113 000',
      activated: true,
      address: {
        street_name: 'Canal Street',
        street_number: '12A',
        city: 'Leeds',
        country: 'GB',
        zipCode: '01234',
      },
      pickup_times: { start_time: '09:00', end_time: '17:30' },
      criteria: {
        min_weight: 0,
        max_weight: 12.5,
        min_length: null,
        max_length: null,
        min_width: null,
        max_width: null,
        min_height: null,
        max_height: null,
        min_LWH: null,
        max_LWH: 3,
        shipping_type: 'International+Domestic Shipping',
      },
    });
    expect(doc._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(doc.createdAt).toString()).not.toBe('Invalid Date');
  });

  it('creates the Warehouse account without a password and e-mails its invitation', async () => {
    const { body, doc } = await addWarehouse();
    const [account] = await ctx.handle.db.select().from(users).where(eq(users.warehouseId, doc._id));
    expect(account).toMatchObject({
      email: body.contact_email,
      role: 'Warehouse',
      supplierId: null,
      passwordHash: null,
      active: true,
    });
    expect(await invitationToken(ctx, body.contact_email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('gives an account that signs in once the invitation is accepted', async () => {
    const { body, doc } = await addWarehouse();
    await acceptInvitation(ctx, body.contact_email, NEW_PASSWORD);
    const res = await signIn(ctx, body.contact_email, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      role: 'Warehouse',
      warehouseId: doc._id,
      email: body.contact_email,
    });
  });

  it.each([
    ['name', { name: '' }],
    ['name', { name: undefined }],
    ['contact_person', { contact_person: '  ' }],
    ['contact_email', { contact_email: '' }],
    ['contact_email', { contact_email: 'not-an-email' }],
    ['contact_phone', { contact_phone: '' }],
    ['street_name', { street_name: '' }],
    ['street_number', { street_number: undefined }],
    ['city', { city: '' }],
    ['country', { country: '' }],
    ['zipCode', { zipCode: '' }],
    ['zipCode', { zipCode: 'LS1 4AB' }],
    ['startTime', { startTime: '' }],
    ['endTime', { endTime: undefined }],
    ['endTime', { endTime: '5pm' }],
    ['min_weight', { min_weight: -1 }],
    ['max_length', { max_length: 'long' }],
    ['min_LWH', { min_LWH: -0.5 }],
    ['shipping_type', { shipping_type: 'By sea' }],
  ])('refuses a bad %s with a 400 naming it, and writes nothing', async (field, change) => {
    const [before, accounts] = [await rowCount(ctx, warehouses), await rowCount(ctx, users)];
    const res = await api('POST', '/add-warehouse', warehouse(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBeTruthy();
    expect(fieldsOf(res)).toContain(field);
    expect(await rowCount(ctx, warehouses)).toBe(before);
    expect(await rowCount(ctx, users)).toBe(accounts);
  });

  it('accepts every shipping type and decimal criteria', async () => {
    const { doc } = await addWarehouse({
      shipping_type: 'Domestic Shipping',
      min_height: 0.25,
      max_height: '1.75',
    });
    expect(doc.criteria).toMatchObject({
      shipping_type: 'Domestic Shipping',
      min_height: 0.25,
      max_height: 1.75,
    });
  });

  it('answers 409 naming contact_email when a live warehouse has the e-mail, whatever its case', async () => {
    const { body } = await addWarehouse();
    const [before, accounts] = [await rowCount(ctx, warehouses), await rowCount(ctx, users)];
    const res = await api(
      'POST',
      '/add-warehouse',
      warehouse({ contact_email: body.contact_email.toUpperCase() }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('A warehouse with this e-mail already exists');
    expect(fieldsOf(res)).toEqual(['contact_email']);
    expect(await rowCount(ctx, warehouses)).toBe(before);
    expect(await rowCount(ctx, users)).toBe(accounts);
  });

  it('answers 409 when another account (an Admin) has the e-mail, and writes nothing', async () => {
    const other = await createUser(ctx, 'Admin');
    const before = await rowCount(ctx, warehouses);
    const res = await api('POST', '/add-warehouse', warehouse({ contact_email: other.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('A user with this e-mail already exists');
    expect(await rowCount(ctx, warehouses)).toBe(before);
  });
});

describe('POST /edit-warehouse', () => {
  it('saves the changes and answers {msg, docs}', async () => {
    const { body, doc } = await addWarehouse();
    const res = await api('POST', '/edit-warehouse', {
      id: doc._id,
      ...body,
      name: 'Renamed depot',
      city: 'York',
      max_weight: 30,
      shipping_type: 'International Shipping',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Warehouse updated successfully');
    expect(Object.keys(res.json().docs).sort()).toEqual([...RECORD_KEYS].sort());
    expect(res.json().docs).toMatchObject({
      _id: doc._id,
      name: 'Renamed depot',
      email: body.contact_email,
      address: { city: 'York' },
      criteria: { max_weight: 30, shipping_type: 'International Shipping' },
    });
  });

  it('refuses a changed contact e-mail (locked) with a 400 naming it, and changes nothing', async () => {
    const { body, doc } = await addWarehouse();
    const res = await api('POST', '/edit-warehouse', {
      id: doc._id,
      ...body,
      name: 'Not saved',
      contact_email: 'other@example.test',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['contact_email']);
    const [row] = await ctx.handle.db.select().from(warehouses).where(eq(warehouses.id, doc._id));
    expect(row).toMatchObject({ name: body.name, email: body.contact_email });
  });

  it('accepts the locked e-mail sent back in another case', async () => {
    const { body, doc } = await addWarehouse();
    const res = await api('POST', '/edit-warehouse', {
      id: doc._id,
      ...body,
      contact_email: body.contact_email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().docs.email).toBe(body.contact_email);
  });

  it('validates the fields as on add', async () => {
    const { body, doc } = await addWarehouse();
    const res = await api('POST', '/edit-warehouse', { id: doc._id, ...body, zipCode: 'ABC', min_width: -2 });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(expect.arrayContaining(['zipCode', 'min_width']));
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const body = warehouse();
    expect(
      (await api('POST', '/edit-warehouse', { id: '7d9f0c4e-3f5a-4a8e-9a49-1d6a1b2c3d4e', ...body }))
        .statusCode,
    ).toBe(404);
    const bad = await api('POST', '/edit-warehouse', { id: 'nope', ...body });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toContain('id');
  });
});

describe('warehouse criteria are consistent on add and edit', () => {
  it.each([
    ['max_weight', { min_weight: 10, max_weight: 5 }],
    ['max_length', { min_length: '2', max_length: '1.5' }],
    ['max_width', { min_width: 3, max_width: 0 }],
    ['max_height', { min_height: 1, max_height: 0.5 }],
    ['max_LWH', { min_LWH: 9, max_LWH: 8 }],
    ['min_weight', { min_weight: -1 }],
    ['min_height', { min_height: '-0.1' }],
    ['endTime', { startTime: '17:00', endTime: '09:00' }],
    ['endTime', { startTime: '12:00', endTime: '12:00' }],
  ])(
    'refuses a bad %s on add and on edit with a 400 naming it, and writes nothing',
    async (field, change) => {
      const before = await rowCount(ctx, warehouses);
      const added = await api('POST', '/add-warehouse', warehouse(change));
      expect(added.statusCode, added.body).toBe(400);
      expect(fieldsOf(added)).toEqual([field]);
      expect(await rowCount(ctx, warehouses)).toBe(before);

      const { body, doc } = await addWarehouse({ min_weight: 1, max_weight: 20 });
      const edited = await api('POST', '/edit-warehouse', { id: doc._id, ...body, ...change });
      expect(edited.statusCode, edited.body).toBe(400);
      expect(fieldsOf(edited)).toEqual([field]);
      const [row] = await ctx.handle.db.select().from(warehouses).where(eq(warehouses.id, doc._id));
      expect([row.minWeight, row.maxWeight, row.pickupStartTime, row.pickupEndTime]).toEqual([
        1,
        20,
        '09:00',
        '17:30',
      ]);
    },
  );

  it('accepts a minimum equal to its maximum and a pickup window that ends after it starts', async () => {
    const { doc } = await addWarehouse({
      min_weight: 5,
      max_weight: 5,
      startTime: '08:00',
      endTime: '08:30',
    });
    expect(doc.criteria).toMatchObject({ min_weight: 5, max_weight: 5 });
  });
});

describe('GET /get-warehouses', () => {
  it('answers {msg, doc, count}: a page by number, ordered by name, with the total count', async () => {
    for (let i = 1; i <= 12; i++)
      await addWarehouse({ name: `Paging ${String(i).padStart(2, '0')}`, city: 'Pagetown' });
    const res = await api('GET', '/get-warehouses', {
      search: 'pagetown',
      limit: '5',
      offset: '2',
      isTag: 'false',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['count', 'doc', 'msg']);
    expect(body.count).toBe(12);
    expect(body.doc.map((w: { name: string }) => w.name)).toEqual([
      'Paging 06',
      'Paging 07',
      'Paging 08',
      'Paging 09',
      'Paging 10',
    ]);
    const last = (
      await api('GET', '/get-warehouses', { search: 'pagetown', limit: '5', offset: '3' })
    ).json();
    expect(last.doc.map((w: { name: string }) => w.name)).toEqual(['Paging 11', 'Paging 12']);
    expect(last.count).toBe(12);
  });

  it('defaults to page 1 of 10', async () => {
    const res = await api('GET', '/get-warehouses', {});
    expect(res.statusCode).toBe(200);
    expect(res.json().doc.length).toBe(Math.min(10, res.json().count));
  });

  it('searches name, e-mail, contact person, city and country, case-insensitively', async () => {
    const { doc } = await addWarehouse({
      name: 'Searchable North',
      contact_person: 'Zed Quill',
      contact_email: 'zq@findme.test',
    });
    for (const search of ['SEARCHABLE', 'findme', 'zed quill']) {
      const res = (await api('GET', '/get-warehouses', { search })).json();
      expect(
        res.doc.map((w: { _id: string }) => w._id),
        search,
      ).toEqual([doc._id]);
      expect(res.count).toBe(1);
    }
    expect((await api('GET', '/get-warehouses', { search: '100%' })).json().count).toBe(0);
  });

  it('filters on the activated and deactivated tags', async () => {
    const on = (await addWarehouse({ city: 'Tagville' })).doc;
    const off = (await addWarehouse({ city: 'Tagville' })).doc;
    await api('POST', '/status_warehouse', { id: off._id, status: true });
    const tagged = async (tagText: string) =>
      (await api('GET', '/get-warehouses', { search: 'tagville', tagText, isTag: 'true' }))
        .json()
        .doc.map((w: { _id: string }) => w._id);
    expect(await tagged('activated')).toEqual([on._id]);
    expect(await tagged('deactivated')).toEqual([off._id]);
    const untagged = await api('GET', '/get-warehouses', {
      search: 'tagville',
      tagText: 'deactivated',
      isTag: 'false',
    });
    expect(untagged.json().count).toBe(2);
  });

  it('refuses an unknown tag and a bad page with a 400 naming the field', async () => {
    const tag = await api('GET', '/get-warehouses', { tagText: 'available', isTag: 'true' });
    expect(tag.statusCode).toBe(400);
    expect(fieldsOf(tag)).toEqual(['tagText']);
    for (const [field, query] of [
      ['offset', { offset: '0' }],
      ['limit', { limit: '501' }],
      ['limit', { limit: 'ten' }],
    ] as const) {
      const res = await api('GET', '/get-warehouses', query);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual([field]);
    }
  });
});

describe('POST /status_warehouse', () => {
  it('deactivates and activates, answering {msg, doc}', async () => {
    const { doc } = await addWarehouse();
    const off = await api('POST', '/status_warehouse', { id: doc._id, status: true });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      msg: 'Warehouse deactivated',
      doc: { _id: doc._id, activated: false },
    });
    const on = await api('POST', '/status_warehouse', { id: doc._id, status: 'false' });
    expect(on.json()).toMatchObject({ msg: 'Warehouse activated', doc: { activated: true } });
  });

  it('reads status as the current one: a stale toggle answers 409 and changes nothing', async () => {
    const { doc } = await addWarehouse();
    const first = await api('POST', '/status_warehouse', { id: doc._id, status: true });
    expect(first.json().doc.activated).toBe(false);
    // A second screen still showing "Activated" sends the same toggle: someone changed it meanwhile.
    const stale = await api('POST', '/status_warehouse', { id: doc._id, status: true });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toMatch(/changed meanwhile/);
    const [row] = await ctx.handle.db.select().from(warehouses).where(eq(warehouses.id, doc._id));
    expect(row.activated).toBe(false);
  });

  it("blocks the account's sign-in and sessions while deactivated, and restores them on activation", async () => {
    const { body, doc } = await addWarehouse();
    await acceptInvitation(ctx, body.contact_email, NEW_PASSWORD);
    const session = (await signIn(ctx, body.contact_email, NEW_PASSWORD)).json().token;

    await api('POST', '/status_warehouse', { id: doc._id, status: true });
    expect((await signIn(ctx, body.contact_email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await me(ctx, session)).statusCode).toBe(401);

    await api('POST', '/status_warehouse', { id: doc._id, status: false });
    expect((await signIn(ctx, body.contact_email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await me(ctx, session)).statusCode).toBe(200);
  });

  it('refuses a missing status and an unknown id', async () => {
    const { doc } = await addWarehouse();
    const res = await api('POST', '/status_warehouse', { id: doc._id });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['status']);
    expect(
      (await api('POST', '/status_warehouse', { id: '7d9f0c4e-3f5a-4a8e-9a49-1d6a1b2c3d4e', status: false }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /delete_warehouse', () => {
  it('hides the warehouse: {msg, doc}, then 404 everywhere and gone from the list', async () => {
    const { body, doc } = await addWarehouse({ city: 'Gonecity' });
    const res = await api('POST', '/delete_warehouse', { id: doc._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: 'Warehouse deleted successfully', doc: { _id: doc._id } });

    expect((await api('GET', '/get-warehouses', { search: 'gonecity' })).json()).toMatchObject({
      doc: [],
      count: 0,
    });
    expect((await api('POST', '/delete_warehouse', { id: doc._id })).statusCode).toBe(404);
    expect((await api('POST', '/status_warehouse', { id: doc._id, status: false })).statusCode).toBe(404);
    expect((await api('POST', '/edit-warehouse', { id: doc._id, ...body })).statusCode).toBe(404);
    // The row stays for the history that points at it.
    const [row] = await ctx.handle.db.select().from(warehouses).where(eq(warehouses.id, doc._id));
    expect(row.deletedAt).toBeInstanceOf(Date);
  });

  it('deactivates the account and revokes its sessions', async () => {
    const { body, doc } = await addWarehouse();
    await acceptInvitation(ctx, body.contact_email, NEW_PASSWORD);
    const session = (await signIn(ctx, body.contact_email, NEW_PASSWORD)).json().token;
    await api('POST', '/delete_warehouse', { id: doc._id });

    expect((await me(ctx, session)).statusCode).toBe(401);
    expect((await signIn(ctx, body.contact_email, NEW_PASSWORD)).statusCode).toBe(401);
    const [account] = await ctx.handle.db.select().from(users).where(eq(users.warehouseId, doc._id));
    expect(account.active).toBe(false);
    const open = await ctx.handle.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(open.every((s) => s.revokedAt)).toBe(true);
  });

  it('voids the invitation: its link no longer sets a password', async () => {
    const { body, doc } = await addWarehouse();
    const token = await invitationToken(ctx, body.contact_email);
    await api('POST', '/delete_warehouse', { id: doc._id });

    const res = await setPassword(ctx, token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['token']);
    const [account] = await ctx.handle.db.select().from(users).where(eq(users.warehouseId, doc._id));
    expect(account.passwordHash).toBeNull();
  });

  it("frees the e-mail: a new warehouse takes over the deleted one's account with a fresh invitation", async () => {
    const { body, doc } = await addWarehouse();
    await acceptInvitation(ctx, body.contact_email, NEW_PASSWORD);
    await api('POST', '/delete_warehouse', { id: doc._id });
    const [old] = await ctx.handle.db.select().from(users).where(eq(users.warehouseId, doc._id));
    const before = await rowCount(ctx, users);

    const again = await addWarehouse({ contact_email: body.contact_email, name: 'Second life' });
    const [account] = await ctx.handle.db.select().from(users).where(eq(users.id, old.id));
    expect(account).toMatchObject({
      warehouseId: again.doc._id,
      role: 'Warehouse',
      active: true,
      passwordHash: null,
    });
    expect(await rowCount(ctx, users)).toBe(before);
    // The old password no longer opens anything; the new invitation does.
    expect((await signIn(ctx, body.contact_email, NEW_PASSWORD)).statusCode).toBe(401);
    await acceptInvitation(ctx, body.contact_email, 'a second fresh passphrase');
    const res = await signIn(ctx, body.contact_email, 'a second fresh passphrase');
    expect(res.json().user).toMatchObject({ warehouseId: again.doc._id });
  });

  it('answers 404 for an unknown id', async () => {
    expect(
      (await api('POST', '/delete_warehouse', { id: '7d9f0c4e-3f5a-4a8e-9a49-1d6a1b2c3d4e' })).statusCode,
    ).toBe(404);
  });
});

describe('roles', () => {
  it('answers a Warehouse or Supplier token 403 on the list and every write, and changes nothing', async () => {
    const { body, doc } = await addWarehouse();
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      const before = await rowCount(ctx, warehouses);
      const calls = [
        api('GET', '/get-warehouses', {}, token),
        api('POST', '/add-warehouse', warehouse(), token),
        api('POST', '/edit-warehouse', { id: doc._id, ...body, name: 'Hijacked' }, token),
        api('POST', '/status_warehouse', { id: doc._id, status: true }, token),
        api('POST', '/delete_warehouse', { id: doc._id }, token),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, `${role} ${res.body}`).toBe(403);
      expect(await rowCount(ctx, warehouses)).toBe(before);
    }
    const [row] = await ctx.handle.db.select().from(warehouses).where(eq(warehouses.id, doc._id));
    expect(row).toMatchObject({ name: body.name, activated: true, deletedAt: null });
  });
});
