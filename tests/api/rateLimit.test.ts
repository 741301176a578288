import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    config: { authRateLimit: { perAddress: 8, perAccount: 3, windowMinutes: 15 } },
  });
});

const attempt = (email: string, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/auth/login',
    remoteAddress: ip,
    payload: { email, password: 'wrong password' },
  });

describe('sign-in rate limits', () => {
  it('limits attempts per account, from any address', async () => {
    const user = await createUser(ctx, 'Admin');
    for (let i = 0; i < 3; i++) expect((await attempt(user.email, `10.1.0.${i}`)).statusCode).toBe(401);
    const limited = await attempt(user.email, '10.1.0.99');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toMatch(/Too many attempts for this account/);
  });

  it('limits attempts per address, across accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++)
      statuses.push((await attempt(`someone${i}@example.test`, '10.2.0.1')).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
  });

  it('limits forgot-password per account too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/backend/api/auth/forgot-password',
        remoteAddress: `10.3.0.${i}`,
        payload: { email: 'target@example.test' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
