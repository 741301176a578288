import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestContext } from './helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../../server/demo/seed';
import {
  databaseFingerprint,
  documentedCalls,
  knownIds,
  leaves,
  replaceAt,
  type Call,
} from './requestSchemas';
import { validValue } from './malformedValues';
import { fieldsOf } from './masterDataHelpers';

/** Text no database column can hold: a NUL, and a lone surrogate (JSON's "\ud800"). */
const NUL = 'North\u0000wind';
const LONE_SURROGATE = 'x\ud800y';

let ctx: TestContext;
let tokens: string[];
let ids: Record<string, string[]>;
let calls: Call[];
let fingerprint: () => Promise<string>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  tokens = await Promise.all(DEMO_ACCOUNTS.map((a) => login(ctx, a.email, DEMO_PASSWORD)));
  ids = await knownIds(ctx);
  calls = (await documentedCalls(ctx)).filter((c) => c.route !== 'POST /backend/api/auth/logout');
  fingerprint = await databaseFingerprint(ctx);
}, 120_000);

const admin = 0; // tokens[0]: the demo Admin's
const send = (method: string, url: string, data: { query?: object; body?: unknown }, token = tokens[admin]) =>
  ctx.app.inject({
    method: method as 'GET',
    url,
    headers: { 'x-auth-token': token },
    query: data.query as Record<string, string>,
    ...(data.body !== undefined ? { payload: data.body as object } : {}),
  });

/** Sends as the first demo role the call lets in (Admin, else Warehouse, else Supplier). */
async function sendAsAllowed(call: Call, data: { query?: object; body?: unknown }) {
  let res = await send(call.method, call.url, data);
  for (const token of tokens.slice(1)) {
    if (res.statusCode !== 403) break;
    res = await send(call.method, call.url, data, token);
  }
  return res;
}

const expectRefused = (res: Awaited<ReturnType<typeof send>>, field: string, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  expect(fieldsOf(res), what).toEqual([field]);
};

const admins = (path: string) => `/backend/api/admin${path}`;

describe('text no database can hold is refused at the edge, naming the field', () => {
  it.each([
    ['a NUL', NUL, /NUL character/],
    ['a lone surrogate', LONE_SURROGATE, /lone surrogate/],
  ])(
    "%s in any text field of any call's body answers 400 naming that field, and writes nothing",
    async (_what, bad, message) => {
      let fields = 0;
      const before = await fingerprint();
      for (const call of calls.filter((c) => c.body)) {
        const [sample] = fc.sample(validValue(call.body!, ids), { numRuns: 1, seed: 16 });
        for (const { path, value } of leaves(sample)) {
          if (typeof value !== 'string' || path.length === 0) continue;
          const res = await sendAsAllowed(call, { body: replaceAt(sample, path, bad) });
          const what = `${call.route} ${path.join('.')}`;
          expectRefused(res, path.join('.'), what);
          expect(res.json().msg, what).toMatch(message);
          fields++;
        }
      }
      expect(fields).toBeGreaterThan(100);
      expect(await fingerprint(), 'a refused request wrote').toBe(before);
    },
  );

  // A URL cannot carry a lone surrogate: percent-encoded UTF-8 has no bytes for one.
  it('a NUL in any query parameter (search of every list included) answers 400 naming it', async () => {
    const bad = NUL;
    let parameters = 0;
    for (const call of calls) {
      for (const { name } of call.query) {
        const res = await sendAsAllowed(call, { query: { [name]: bad } });
        expectRefused(res, name, `${call.route}?${name}`);
        parameters++;
      }
    }
    expect(parameters).toBeGreaterThan(50);
  });

  it('refuses the cases a user met: Add Warehouse, Add Supplier, Edit Product, notes, invoice numbers, a list search', async () => {
    const [warehouse] = ids.warehouses;
    const [order] = ids.orders;
    const product = (
      await send('GET', admins('/get-products'), { query: { limit: '1', search: 'DS-' } })
    ).json().doc[0];
    const cases: [string, string, object, string][] = [
      [
        'POST',
        '/add-warehouse',
        {
          name: NUL,
          contact_person: 'Ann Lee',
          contact_email: 'depot@example.test',
          contact_phone: '+44 113 000',
          street_name: 'Canal Street',
          street_number: '12A',
          city: 'Leeds',
          country: 'GB',
          zipCode: '01234',
          startTime: '09:00',
          endTime: '17:30',
        },
        'name',
      ],
      [
        'POST',
        '/add-supplier',
        {
          name: 'Maker',
          contact_person: LONE_SURROGATE,
          contact_email: 'maker@example.test',
          contact_phone: '+44 20 7946 0000',
          street_name: 'Mill Lane',
          street_number: '4',
          city: 'Leeds',
          country: 'GB',
          zipCode: 'LS1 4AB',
          notification_schedule: '3,14:15',
          email_subject: 'New purchase order',
          customeEmail: '<p>Please send:</p><p>{{table}}</p>',
        },
        'contact_person',
      ],
      [
        'POST',
        '/edit-product',
        {
          _id: product._id,
          internal_sku: product.internal_sku,
          supplier_sku: 'SUP\u0000',
          internal_product_name: product.internal_product_name,
          supplier_product_name: 'A product',
          units: 1,
          units_include: 1,
          weight: 1,
          length: 0.1,
          width: 0.1,
          height: 0.1,
          supplierId: product.supplier._id,
        },
        'supplier_sku',
      ],
      ['POST', '/add-notes-to-order', { orderId: order, notes: NUL }, 'notes'],
      [
        'POST',
        '/add-invoice-number-to-order',
        { orderId: order, invoiceNumber: LONE_SURROGATE },
        'invoiceNumber',
      ],
      ['GET', '/get-shopify-orders', { search: NUL }, 'search'],
      ['GET', '/get-warehouses', { search: '\u0000' }, 'search'],
    ];
    expect(warehouse).toBeDefined();
    for (const [method, path, data, field] of cases) {
      const before = await fingerprint();
      const res = await send(method, admins(path), method === 'GET' ? { query: data } : { body: data });
      expectRefused(res, field, path);
      expect(await fingerprint(), path).toBe(before);
    }
  });
});

describe('a multipart upload without a boundary', () => {
  it.each(['multipart/form-data', 'multipart/form-data; boundary='])(
    'answers 400 for %s, not 500',
    async (contentType) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: admins('/upload'),
        headers: { 'x-auth-token': tokens[admin], 'content-type': contentType },
        payload: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc\r\n--x--\r\n',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().msg).toMatch(/^The upload is not a well-formed multipart form/);
    },
  );
});
