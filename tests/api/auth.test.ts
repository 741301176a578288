import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, createUser, login, PASSWORD, type TestContext } from './helpers';
import { outbox, sessions, suppliers, warehouses } from '../../server/db/schema';
import { PASSWORD_CHANGE_MSG } from '../../server/services/auth';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    config: { sessionIdleMinutes: 30, sessionAbsoluteHours: 8, resetTokenMinutes: 60 },
  });
});

const post = (url: string, payload?: unknown, token?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/backend/api${url}`,
    payload: payload as object,
    headers: token ? { 'x-auth-token': token } : {},
  });
const me = (token?: string) =>
  ctx.app.inject({
    method: 'GET',
    url: '/backend/api/auth/me',
    headers: token ? { 'x-auth-token': token } : {},
  });

/** The /set-password token of the newest e-mail to that address. */
async function linkTokenFor(email: string): Promise<string> {
  const [mail] = await ctx.handle.db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, email))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const match = /set-password\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no link e-mail to ${email}`);
  return decodeURIComponent(match[1]);
}

describe('login', () => {
  it('answers a token and the user for the right password, whatever the e-mail case', async () => {
    const user = await createUser(ctx, 'Admin', 'Boss@Example.test');
    const res = await post('/auth/login', { email: 'boss@example.TEST', password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.user).toEqual({
      id: user.id,
      email: user.email,
      role: 'Admin',
      warehouseId: null,
      supplierId: null,
    });
  });

  it('tells every cache not to keep the answer that carries the token', async () => {
    const user = await createUser(ctx, 'Admin');
    const res = await post('/auth/login', { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('stores only a hash of the session token', async () => {
    const user = await createUser(ctx, 'Admin');
    const token = await login(ctx, user.email);
    const rows = await ctx.handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 message', async () => {
    const user = await createUser(ctx, 'Admin');
    const wrong = await post('/auth/login', { email: user.email, password: 'not the password' });
    const unknown = await post('/auth/login', { email: 'nobody@example.test', password: 'whatever1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ msg: 'Invalid email or password', key: 'invalidEmailPassword' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('names each missing or bad field with a 400', async () => {
    const res = await post('/auth/login', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
    expect(res.json().msg).toMatch(/email/);
  });

  it('answers malformed JSON with a 400, not a 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBeTruthy();
  });

  it('refuses the account of a deactivated warehouse', async () => {
    const user = await createUser(ctx, 'Warehouse');
    await ctx.handle.db
      .update(warehouses)
      .set({ activated: false })
      .where(eq(warehouses.id, user.warehouseId!));
    const res = await post('/auth/login', { email: user.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toMatch(/deactivated/);
  });
});

describe('sessions', () => {
  it('answers 401 without a token and with a bad token', async () => {
    expect((await me()).statusCode).toBe(401);
    const bad = await me('not-a-real-token');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().msg).toBeTruthy();
  });

  it('knows the signed-in user', async () => {
    const user = await createUser(ctx, 'Supplier');
    const res = await me(await login(ctx, user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: user.id, role: 'Supplier', supplierId: user.supplierId });
  });

  it("ends a supplier's sessions while its supplier is deactivated or deleted, and serves them again once it is live", async () => {
    const user = await createUser(ctx, 'Supplier');
    const token = await login(ctx, user.email);
    const setSupplier = (values: Partial<typeof suppliers.$inferInsert>) =>
      ctx.handle.db.update(suppliers).set(values).where(eq(suppliers.id, user.supplierId!));
    await setSupplier({ activated: false });
    expect((await me(token)).statusCode).toBe(401);
    await setSupplier({ activated: true, deletedAt: new Date() });
    expect((await me(token)).statusCode).toBe(401);
    await setSupplier({ deletedAt: null });
    expect((await me(token)).statusCode).toBe(200);
  });

  it('revokes the token on logout, server-side', async () => {
    const user = await createUser(ctx, 'Admin');
    const token = await login(ctx, user.email);
    expect((await post('/auth/logout', undefined, token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a session after the idle timeout', async () => {
    const user = await createUser(ctx, 'Admin');
    const token = await login(ctx, user.email);
    ctx.clock.advanceMinutes(20);
    expect((await me(token)).statusCode).toBe(200); // activity moves the idle limit
    ctx.clock.advanceMinutes(25);
    expect((await me(token)).statusCode).toBe(200);
    ctx.clock.advanceMinutes(31);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('ends a session at the absolute timeout even when active', async () => {
    const user = await createUser(ctx, 'Admin');
    const token = await login(ctx, user.email);
    for (let i = 0; i < 20; i++) {
      ctx.clock.advanceMinutes(25);
      await me(token);
    }
    expect((await me(token)).statusCode).toBe(401); // 500 minutes > 8 hours
  });
});

describe('forgot password and set password', () => {
  it('answers the same whether or not the account exists, and e-mails only a real one', async () => {
    const user = await createUser(ctx, 'Admin');
    const known = await post('/auth/forgot-password', { email: user.email });
    const unknown = await post('/auth/forgot-password', { email: 'ghost@example.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(
      await ctx.handle.db.select().from(outbox).where(eq(outbox.toAddress, 'ghost@example.test')),
    ).toHaveLength(0);
    expect(await linkTokenFor(user.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('checks a token, sets the password once, and ends every session of the user', async () => {
    const user = await createUser(ctx, 'Admin');
    const oldSession = await login(ctx, user.email);
    await post('/auth/forgot-password', { email: user.email });
    const token = await linkTokenFor(user.email);

    expect((await post('/auth/check-token', { token })).statusCode).toBe(200);
    const set = await post('/auth/update_password', { token, password: 'a brand new passphrase' });
    expect(set.statusCode).toBe(200);
    expect(set.json().msg).toBeTruthy();

    expect((await me(oldSession)).statusCode).toBe(401);
    expect((await post('/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(401);
    expect(
      (await post('/auth/login', { email: user.email, password: 'a brand new passphrase' })).statusCode,
    ).toBe(200);

    const reused = await post('/auth/update_password', { token, password: 'yet another passphrase' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().msg).toBe('Token invalid');
    const recheck = await post('/auth/check-token', { token });
    expect(recheck.statusCode).toBe(400);
    expect(recheck.json()).toEqual({ msg: 'Token invalid', key: 'tokenInvalid' });
  });

  it('refuses an expired token', async () => {
    const user = await createUser(ctx, 'Admin');
    await post('/auth/forgot-password', { email: user.email });
    const token = await linkTokenFor(user.email);
    ctx.clock.advanceMinutes(61);
    expect((await post('/auth/check-token', { token })).statusCode).toBe(400);
    const res = await post('/auth/update_password', { token, password: 'a brand new passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'token', message: 'Token invalid' }]);
  });

  it('refuses a short or common password, naming the field, and keeps the token usable', async () => {
    const user = await createUser(ctx, 'Admin');
    await post('/auth/forgot-password', { email: user.email });
    const token = await linkTokenFor(user.email);
    const short = await post('/auth/update_password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toMatchObject({ field: 'password' });
    const common = await post('/auth/update_password', { token, password: 'Password123' });
    expect(common.statusCode).toBe(400);
    expect(common.json().msg).toMatch(/too common/);
    const long = 'a long passphrase that keeps going '.repeat(3);
    expect((await post('/auth/update_password', { token, password: long })).statusCode).toBe(200);
  });

  it('refuses a missing token with a 400 naming it', async () => {
    const res = await post('/auth/check-token', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('token');
  });
});

describe('change password', () => {
  it('checks the current password, e-mails a reset link and answers the documented message', async () => {
    const user = await createUser(ctx, 'Warehouse');
    const token = await login(ctx, user.email);
    const res = await post('/admin/change-password', { email: user.email, password: PASSWORD }, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: PASSWORD_CHANGE_MSG, key: 'passwordResetEmailSentEmail' });
    expect(await linkTokenFor(user.email)).toBeTruthy();
  });

  it('refuses a wrong current password with a 400 naming the field', async () => {
    const user = await createUser(ctx, 'Supplier');
    const token = await login(ctx, user.email);
    const res = await post(
      '/admin/change-password',
      { email: user.email, password: 'not my password' },
      token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'password', message: 'The current password is not correct' },
    ]);
  });

  it("refuses to act on someone else's account", async () => {
    const user = await createUser(ctx, 'Admin');
    const other = await createUser(ctx, 'Admin');
    const token = await login(ctx, user.email);
    const res = await post('/admin/change-password', { email: other.email, password: PASSWORD }, token);
    expect(res.statusCode).toBe(403);
  });

  it('needs a token', async () => {
    const res = await post('/admin/change-password', { email: 'a@b.test', password: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json().msg).toBeTruthy();
  });
});
