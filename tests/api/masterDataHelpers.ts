import { and, count, desc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { outbox } from '../../server/db/schema';
import type { TestContext } from './helpers';

/** Calls under /backend/api/admin the way the browser does: GET with a query, POST with a JSON body. */
export function adminApi(ctx: TestContext, defaultToken: () => string) {
  return (method: 'GET' | 'POST', path: string, data?: object, token = defaultToken()) =>
    ctx.app.inject({
      method,
      url: `/backend/api/admin${path}`,
      headers: { 'x-auth-token': token },
      ...(method === 'GET' ? { query: data as Record<string, string> } : { payload: data }),
    });
}

export async function rowCount(ctx: TestContext, table: PgTable): Promise<number> {
  const [{ n }] = await ctx.handle.db.select({ n: count() }).from(table);
  return Number(n);
}

/** The /set-password token of the newest invitation e-mail to that address. */
export async function invitationToken(ctx: TestContext, email: string): Promise<string> {
  const [mail] = await ctx.handle.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.kind, 'invite')))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  const match = /\/set-password\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation e-mail to ${email}`);
  return decodeURIComponent(match[1]);
}

/** Sets a password with an e-mailed token, as the set-password screen does. */
export const setPassword = (ctx: TestContext, token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/backend/api/auth/update_password', payload: { token, password } });

/** Accepts the newest invitation to that address with a password. */
export async function acceptInvitation(ctx: TestContext, email: string, password: string) {
  const res = await setPassword(ctx, await invitationToken(ctx, email), password);
  if (res.statusCode !== 200) throw new Error(`update_password failed: ${res.statusCode} ${res.body}`);
}

export const signIn = (ctx: TestContext, email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/backend/api/auth/login', payload: { email, password } });

export const me = (ctx: TestContext, token: string) =>
  ctx.app.inject({ method: 'GET', url: '/backend/api/auth/me', headers: { 'x-auth-token': token } });

export const fieldsOf = (res: { json(): { errors?: { field: string }[] } }) =>
  (res.json().errors ?? []).map((e) => e.field);
