import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, createUser, tokenFor, type TestContext } from './helpers';
import { sessions, suppliers, users } from '../../server/db/schema';
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

const TIME_ZONE = 'Europe/Berlin';
let ctx: TestContext;
let admin: string;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  ctx = await createTestApp({ config: { timeZone: TIME_ZONE } });
  admin = await tokenFor(ctx, 'Admin');
  api = adminApi(ctx, () => admin);
});

const NEW_PASSWORD = 'supplier staff passphrase';
let n = 0;
const supplier = (overrides: object = {}) => {
  n++;
  return {
    name: `Maker ${String(n).padStart(2, '0')}`,
    contact_person: 'Bo Chen',
    contact_email: `maker${n}@example.test`,
    contact_phone: '+44 20 7946 0000',
    street_name: 'Mill Lane',
    street_number: '4',
    city: 'Leeds',
    country: 'GB',
    zipCode: 'LS1 4AB',
    notification_schedule: '3,14:15',
    email_subject: 'New purchase order',
    customeEmail: '<p>Please send:</p><p>{{table}}</p>',
    ...overrides,
  };
};

async function addSupplier(overrides: object = {}) {
  const body = supplier(overrides);
  const res = await api('POST', '/add-supplier', body);
  expect(res.statusCode, res.body).toBe(200);
  return { body, doc: res.json().supplier };
}

/** Today + days in the operator's zone, at that time: 'DD/MM/YYYY T HH:mm', worked out independently. */
function expectedLabel(days: number, time: string) {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE })
    .format(ctx.clock.now())
    .split('-')
    .map(Number);
  const due = new Date(Date.UTC(y, m - 1, d + days));
  const two = (v: number) => String(v).padStart(2, '0');
  return `${two(due.getUTCDate())}/${two(due.getUTCMonth() + 1)}/${due.getUTCFullYear()} T ${time}`;
}

const RECORD_KEYS = [
  '_id',
  'name',
  'contact_person',
  'contact_email',
  'contact_phone',
  'activated',
  'address',
  'pickup_times',
  'dropShipping_available',
  'notification_schedule',
  'schedule_label',
  'email_subject',
  'customeEmail',
  'imgName',
  'email_language',
  'createdAt',
  'updatedAt',
];

describe('POST /add-supplier', () => {
  it('answers {msg, supplier} with the documented record: drop shipping on, no pickup times, the schedule and its label', async () => {
    const body = supplier();
    const res = await api('POST', '/add-supplier', body);
    expect(res.statusCode).toBe(200);
    const { msg, supplier: doc } = res.json();
    expect(msg).toBe('Supplier added successfully');
    expect(Object.keys(doc).sort()).toEqual([...RECORD_KEYS].sort());
    expect(doc).toMatchObject({
      name: body.name,
      contact_person: 'Bo Chen',
      contact_email: body.contact_email,
      contact_phone: '+44 20 7946 0000',
      activated: true,
      address: {
        street_name: 'Mill Lane',
        street_number: '4',
        city: 'Leeds',
        country: 'GB',
        zipCode: 'LS1 4AB',
      },
      pickup_times: { start_time: null, end_time: null },
      dropShipping_available: true,
      notification_schedule: '3,14:15',
      schedule_label: expectedLabel(3, '14:15'),
      email_subject: 'New purchase order',
      customeEmail: '<p>Please send:</p><p>{{table}}</p>',
      imgName: null,
    });
  });

  it('stores the schedule as its two columns and keeps pickup times, drop shipping and the image name', async () => {
    const { doc } = await addSupplier({
      notification_schedule: '30,00:05',
      startTime: '08:00',
      endTime: '16:00',
      dropShipping_available: false,
      imgName: 'logo.png',
    });
    const [row] = await ctx.handle.db.select().from(suppliers).where(eq(suppliers.id, doc._id));
    expect(row).toMatchObject({ notificationDays: 30, notificationTime: '00:05' });
    expect(doc).toMatchObject({
      notification_schedule: '30,00:05',
      schedule_label: expectedLabel(30, '00:05'),
      pickup_times: { start_time: '08:00', end_time: '16:00' },
      dropShipping_available: false,
      imgName: 'logo.png',
    });
  });

  it('sanitises the e-mail body: scripts and event handlers go, {{table}} stays', async () => {
    const { doc } = await addSupplier({
      customeEmail:
        '<p onclick="steal()">Hello</p><script>alert(1)</script><img src=x onerror=y()>{{table}}<a href="javascript:x()">x</a>',
    });
    expect(doc.customeEmail).toBe('<p>Hello</p>{{table}}<a>x</a>');
    const [row] = await ctx.handle.db.select().from(suppliers).where(eq(suppliers.id, doc._id));
    expect(row.customeEmail).toBe(doc.customeEmail);
  });

  it('creates the Supplier account and e-mails its invitation; the account signs in once accepted', async () => {
    const { body, doc } = await addSupplier();
    const [account] = await ctx.handle.db.select().from(users).where(eq(users.supplierId, doc._id));
    expect(account).toMatchObject({
      email: body.contact_email,
      role: 'Supplier',
      warehouseId: null,
      passwordHash: null,
      active: true,
    });
    expect(await invitationToken(ctx, body.contact_email)).toBeTruthy();
    await acceptInvitation(ctx, body.contact_email, NEW_PASSWORD);
    const res = await signIn(ctx, body.contact_email, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ role: 'Supplier', supplierId: doc._id });
  });

  it.each([
    ['name', { name: '' }],
    ['contact_person', { contact_person: undefined }],
    ['contact_email', { contact_email: 'maker.example.test' }],
    ['contact_phone', { contact_phone: '' }],
    ['street_name', { street_name: '' }],
    ['street_number', { street_number: '' }],
    ['city', { city: undefined }],
    ['country', { country: '' }],
    ['zipCode', { zipCode: '' }],
    ['email_subject', { email_subject: '' }],
    ['notification_schedule', { notification_schedule: '' }],
    ['notification_schedule', { notification_schedule: '0,10:00' }],
    ['notification_schedule', { notification_schedule: '31,10:00' }],
    ['notification_schedule', { notification_schedule: '2.5,10:00' }],
    ['notification_schedule', { notification_schedule: '3,7:00 PM' }],
    ['notification_schedule', { notification_schedule: '3,24:00' }],
    ['startTime', { startTime: '25:00' }],
    ['endTime', { startTime: '16:00', endTime: '08:00' }],
    ['dropShipping_available', { dropShipping_available: 'maybe' }],
  ])('refuses a bad %s with a 400 naming it, and writes nothing', async (field, change) => {
    const [before, accounts] = [await rowCount(ctx, suppliers), await rowCount(ctx, users)];
    const res = await api('POST', '/add-supplier', supplier(change));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain(field);
    expect(await rowCount(ctx, suppliers)).toBe(before);
    expect(await rowCount(ctx, users)).toBe(accounts);
  });

  it('accepts schedule days 1 and 30 and an empty e-mail body', async () => {
    expect((await addSupplier({ notification_schedule: '1,23:59', customeEmail: '' })).doc.customeEmail).toBe(
      '',
    );
    expect((await addSupplier({ notification_schedule: '30,00:00' })).doc.notification_schedule).toBe(
      '30,00:00',
    );
  });

  it.each([
    [
      'name',
      'A supplier with this name already exists',
      (taken: { name: string }) => ({ name: taken.name.toLowerCase() }),
    ],
    [
      'contact_email',
      'A supplier with this e-mail already exists',
      (taken: { contact_email: string }) => ({ contact_email: taken.contact_email.toUpperCase() }),
    ],
  ])('answers 409 naming %s when a live supplier has it, and writes nothing', async (field, msg, clash) => {
    const { body } = await addSupplier();
    const [before, accounts] = [await rowCount(ctx, suppliers), await rowCount(ctx, users)];
    const res = await api('POST', '/add-supplier', supplier(clash(body)));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(msg);
    expect(fieldsOf(res)).toEqual([field]);
    expect(await rowCount(ctx, suppliers)).toBe(before);
    expect(await rowCount(ctx, users)).toBe(accounts);
  });

  it("answers 409 when a live warehouse's account has the e-mail", async () => {
    const staff = await createUser(ctx, 'Warehouse');
    const before = await rowCount(ctx, suppliers);
    const res = await api('POST', '/add-supplier', supplier({ contact_email: staff.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('A user with this e-mail already exists');
    expect(await rowCount(ctx, suppliers)).toBe(before);
  });

  it('takes over the account of a deleted warehouse with that e-mail, as a Supplier account', async () => {
    const staff = await createUser(ctx, 'Warehouse');
    await api('POST', '/delete_warehouse', { id: staff.warehouseId });
    const { doc } = await addSupplier({ contact_email: staff.email });
    const [account] = await ctx.handle.db.select().from(users).where(eq(users.id, staff.id));
    expect(account).toMatchObject({
      role: 'Supplier',
      supplierId: doc._id,
      warehouseId: null,
      active: true,
      passwordHash: null,
    });
    await acceptInvitation(ctx, staff.email, NEW_PASSWORD);
    expect((await signIn(ctx, staff.email, NEW_PASSWORD)).json().user).toMatchObject({
      role: 'Supplier',
      supplierId: doc._id,
    });
  });
});

describe('POST /edit-supplier', () => {
  it('saves the changes and answers {msg, doc}', async () => {
    const { body, doc } = await addSupplier();
    const res = await api('POST', '/edit-supplier', {
      id: doc._id,
      ...body,
      contact_person: 'Di Ross',
      dropShipping_available: false,
      notification_schedule: '5,08:00',
      customeEmail: '<h2 style="x">Order</h2><iframe></iframe>{{table}}',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Supplier updated successfully');
    expect(res.json().doc).toMatchObject({
      _id: doc._id,
      name: body.name,
      contact_person: 'Di Ross',
      dropShipping_available: false,
      notification_schedule: '5,08:00',
      schedule_label: expectedLabel(5, '08:00'),
      customeEmail: '<h2>Order</h2>{{table}}',
    });
  });

  it('refuses a changed name (locked) with a 400 naming it, and changes nothing', async () => {
    const { body, doc } = await addSupplier();
    const res = await api('POST', '/edit-supplier', {
      id: doc._id,
      ...body,
      name: 'Another name',
      city: 'Not saved',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['name']);
    const [row] = await ctx.handle.db.select().from(suppliers).where(eq(suppliers.id, doc._id));
    expect(row).toMatchObject({ name: body.name, city: 'Leeds' });
  });

  it("moves the account's sign-in e-mail with the contact e-mail", async () => {
    const { body, doc } = await addSupplier();
    await acceptInvitation(ctx, body.contact_email, NEW_PASSWORD);
    const res = await api('POST', '/edit-supplier', {
      id: doc._id,
      ...body,
      contact_email: 'moved@example.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().doc.contact_email).toBe('moved@example.test');
    expect((await signIn(ctx, body.contact_email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(ctx, 'moved@example.test', NEW_PASSWORD)).json().user).toMatchObject({
      supplierId: doc._id,
    });
  });

  it('answers 409 for an e-mail another account or supplier has, and changes nothing', async () => {
    const { body, doc } = await addSupplier();
    const other = await addSupplier();
    const admin2 = await createUser(ctx, 'Admin');
    for (const [email, msg] of [
      [admin2.email, 'A user with this e-mail already exists'],
      [other.body.contact_email, 'A supplier with this e-mail already exists'],
    ]) {
      const res = await api('POST', '/edit-supplier', {
        id: doc._id,
        ...body,
        contact_email: email,
        city: 'Not saved',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe(msg);
      expect(fieldsOf(res)).toEqual(['contact_email']);
    }
    const [row] = await ctx.handle.db.select().from(suppliers).where(eq(suppliers.id, doc._id));
    expect(row).toMatchObject({ contactEmail: body.contact_email, city: 'Leeds' });
    const [account] = await ctx.handle.db.select().from(users).where(eq(users.supplierId, doc._id));
    expect(account.email).toBe(body.contact_email);
  });

  it('validates the fields as on add, and answers 404 for an unknown id', async () => {
    const { body, doc } = await addSupplier();
    const bad = await api('POST', '/edit-supplier', {
      id: doc._id,
      ...body,
      notification_schedule: '45,10:00',
      email_subject: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['notification_schedule', 'email_subject']));
    expect(
      (await api('POST', '/edit-supplier', { ...body, id: '7d9f0c4e-3f5a-4a8e-9a49-1d6a1b2c3d4e' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /get-suppliers', () => {
  it('answers {msg, doc, count} with paging, search and the available/unavailable tags', async () => {
    for (let i = 1; i <= 7; i++)
      await addSupplier({ name: `Listed ${i}`, city: 'Listburg', dropShipping_available: i <= 3 });
    const page = await api('GET', '/get-suppliers', { search: 'LISTBURG', limit: '5', offset: '2' });
    expect(page.statusCode).toBe(200);
    expect(Object.keys(page.json()).sort()).toEqual(['count', 'doc', 'msg']);
    expect(page.json().count).toBe(7);
    expect(page.json().doc.map((s: { name: string }) => s.name)).toEqual(['Listed 6', 'Listed 7']);
    expect(Object.keys(page.json().doc[0]).sort()).toEqual([...RECORD_KEYS].sort());

    const tagged = async (tagText: string) =>
      (await api('GET', '/get-suppliers', { search: 'listburg', tagText, isTag: 'true' })).json();
    expect((await tagged('available')).doc.map((s: { name: string }) => s.name)).toEqual([
      'Listed 1',
      'Listed 2',
      'Listed 3',
    ]);
    expect((await tagged('unavailable')).count).toBe(4);
    const wrong = await api('GET', '/get-suppliers', { tagText: 'activated', isTag: 'true' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['tagText']);
  });

  it('lists deactivated suppliers too (the status shows in a column) but never deleted ones', async () => {
    const off = (await addSupplier({ city: 'Statusham' })).doc;
    const gone = (await addSupplier({ city: 'Statusham' })).doc;
    await api('POST', '/status_supplier', { id: off._id, status: true });
    await api('POST', '/delete_supplier', { id: gone._id });
    const res = (await api('GET', '/get-suppliers', { search: 'statusham' })).json();
    expect(res.doc.map((s: { _id: string; activated: boolean }) => [s._id, s.activated])).toEqual([
      [off._id, false],
    ]);
    expect(res.count).toBe(1);
  });
});

describe('status and delete', () => {
  it('answers 409 when the sent current status is no longer the stored one', async () => {
    const { doc } = await addSupplier();
    const stale = await api('POST', '/status_supplier', { id: doc._id, status: false });
    expect(stale.statusCode).toBe(409);
    expect((await api('POST', '/status_supplier', { id: doc._id, status: true })).json().doc.activated).toBe(
      false,
    );
  });

  it("deactivating blocks the account's sign-in and sessions; activating restores them", async () => {
    const { body, doc } = await addSupplier();
    await acceptInvitation(ctx, body.contact_email, NEW_PASSWORD);
    const session = (await signIn(ctx, body.contact_email, NEW_PASSWORD)).json().token;

    const off = await api('POST', '/status_supplier', { id: doc._id, status: true });
    expect(off.json()).toMatchObject({
      msg: 'Supplier deactivated',
      doc: { _id: doc._id, activated: false },
    });
    expect((await signIn(ctx, body.contact_email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await me(ctx, session)).statusCode).toBe(401);

    const on = await api('POST', '/status_supplier', { id: doc._id, status: false });
    expect(on.json()).toMatchObject({ msg: 'Supplier activated', doc: { activated: true } });
    expect((await me(ctx, session)).statusCode).toBe(200);
  });

  it('delete answers {msg, doc}, revokes the sessions, closes the account, then answers 404', async () => {
    const { body, doc } = await addSupplier();
    await acceptInvitation(ctx, body.contact_email, NEW_PASSWORD);
    const session = (await signIn(ctx, body.contact_email, NEW_PASSWORD)).json().token;

    const res = await api('POST', '/delete_supplier', { id: doc._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ msg: 'Supplier deleted successfully', doc: { _id: doc._id } });
    expect((await me(ctx, session)).statusCode).toBe(401);
    const [account] = await ctx.handle.db.select().from(users).where(eq(users.supplierId, doc._id));
    expect(account.active).toBe(false);
    const own = await ctx.handle.db.select().from(sessions).where(eq(sessions.userId, account.id));
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((s) => s.revokedAt)).toBe(true);

    expect((await api('POST', '/delete_supplier', { id: doc._id })).statusCode).toBe(404);
    expect((await api('POST', '/status_supplier', { id: doc._id, status: false })).statusCode).toBe(404);
    expect((await api('POST', '/edit-supplier', { id: doc._id, ...body })).statusCode).toBe(404);
  });

  it('delete voids the invitation: its link no longer sets a password', async () => {
    const { body, doc } = await addSupplier();
    const token = await invitationToken(ctx, body.contact_email);
    await api('POST', '/delete_supplier', { id: doc._id });

    const res = await setPassword(ctx, token, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['token']);
    const [account] = await ctx.handle.db.select().from(users).where(eq(users.supplierId, doc._id));
    expect(account.passwordHash).toBeNull();
  });

  it('frees the name and e-mail of a deleted supplier', async () => {
    const { body, doc } = await addSupplier();
    await api('POST', '/delete_supplier', { id: doc._id });
    const again = await api('POST', '/add-supplier', body);
    expect(again.statusCode).toBe(200);
    expect(again.json().supplier._id).not.toBe(doc._id);
  });
});

describe('roles', () => {
  it('answers a Warehouse or Supplier token 403 on the list and every write, and changes nothing', async () => {
    const { body, doc } = await addSupplier();
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      const before = await rowCount(ctx, suppliers);
      const calls = [
        api('GET', '/get-suppliers', {}, token),
        api('POST', '/add-supplier', supplier(), token),
        api('POST', '/edit-supplier', { id: doc._id, ...body, city: 'Hijacked' }, token),
        api('POST', '/status_supplier', { id: doc._id, status: true }, token),
        api('POST', '/delete_supplier', { id: doc._id }, token),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, `${role} ${res.body}`).toBe(403);
      expect(await rowCount(ctx, suppliers)).toBe(before);
    }
    const [row] = await ctx.handle.db.select().from(suppliers).where(eq(suppliers.id, doc._id));
    expect(row).toMatchObject({ city: 'Leeds', activated: true, deletedAt: null });
  });
});
