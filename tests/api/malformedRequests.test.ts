import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestContext } from './helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../../server/demo/seed';
import { databaseFingerprint, documentedCalls, knownIds, writeCounter, type Call } from './requestSchemas';
import { hostileValue, malformedQuery, mutate, mutation, validValue } from './malformedValues';

/**
 * Every documented call, sent malformed (from its own request schema) by every role: no answer
 * is a 5xx, and no refused request (4xx) writes anything. Seeded: FUZZ_SEED replays a run,
 * FUZZ_RUNS sets how many requests (10,000 by default).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

type Role = 'Admin' | 'Warehouse' | 'Supplier' | 'nobody';

let ctx: TestContext;
let calls: Call[];
let ids: Record<string, string[]>;
let tokens: Record<Role, string | undefined>;
let fingerprint: () => Promise<string>;
let writesSoFar: () => Promise<string>;

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  calls = (await documentedCalls(ctx)).filter(
    // Signing out ends the session the other requests are sent with; it takes no input anyway.
    (c) => c.route !== 'POST /backend/api/auth/logout',
  );
  const signIn = (role: Role) => login(ctx, DEMO_ACCOUNTS.find((a) => a.role === role)!.email, DEMO_PASSWORD);
  tokens = {
    Admin: await signIn('Admin'),
    Warehouse: await signIn('Warehouse'),
    Supplier: await signIn('Supplier'),
    nobody: undefined,
  };
  // The demo Warehouse and Supplier users' own records stay out of the ids, so that a generated
  // deactivation or deletion cannot end their sessions half-way through the run.
  const me = async (token: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/backend/api/auth/me', headers: { 'x-auth-token': token } })
    ).json().user;
  const keep = new Set([(await me(tokens.Warehouse!)).warehouseId, (await me(tokens.Supplier!)).supplierId]);
  ids = Object.fromEntries(
    Object.entries(await knownIds(ctx)).map(([table, list]) => [table, list.filter((id) => !keep.has(id))]),
  );
  fingerprint = await databaseFingerprint(ctx);
  writesSoFar = await writeCounter(ctx);
}, 120_000);

/** A request body as a client could send it: JSON (mostly from the schema), or bytes that are not. */
type Payload =
  { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string | undefined; body: string };

const rawPayload: fc.Arbitrary<Payload> = fc.record({
  kind: fc.constant('raw' as const),
  contentType: fc.constantFrom(
    'application/json',
    'application/json; charset=latin1',
    'text/plain',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=x',
    'application/x-www-form-urlencoded',
    undefined,
  ),
  body: fc.oneof(
    fc.constantFrom(
      '',
      '{',
      '{"a":',
      'null',
      '[]',
      '"x"',
      '\u0000',
      '--x\r\n',
      '{"a":"\\u0000"}',
      '{"a":"\\ud800"}',
    ),
    fc.string({ unit: 'binary', maxLength: 50 }),
  ),
});

function payloadFor(call: Call): fc.Arbitrary<Payload | undefined> {
  const json: fc.Arbitrary<Payload> = fc
    .tuple(call.body ? validValue(call.body, ids) : hostileValue, mutation)
    .map(([value, change]) => ({ kind: 'json', value: mutate(value, change) }));
  if (call.method === 'GET') return fc.option(json, { nil: undefined, freq: 5 });
  return fc.oneof({ weight: 8, arbitrary: json }, { weight: 2, arbitrary: rawPayload });
}

/** One request: a documented call, a role, its query and its body. */
const requests = () =>
  fc.constantFrom(...calls).chain((call) =>
    fc.record({
      call: fc.constant(call),
      role: fc.constantFrom<Role>('Admin', 'Admin', 'Admin', 'Admin', 'Warehouse', 'Supplier', 'nobody'),
      query: malformedQuery(call.query, ids),
      payload: payloadFor(call),
    }),
  );

const shorten = (text: string) =>
  text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;

describe('malformed requests to every documented call', () => {
  it(
    `never answer 5xx, and write nothing when refused (${RUNS} requests, seed ${SEED})`,
    async () => {
      let before = await fingerprint();
      let lastWrites = await writesSoFar();
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requests(), async ({ call, role, query, payload }) => {
          const token = tokens[role];
          const headers: Record<string, string> = token ? { 'x-auth-token': token } : {};
          let body: string | undefined;
          if (payload?.kind === 'json' && payload.value !== undefined) {
            body = JSON.stringify(payload.value);
            headers['content-type'] = 'application/json';
          } else if (payload?.kind === 'raw') {
            body = payload.body;
            if (payload.contentType) headers['content-type'] = payload.contentType;
          }
          const res = await ctx.app.inject({
            method: call.method,
            url: call.url,
            query,
            headers,
            payload: body,
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const what = `${call.route} as ${role}, seed ${SEED}: query ${shorten(JSON.stringify(query))}, body ${shorten(
            body ?? '(none)',
          )} (${headers['content-type'] ?? 'no content type'}) answered ${res.statusCode} ${shorten(res.body)}`;
          expect(res.statusCode, what).toBeLessThan(500);
          // The tables are hashed only when a statement wrote (or tried to).
          const writes = await writesSoFar();
          if (writes === lastWrites) return;
          lastWrites = writes;
          const after = await fingerprint();
          if (res.statusCode >= 400) expect(after, `a refused request wrote: ${what}`).toBe(before);
          before = after;
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      // The run reached past validation: some calls succeeded, and every kind of refusal was met.
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
      expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
    },
    15 * 60_000,
  );
});
