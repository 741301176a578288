import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenFor, type TestContext } from './helpers';

let ctx: TestContext;
let admin: string;
let warehouse: string;
let supplier: string;
beforeAll(async () => {
  ctx = await createTestApp();
  [admin, warehouse, supplier] = await Promise.all([
    tokenFor(ctx, 'Admin'),
    tokenFor(ctx, 'Warehouse'),
    tokenFor(ctx, 'Supplier'),
  ]);
});

const get = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/backend/api/admin/get-preferences',
    headers: token ? { 'x-auth-token': token } : {},
  });
const set = (payload: object, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/backend/api/admin/set-preferences',
    headers: token ? { 'x-auth-token': token } : {},
    payload,
  });

describe('each user’s language and theme', () => {
  it('are none until chosen', async () => {
    const res = await get(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: 'Preferences', preferences: { language: null, theme: null } });
  });

  it('are saved for the signed-in user only, in every role', async () => {
    expect((await set({ language: 'de' }, warehouse)).json().preferences).toEqual({
      language: 'de',
      theme: null,
    });
    expect((await set({ theme: 'dark' }, warehouse)).json()).toEqual({
      msg: 'Preferences saved',
      key: 'preferencesSaved',
      preferences: { language: 'de', theme: 'dark' },
    });
    expect((await set({ language: 'en', theme: 'light' }, supplier)).statusCode).toBe(200);

    expect((await get(warehouse)).json().preferences).toEqual({ language: 'de', theme: 'dark' });
    expect((await get(supplier)).json().preferences).toEqual({ language: 'en', theme: 'light' });
    expect((await get(admin)).json().preferences).toEqual({ language: null, theme: null });
  });

  it('take no user id: a named user is ignored and the caller’s own choice is set', async () => {
    const res = await set({ language: 'de', userId: 'someone-else' }, admin);
    expect(res.statusCode).toBe(200);
    expect((await get(admin)).json().preferences.language).toBe('de');
    expect((await get(supplier)).json().preferences.language).toBe('en');
  });

  it('refuse an unknown language or theme with a 400 naming the field, and change nothing', async () => {
    for (const [payload, field] of [
      [{ language: 'fr' }, 'language'],
      [{ theme: 'blue' }, 'theme'],
      [{ language: 7 }, 'language'],
    ] as const) {
      const res = await set(payload, warehouse);
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().errors ?? res.json().msg)).toContain(field);
    }
    expect((await get(warehouse)).json().preferences).toEqual({ language: 'de', theme: 'dark' });
  });

  it('need a signed-in user', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await set({ language: 'de' })).statusCode).toBe(401);
  });
});
