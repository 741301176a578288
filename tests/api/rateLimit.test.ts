import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, PASSWORD, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    config: {
      authRateLimit: {
        windowMinutes: 15,
        failuresPerClient: 3,
        failuresPerAddress: 8,
        failuresPerAccount: 6,
        resetsPerAddress: 20,
        resetsPerAccount: 3,
      },
    },
  });
});

const signIn = (email: string, password: string, ip: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/auth/login',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { email, password },
  });
const fail = (email: string, ip: string, cookie?: string) => signIn(email, 'wrong password', ip, cookie);
const forgot = (email: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/auth/forgot-password',
    remoteAddress: ip,
    payload: { email },
  });
/** The device cookie a good sign-in sets, as the browser sends it back. */
const cookieOf = (res: Awaited<ReturnType<typeof signIn>>) => String(res.headers['set-cookie']).split(';')[0];

describe('sign-in limits count failed sign-ins only', () => {
  it('never refuses good sign-ins, however many', async () => {
    const user = await createUser(ctx, 'Admin');
    for (let i = 0; i < 15; i++)
      expect((await signIn(user.email, PASSWORD, '10.0.0.1')).statusCode).toBe(200);
    // and they leave the failure budget whole
    for (let i = 0; i < 3; i++) expect((await fail(user.email, '10.0.0.1')).statusCode).toBe(401);
  });

  it('a good sign-in clears the failures of the browser that signed in, and only those', async () => {
    const user = await createUser(ctx, 'Admin');
    for (let i = 0; i < 2; i++) expect((await fail(user.email, '10.1.0.1')).statusCode).toBe(401);
    const cookie = cookieOf(await signIn(user.email, PASSWORD, '10.1.0.1'));
    // The browser is known now: its own mistakes have a budget of their own, cleared by its next good sign-in.
    for (let i = 0; i < 3; i++) expect((await fail(user.email, '10.1.0.1', cookie)).statusCode).toBe(401);
    expect((await fail(user.email, '10.1.0.1', cookie)).statusCode).toBe(429);
    // The address without that browser still carries its two failures: one more is its last.
    expect((await fail(user.email, '10.1.0.1')).statusCode).toBe(401);
    const limited = await fail(user.email, '10.1.0.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(
      /^Too many failed sign-ins for this account. Please try again in 15 minutes/,
    );
    // Refused even with the right password, until the window has passed.
    expect((await signIn(user.email, PASSWORD, '10.1.0.1')).statusCode).toBe(429);
    ctx.clock.advanceMinutes(15);
    expect((await signIn(user.email, PASSWORD, '10.1.0.1')).statusCode).toBe(200);
    expect((await signIn(user.email, PASSWORD, '10.1.0.1', cookie)).statusCode).toBe(200);
  });

  it("the owner's good sign-ins from a known browser reopen no guesses for others at the same address", async () => {
    const user = await createUser(ctx, 'Admin');
    const cookie = cookieOf(await signIn(user.email, PASSWORD, '10.1.1.1'));
    for (let i = 0; i < 3; i++) expect((await fail(user.email, '10.1.1.1')).statusCode).toBe(401);
    expect((await fail(user.email, '10.1.1.1')).statusCode).toBe(429);
    for (let round = 0; round < 3; round++) {
      expect((await signIn(user.email, PASSWORD, '10.1.1.1', cookie)).statusCode).toBe(200);
      expect((await fail(user.email, '10.1.1.1')).statusCode).toBe(429);
    }
    // Nor for unknown clients elsewhere: the account's own limit is not cleared either.
    for (let i = 0; i < 3; i++) expect((await fail(user.email, `10.1.2.${i}`)).statusCode).toBe(401);
    expect((await signIn(user.email, PASSWORD, '10.1.1.1', cookie)).statusCode).toBe(200);
    expect((await signIn(user.email, PASSWORD, '10.1.3.1')).statusCode).toBe(429);
  });

  it('failures from one address do not hold the account back elsewhere', async () => {
    const user = await createUser(ctx, 'Admin');
    for (let i = 0; i < 3; i++) expect((await fail(user.email, '10.2.0.1')).statusCode).toBe(401);
    expect((await fail(user.email, '10.2.0.1')).statusCode).toBe(429);
    expect((await signIn(user.email, PASSWORD, '10.2.0.2')).statusCode).toBe(200);
  });

  it('failures from others at the same address do not hold back a browser that signed in before', async () => {
    const user = await createUser(ctx, 'Admin');
    const cookie = cookieOf(await signIn(user.email, PASSWORD, '10.3.0.1'));
    expect(cookie).toMatch(/^fbo_device=[A-Za-z0-9_-]{22}$/);
    for (let i = 0; i < 3; i++) expect((await fail(user.email, '10.3.0.1')).statusCode).toBe(401);
    expect((await fail(user.email, '10.3.0.1')).statusCode).toBe(429);
    expect((await signIn(user.email, PASSWORD, '10.3.0.1', cookie)).statusCode).toBe(200);
  });

  it('limits failures per address across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await fail(`someone${i}@example.test`, '10.4.0.1')).statusCode);
    expect(statuses).toEqual([...Array(8).fill(401), 429]);
    const limited = await fail('someone-else@example.test', '10.4.0.1');
    expect(limited.json().msg).toMatch(/^Too many failed sign-ins from your network/);
    expect((await fail('someone-else@example.test', '10.4.0.2')).statusCode).toBe(401);
  });

  it('limits failures per account from unknown clients, but not from a browser it knows', async () => {
    const user = await createUser(ctx, 'Admin');
    const cookie = cookieOf(await signIn(user.email, PASSWORD, '10.5.0.1'));
    // Six failures from three addresses: each under its own limit, together the account's.
    for (let i = 0; i < 6; i++) expect((await fail(user.email, `10.5.1.${i % 3}`)).statusCode).toBe(401);
    const limited = await signIn(user.email, PASSWORD, '10.5.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/or sign in from a browser you signed in with before/);
    expect((await signIn(user.email, PASSWORD, '10.5.2.1', cookie)).statusCode).toBe(200);
  });
});

describe('the client address behind a forged X-Forwarded-For', () => {
  const failVia = (app: TestContext['app'], email: string, ip: string, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/backend/api/auth/login',
      remoteAddress: ip,
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email, password: 'wrong password' },
    });

  it("is the socket's without a trusted proxy: a new forged address per guess still meets the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await failVia(ctx.app, `guess${i}@example.test`, '10.8.0.1', `198.51.100.${i}`)).statusCode,
      );
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
  });

  it('is the forwarded one when TRUST_PROXY names the proxy it came through', async () => {
    const proxied = await createTestApp({
      config: { authRateLimit: ctx.config.authRateLimit, trustProxy: ['10.9.0.1'] },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push(
        (await failVia(proxied.app, `guess${i}@example.test`, '10.9.0.1', `198.51.100.${i}`)).statusCode,
      );
    expect(statuses).toEqual(Array(10).fill(401));
    // One forwarded address is still held to its limit.
    for (let i = 0; i < 8; i++)
      expect(
        (await failVia(proxied.app, `again${i}@example.test`, '10.9.0.1', '198.51.100.77')).statusCode,
      ).toBe(401);
    expect((await failVia(proxied.app, 'again8@example.test', '10.9.0.1', '198.51.100.77')).statusCode).toBe(
      429,
    );
    // A client that is not the proxy is still known by its socket's address.
    for (let i = 0; i < 8; i++)
      await failVia(proxied.app, `other${i}@example.test`, '10.9.0.2', `198.51.101.${i}`);
    expect((await failVia(proxied.app, 'other9@example.test', '10.9.0.2', '198.51.101.9')).statusCode).toBe(
      429,
    );
  });
});

describe('forgot-password limits', () => {
  it('never block signing in from the same address', async () => {
    const user = await createUser(ctx, 'Admin');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++)
      statuses.push((await forgot(`nobody${i}@example.test`, '10.6.0.1')).statusCode);
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    expect((await signIn(user.email, PASSWORD, '10.6.0.1')).statusCode).toBe(200);
    expect((await fail(user.email, '10.6.0.1')).statusCode).toBe(401);
  });

  it('limit requests per account, from any address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await forgot('target@example.test', `10.7.0.${i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await forgot('target@example.test', '10.7.0.9');
    expect(limited.json().msg).toMatch(/^Too many requests for this account/);
  });
});
