import { beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { limitCounts } from '../../server/db/schema';
import { countOne, sweepExpired } from '../../server/services/limitCounts';
import { anotherServer, createTestApp, createUser, PASSWORD, type TestContext } from './helpers';

/**
 * Two servers on one database (issue 31 item 3): the sign-in limits, the browsers an account
 * knows and the forgot-password limits are the database's, so a guesser who spreads tries over
 * both meets the same limits as on one. On PostgreSQL (TEST_DATABASE_URL) each server has its
 * own connection pool.
 */
let one: TestContext;
let two: TestContext;
beforeAll(async () => {
  one = await createTestApp({
    config: {
      authRateLimit: {
        windowMinutes: 15,
        failuresPerClient: 10,
        failuresPerAddress: 100,
        failuresPerAccount: 100,
        resetsPerAddress: 20,
        resetsPerAccount: 3,
      },
    },
  });
  two = await anotherServer(one);
});

const signIn = (server: TestContext, email: string, password: string, ip: string, cookie?: string) =>
  server.app.inject({
    method: 'POST',
    url: '/backend/api/auth/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });
const forgot = (server: TestContext, email: string, ip: string) =>
  server.app.inject({
    method: 'POST',
    url: '/backend/api/auth/forgot-password',
    remoteAddress: ip,
    payload: { email },
  });
/** Every other call on the other server. */
const either = (i: number) => (i % 2 ? two : one);

describe('two servers on one database share the limits', () => {
  it('refuse wrong passwords spread over both at the count one server refuses them', async () => {
    const user = await createUser(one, 'Admin');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await signIn(either(i), user.email, 'wrong', '10.20.0.1')).statusCode);
    expect(statuses).toEqual([...Array(10).fill(401), 429, 429]);
    // Refused on both, even with the right password, until the window is over.
    for (const server of [one, two])
      expect((await signIn(server, user.email, PASSWORD, '10.20.0.1')).statusCode).toBe(429);
    one.clock.advanceMinutes(15);
    expect((await signIn(two, user.email, PASSWORD, '10.20.0.1')).statusCode).toBe(200);
  });

  it('know a browser on one server that signed in on the other', async () => {
    const user = await createUser(one, 'Admin');
    const good = await signIn(one, user.email, PASSWORD, '10.21.0.1');
    const cookie = String(good.headers['set-cookie']).split(';')[0];
    for (let i = 0; i < 10; i++)
      expect((await signIn(either(i), user.email, 'wrong', '10.21.0.1')).statusCode).toBe(401);
    expect((await signIn(two, user.email, PASSWORD, '10.21.0.1')).statusCode).toBe(429);
    // The browser is known to the account on the other server too: others' failures do not hold it back.
    expect((await signIn(two, user.email, PASSWORD, '10.21.0.1', cookie)).statusCode).toBe(200);
    // And its own failures count once across both.
    for (let i = 0; i < 10; i++)
      expect((await signIn(either(i), user.email, 'wrong', '10.21.0.1', cookie)).statusCode).toBe(401);
    expect((await signIn(one, user.email, PASSWORD, '10.21.0.1', cookie)).statusCode).toBe(429);
  });

  it('share the forgot-password limits per account and per address', async () => {
    const perAccount: number[] = [];
    for (let i = 0; i < 4; i++)
      perAccount.push((await forgot(either(i), 'shared@example.test', `10.22.0.${i}`)).statusCode);
    expect(perAccount).toEqual([200, 200, 200, 429]);
    const perAddress: number[] = [];
    for (let i = 0; i < 22; i++)
      perAddress.push((await forgot(either(i), `nobody${i}@example.test`, '10.23.0.1')).statusCode);
    expect(perAddress).toEqual([...Array(20).fill(200), 429, 429]);
  });

  it('sweep the counts whose window is over, and only those', async () => {
    const now = one.clock.now();
    const db = one.handle.db;
    await countOne(
      db,
      [
        { key: 'test:over', windowMs: 1_000 },
        { key: 'test:live', windowMs: 60_000 },
      ],
      now,
    );
    await sweepExpired(two.handle.db, new Date(now.getTime() + 2_000));
    const left = await db
      .select({ key: limitCounts.key })
      .from(limitCounts)
      .where(like(limitCounts.key, 'test:%'));
    expect(left.map((r) => r.key)).toEqual(['test:live']);
  });
});
