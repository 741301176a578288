import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { shippingAgents } from '../../server/db/schema';
import { scheduleLabel } from '../../domain/schedule';
import { adminApi, fieldsOf, rowCount } from './masterDataHelpers';

let ctx: TestContext;
let admin: string;
let api: ReturnType<typeof adminApi>;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
  api = adminApi(ctx, () => admin);
});

let n = 0;
const agent = (overrides: object = {}) => {
  n++;
  return {
    name: `Courier ${String(n).padStart(2, '0')}`,
    contact_person: 'Cy Park',
    contact_email: `courier${n}@example.test`,
    contact_phone: '0044 113 555',
    trackingURL: 'https://track.example/?id=',
    street_name: 'Dock Road',
    street_number: '9',
    city: 'Hull',
    country: 'GB',
    notification_schedule: '2,16:00',
    email_subject: 'Pickups for tomorrow',
    customeEmail: '<p>Please collect:</p>{{table}}',
    ...overrides,
  };
};

async function addAgent(overrides: object = {}) {
  const body = agent(overrides);
  const res = await api('POST', '/add-shipping-agent', body);
  expect(res.statusCode, res.body).toBe(200);
  return { body, doc: res.json().shippingAgent };
}

const RECORD_KEYS = [
  '_id',
  'name',
  'contact_person',
  'contact_email',
  'contact_phone',
  'trackingURL',
  'activated',
  'deleted_at',
  'address',
  'notification_schedule',
  'schedule_label',
  'email_subject',
  'customeEmail',
  'imgName',
  'email_language',
  'createdAt',
  'updatedAt',
];

describe('POST /add-shipping-agent', () => {
  it('answers {msg, shippingAgent} with the documented record', async () => {
    const body = agent({ contact_phone: 4420123 });
    const res = await api('POST', '/add-shipping-agent', body);
    expect(res.statusCode).toBe(200);
    const { msg, shippingAgent } = res.json();
    expect(msg).toBe('Shipping agent added successfully');
    expect(Object.keys(shippingAgent).sort()).toEqual([...RECORD_KEYS].sort());
    expect(shippingAgent).toMatchObject({
      name: body.name,
      contact_person: 'Cy Park',
      contact_email: body.contact_email,
      contact_phone: '4420123',
      trackingURL: 'https://track.example/?id=',
      activated: true,
      deleted_at: null,
      address: { street_name: 'Dock Road', street_number: '9', city: 'Hull', country: 'GB' },
      notification_schedule: '2,16:00',
      schedule_label: scheduleLabel('2,16:00', ctx.clock.now(), ctx.config.timeZone),
      email_subject: 'Pickups for tomorrow',
      customeEmail: '<p>Please collect:</p>{{table}}',
      imgName: null,
    });
    expect(shippingAgent.schedule_label).toMatch(/^\d{2}\/\d{2}\/\d{4} T 16:00$/);
  });

  it('sanitises the e-mail body: scripts and event handlers go, {{table}} stays', async () => {
    const { doc } = await addAgent({
      customeEmail:
        '<p onclick="x()">Hi <b onmouseover="y()">all</b></p><script>alert(1)</script><p>{{table}}</p>',
    });
    expect(doc.customeEmail).toBe('<p>Hi <b>all</b></p><p>{{table}}</p>');
  });

  it.each([
    ['name', { name: '' }],
    ['contact_person', { contact_person: '' }],
    ['contact_email', { contact_email: 'courier@' }],
    ['contact_phone', { contact_phone: '' }],
    ['contact_phone', { contact_phone: 'call us' }],
    ['trackingURL', { trackingURL: '' }],
    ['trackingURL', { trackingURL: 'track.example' }],
    ['trackingURL', { trackingURL: 'javascript:alert(1)' }],
    ['street_name', { street_name: undefined }],
    ['street_number', { street_number: '' }],
    ['city', { city: '' }],
    ['country', { country: '' }],
    ['email_subject', { email_subject: undefined }],
    ['notification_schedule', { notification_schedule: '0,16:00' }],
    ['notification_schedule', { notification_schedule: '31,16:00' }],
    ['notification_schedule', { notification_schedule: '2,4pm' }],
  ])('refuses a bad %s with a 400 naming it, and writes nothing', async (field, change) => {
    const before = await rowCount(ctx, shippingAgents);
    const res = await api('POST', '/add-shipping-agent', agent(change));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toContain(field);
    expect(await rowCount(ctx, shippingAgents)).toBe(before);
  });

  it('answers 409 naming the field on a taken name, whatever its case, and writes nothing', async () => {
    const { body } = await addAgent();
    const before = await rowCount(ctx, shippingAgents);
    const res = await api('POST', '/add-shipping-agent', agent({ name: body.name.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('A shipping agent with this name already exists');
    expect(fieldsOf(res)).toEqual(['name']);
    expect(await rowCount(ctx, shippingAgents)).toBe(before);
  });
});

describe('POST /edit-shipping-agent', () => {
  it('saves the changes and answers {msg, doc}', async () => {
    const { body, doc } = await addAgent();
    const res = await api('POST', '/edit-shipping-agent', {
      id: doc._id,
      ...body,
      contact_email: 'new-desk@example.test',
      trackingURL: 'http://t.example/track/',
      notification_schedule: '1,07:45',
      customeEmail: '<ol><li>{{table}}</li></ol><style>x</style>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Shipping agent updated successfully');
    expect(res.json().doc).toMatchObject({
      _id: doc._id,
      name: body.name,
      contact_email: 'new-desk@example.test',
      trackingURL: 'http://t.example/track/',
      notification_schedule: '1,07:45',
      customeEmail: '<ol><li>{{table}}</li></ol>',
    });
  });

  it('refuses a changed name (locked) with a 400 naming it, and changes nothing', async () => {
    const { body, doc } = await addAgent();
    const res = await api('POST', '/edit-shipping-agent', {
      id: doc._id,
      ...body,
      name: 'Other courier',
      city: 'Not saved',
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(['name']);
    const [row] = await ctx.handle.db.select().from(shippingAgents).where(eq(shippingAgents.id, doc._id));
    expect(row).toMatchObject({ name: body.name, city: 'Hull' });
  });

  it('validates the fields as on add, and answers 404 for an unknown id', async () => {
    const { body, doc } = await addAgent();
    const bad = await api('POST', '/edit-shipping-agent', {
      id: doc._id,
      ...body,
      contact_phone: 'x',
      trackingURL: 'nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['contact_phone', 'trackingURL']));
    expect(
      (await api('POST', '/edit-shipping-agent', { ...body, id: '7d9f0c4e-3f5a-4a8e-9a49-1d6a1b2c3d4e' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET /get-shipping-agents', () => {
  it('answers {msg, shippingAgents, count} with paging, search and the activated/deactivated tags', async () => {
    const made = [];
    for (let i = 1; i <= 6; i++) made.push((await addAgent({ name: `Fleet ${i}`, city: 'Fleetport' })).doc);
    await api('POST', '/status-shipping-agent', { id: made[1]._id, status: true });

    const page = await api('GET', '/get-shipping-agents', { search: 'fleetport', limit: '4', offset: '2' });
    expect(page.statusCode).toBe(200);
    expect(Object.keys(page.json()).sort()).toEqual(['count', 'msg', 'shippingAgents']);
    expect(page.json().count).toBe(6);
    expect(page.json().shippingAgents.map((a: { name: string }) => a.name)).toEqual(['Fleet 5', 'Fleet 6']);

    const tagged = async (tagText: string) =>
      (await api('GET', '/get-shipping-agents', { search: 'fleetport', tagText, isTag: 'true' })).json();
    expect((await tagged('deactivated')).shippingAgents.map((a: { name: string }) => a.name)).toEqual([
      'Fleet 2',
    ]);
    expect((await tagged('activated')).count).toBe(5);
    const wrong = await api('GET', '/get-shipping-agents', { tagText: 'available', isTag: 'true' });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['tagText']);
  });
});

describe('GET /get-active-shipping-agents', () => {
  it('answers only activated, not deleted agents, to every role, up to 500 at once', async () => {
    const on = (await addAgent({ city: 'Pickton' })).doc;
    const off = (await addAgent({ city: 'Pickton' })).doc;
    const gone = (await addAgent({ city: 'Pickton' })).doc;
    await api('POST', '/status-shipping-agent', { id: off._id, status: true });
    await api('POST', '/delete-shipping-agent', { id: gone._id });

    for (const token of [admin, await tokenFor(ctx, 'Warehouse'), await tokenFor(ctx, 'Supplier')]) {
      const res = await api(
        'GET',
        '/get-active-shipping-agents',
        { search: 'pickton', limit: '500', offset: '1' },
        token,
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().count).toBe(1);
      expect(res.json().shippingAgents.map((a: { _id: string }) => a._id)).toEqual([on._id]);
      // Only the Admin gets the agent's contact, schedule and e-mail body; pickers get the name.
      const keys = Object.keys(res.json().shippingAgents[0]).sort();
      if (token === admin) expect(keys).toEqual(expect.arrayContaining(['contact_email', 'contact_person']));
      else expect(keys).toEqual(['_id', 'activated', 'name', 'trackingURL']);
    }
    expect((await api('GET', '/get-active-shipping-agents', { limit: '501' })).statusCode).toBe(400);
  });
});

describe('status and delete', () => {
  it('answers 409 when the sent current status is no longer the stored one', async () => {
    const { doc } = await addAgent();
    const stale = await api('POST', '/status-shipping-agent', { id: doc._id, status: false });
    expect(stale.statusCode).toBe(409);
    expect(
      (await api('POST', '/status-shipping-agent', { id: doc._id, status: true })).json().doc.activated,
    ).toBe(false);
  });

  it('toggles activation, answering {msg, doc}', async () => {
    const { doc } = await addAgent();
    const off = await api('POST', '/status-shipping-agent', { id: doc._id, status: true });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      msg: 'Shipping agent deactivated',
      doc: { _id: doc._id, activated: false },
    });
    const on = await api('POST', '/status-shipping-agent', { id: doc._id, status: false });
    expect(on.json()).toMatchObject({ msg: 'Shipping agent activated', doc: { activated: true } });
    const bad = await api('POST', '/status-shipping-agent', { id: doc._id, status: 'sometimes' });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['status']);
  });

  it('delete answers {msg, doc} with deleted_at set, then 404 everywhere and gone from the list', async () => {
    const { body, doc } = await addAgent({ city: 'Lastport' });
    const res = await api('POST', '/delete-shipping-agent', { id: doc._id });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Shipping agent deleted successfully');
    expect(new Date(res.json().doc.deleted_at).toString()).not.toBe('Invalid Date');

    expect((await api('GET', '/get-shipping-agents', { search: 'lastport' })).json()).toMatchObject({
      shippingAgents: [],
      count: 0,
    });
    expect((await api('POST', '/delete-shipping-agent', { id: doc._id })).statusCode).toBe(404);
    expect((await api('POST', '/status-shipping-agent', { id: doc._id, status: false })).statusCode).toBe(
      404,
    );
    expect((await api('POST', '/edit-shipping-agent', { id: doc._id, ...body })).statusCode).toBe(404);
    // The name is free again; the old row stays for the history that names it.
    expect((await api('POST', '/add-shipping-agent', body)).statusCode).toBe(200);
    expect(
      await ctx.handle.db.select().from(shippingAgents).where(eq(shippingAgents.name, body.name)),
    ).toHaveLength(2);
  });
});

describe('roles', () => {
  it('answers a Warehouse or Supplier token 403 on the admin list and every write, and changes nothing', async () => {
    const { body, doc } = await addAgent();
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const token = await tokenFor(ctx, role);
      const before = await rowCount(ctx, shippingAgents);
      const calls = [
        api('GET', '/get-shipping-agents', {}, token),
        api('POST', '/add-shipping-agent', agent(), token),
        api('POST', '/edit-shipping-agent', { id: doc._id, ...body, city: 'Hijacked' }, token),
        api('POST', '/status-shipping-agent', { id: doc._id, status: true }, token),
        api('POST', '/delete-shipping-agent', { id: doc._id }, token),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, `${role} ${res.body}`).toBe(403);
      expect(await rowCount(ctx, shippingAgents)).toBe(before);
    }
    const [row] = await ctx.handle.db.select().from(shippingAgents).where(eq(shippingAgents.id, doc._id));
    expect(row).toMatchObject({ city: 'Hull', activated: true, deletedAt: null });
  });
});
