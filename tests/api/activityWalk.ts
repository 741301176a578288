import { expect, it } from 'vitest';
import { gt, sql } from 'drizzle-orm';
import { createTestApp, createUser, login, type TestContext } from './helpers';
import { client, type Client } from './productFixtures';
import { activity } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { ADMIN_PREFIX } from '../../server/http/access';

/**
 * What the route walk of activity (issue 32 item 3) shares: an app on the demo data with an Admin
 * signed in, the records written since a mark, and the walk of a table of write routes, each with
 * a maker of a body that succeeds. The walk is split by area over three files; each file checks
 * that it walks every write route of its areas (WALKED_AREAS), and activityRoutes.test.ts that
 * every area is one file's.
 */
export interface Walk {
  ctx: TestContext;
  api: Client;
  /** The Admin's token, for the fixtures that call with one. */
  admin: string;
  adminId: string;
}

export async function startWalk(): Promise<Walk> {
  const ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  const user = await createUser(ctx, 'Admin');
  const admin = await login(ctx, user.email);
  return { ctx, api: client(ctx, admin), admin, adminId: user.id };
}

/** The areas each walk file walks the write routes of ('signed-in': the routes of no area). */
export const WALKED_AREAS = {
  'activityRoutes.test.ts': [
    'warehouses',
    'suppliers',
    'shipping-agents',
    'products',
    'stock',
    'settings',
    'orders',
    'returns',
    'attention',
    'channels',
    'account',
    'signed-in',
  ],
  'activityRoutesPurchasing.test.ts': ['purchase-orders', 'supplier-orders'],
  'activityRoutesPickup.test.ts': ['pickup-orders', 'warehouse-orders'],
} as const;

/** Every documented write: its path after the admin prefix and its area. */
export const writeRoutes = (ctx: TestContext) =>
  ctx.app.adminRoutes
    .filter((r) => r.method !== 'GET' && (r.access === 'signed-in' || r.access.action === 'write'))
    .map((r) => ({
      url: r.url.slice(ADMIN_PREFIX.length),
      area: r.access === 'signed-in' ? 'signed-in' : r.access.area,
    }))
    .filter(({ url }) => url !== '/change-password'); // sign-in administration: e-mails a link, writes a token

/** The write routes of a walk file's areas. */
export const writeRoutesOf = (ctx: TestContext, file: keyof typeof WALKED_AREAS) =>
  writeRoutes(ctx)
    .filter(({ area }) => (WALKED_AREAS[file] as readonly string[]).includes(area))
    .map(({ url }) => url);

export const lastActivityId = async (ctx: TestContext) =>
  (await ctx.handle.db.select({ id: sql<number>`coalesce(max(${activity.id}), 0)::int` }).from(activity))[0]
    .id;
export const activitySince = (ctx: TestContext, id: number) =>
  ctx.handle.db.select().from(activity).where(gt(activity.id, id));

/** Posts a setup call (not the one walked) and answers its JSON. */
export async function made(api: Client, route: string, body: object) {
  const res = await api.post(route, body);
  if (res.statusCode !== 200) throw new Error(`${route}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A walked write: the body it is sent, made with setup calls on the demo data. */
export type Walked = Record<string, () => Promise<object>>;

/**
 * Each route of `walked`, sent its body by the Admin: 200, and at least one activity record,
 * each naming the Admin (a write outside a transaction would name the scheduler).
 */
export function walkEach(walk: () => Walk, walked: Walked) {
  it.each(Object.keys(walked))('%s records its activity, naming the signed-in Admin', async (route) => {
    const { ctx, api, adminId } = walk();
    const body = await walked[route]();
    const before = await lastActivityId(ctx);
    const res = await api.post(route, body);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await activitySince(ctx, before);
    expect(rows.length, route).toBeGreaterThan(0);
    for (const row of rows)
      expect(row, route).toMatchObject({ actorKind: 'user', actorId: adminId, actorRole: 'Admin' });
  });
}

/** A date a week ahead, as the estimated-date calls take it. */
export const weekAhead = (ctx: TestContext) =>
  new Date(ctx.clock.now().getTime() + 7 * 86_400_000).toISOString().slice(0, 10);

/** Shipping info a tracking call takes. */
export const tracking = (n: number) => ({
  trackingId: String(700_000 + n),
  agentName: 'DHL',
  trackingURL: `https://track.test/${700_000 + n}`,
});
