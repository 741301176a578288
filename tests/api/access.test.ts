import { beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { canAccess } from '../../domain/access';
import { ROLES, type Role } from '../../domain/roles';
import { registerAccessControl } from '../../server/http/access';

let ctx: TestContext;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const role of ROLES) tokens[role] = await tokenFor(ctx, role);
});

describe('every admin route', () => {
  it('exists in the list the test walks', () => {
    expect(ctx.app.adminRoutes.length).toBeGreaterThan(2);
  });

  it('answers 401 with a msg without a token, and with a bad one', async () => {
    for (const route of ctx.app.adminRoutes) {
      for (const headers of [{}, { 'x-auth-token': 'forged' }]) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers,
          payload: route.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.json().msg).toBeTruthy();
      }
    }
  });

  it('lets each role through exactly where DESIGN.md section 5 allows it', async () => {
    for (const route of ctx.app.adminRoutes) {
      for (const role of ROLES) {
        const res = await ctx.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: { 'x-auth-token': tokens[role] },
          payload: route.method === 'GET' ? undefined : {},
        });
        const allowed =
          route.access === 'signed-in' || canAccess(role, route.access.area, route.access.action);
        const where = `${role} ${route.method} ${route.url}`;
        if (allowed) expect([401, 403], where).not.toContain(res.statusCode);
        else {
          expect(res.statusCode, where).toBe(403);
          expect(res.json().msg, where).toBeTruthy();
        }
        expect(res.statusCode, where).toBeLessThan(500);
      }
    }
  });
});

describe('deny by default', () => {
  it('refuses to register an admin route that names no access', async () => {
    const app = Fastify();
    registerAccessControl(app, ctx.services.auth);
    expect(() => app.get('/backend/api/admin/forgotten', async () => ({ msg: 'open to all?' }))).toThrow(
      /declares no access/,
    );
    await app.close();
  });

  it('answers a Supplier on an Admin-only call with 403 and a msg', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/backend/api/admin/get-send-from-email',
      headers: { 'x-auth-token': tokens.Supplier },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ msg: 'You are not allowed to do this', key: 'notAllowed' });
  });
});

describe('unknown paths', () => {
  it('answer 404 with a msg under /backend', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/backend/api/admin/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('Not found');
  });
});
