import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  orderLines,
  orders,
  outbox,
  pickupOrders,
  poAssignments,
  poLines,
  puoAssignments,
  purchaseOrders,
  returns,
  settings,
  shippingAgents,
  shopFulfilments,
  shopReconciliations,
  shopSyncState,
  shopWebhooks,
  suppliers,
  warehouses,
} from '../../server/db/schema';
import { ATTENTION_REASONS, DAY, HOUR, type AttentionReason } from '../../domain/attention';
import { createTestApp, createUser, login, type TestContext } from './helpers';
import { createHash } from 'node:crypto';
import { makeAgent, makeProduct, makeRoutedOrder, makeSupplier, makeWarehouse } from './purchasingFixtures';

/**
 * Needs attention (issue 18 item 2): each reason arranged with the injected clock, seen with its
 * clock and whose move it is, fixed, and gone; and each role's scope. The reasons' one home is
 * their SQL (server/services/attention/reasonSelects.ts): these fixtures are what proves each
 * condition, its edges (what does not make the row) included, and the last test checks that no
 * reason went unproven either way.
 */
let ctx: TestContext;
let admin: string;
/** A configured shop (its rows are only of configured shops); nothing here calls it. */
const SHOP = 'attention-shop.myshopify.com';
beforeAll(async () => {
  ctx = await createTestApp({
    config: {
      shopify: {
        shop: SHOP,
        accessToken: 'shpat_test',
        apiVersion: '2026-10',
        endpoint: 'http://127.0.0.1:9',
      },
    },
  });
  admin = (await createUser(ctx, 'Admin')).email;
});

/** A session signed in at the clock's current time (advancing the clock ends older ones). */
const sessions = new Map<string, { at: number; token: string }>();
async function as(email: string) {
  const at = ctx.clock.now().getTime();
  const kept = sessions.get(email);
  if (kept?.at === at) return kept.token;
  const token = await login(ctx, email);
  sessions.set(email, { at, token });
  return token;
}

interface Row {
  _id: string;
  reason: AttentionReason;
  move: string;
  actor_name: string | null;
  record_kind: string;
  record_id: string;
  record_number: string;
  order_number: string | null;
  since: string;
  fix: string;
}

async function queue(query: Record<string, string> = {}, user = admin) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/backend/api/admin/get-attention',
    headers: { 'x-auth-token': await as(user) },
    query,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { doc: Row[]; count: number };
}
const rowsOf = async (reason: AttentionReason, user = admin) =>
  (await queue({ tagText: reason, isTag: 'true', limit: '500' }, user)).doc;

/** The reasons seen making a row, and seen not making one, by the tests below. */
const proven = { shown: new Set<AttentionReason>(), absent: new Set<AttentionReason>() };
async function rowFor(reason: AttentionReason, recordId: string, user = admin) {
  const row = (await rowsOf(reason, user)).find((r) => r.record_id === recordId);
  (row ? proven.shown : proven.absent).add(reason);
  return row;
}

async function setThresholds(over: Partial<typeof settings.$inferInsert>) {
  await db()
    .insert(settings)
    .values({ id: 1, ...over })
    .onConflictDoUpdate({ target: settings.id, set: over });
}

const post = async (path: string, payload: object, user = admin) =>
  ctx.app.inject({
    method: 'POST',
    url: `/backend/api/admin${path}`,
    headers: { 'x-auth-token': await as(user) },
    payload,
  });

const db = () => ctx.handle.db;
const now = () => ctx.clock.now();
const day = (offsetDays: number) => new Date(now().getTime() + offsetDays * DAY).toISOString().slice(0, 10);

async function routedOrder(over: Partial<typeof orders.$inferInsert> = {}) {
  const supplier = await makeSupplier(ctx);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const { order, lines } = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.id, quantity: 1 },
  ]);
  // Placed and came in now by the injected clock (the database's own default is the wall clock).
  await db()
    .update(orders)
    .set({ createdAt: now(), orderCreatedAt: now(), ...over })
    .where(eq(orders.id, order.id));
  return { order, lines, supplier, warehouse, product };
}

async function sentPo(supplierId: string, sentAt: Date, productId: string, orderLineId?: string) {
  const [po] = await db()
    .insert(purchaseOrders)
    .values({ supplierId, scheduleTime: sentAt, notificationStatus: 'sent', sentAt })
    .returning();
  const [assignment] = await db()
    .insert(poAssignments)
    .values({ purchaseOrderId: po.id, sentTo: 'Customer', customer: { firstName: 'A' } })
    .returning();
  const [line] = await db()
    .insert(poLines)
    .values({ poAssignmentId: assignment.id, productId, quantity: 1, orderLineId })
    .returning();
  return { po, assignment, line };
}

async function sentPuo(agentId: string, warehouseId: string, sentAt: Date) {
  const [puo] = await db()
    .insert(pickupOrders)
    .values({
      shippingAgentId: agentId,
      pickupFrom: 'Warehouse',
      pickupWarehouseId: warehouseId,
      scheduleTime: sentAt,
      notificationStatus: 'sent',
      sentAt,
    })
    .returning();
  return puo;
}

describe('each reason appears with its clock and leaves when its cause is gone', () => {
  it('a problematic order: the Admin chooses a warehouse', async () => {
    const { order, warehouse } = await routedOrder({ problematic: true, assignedWarehouseId: null });
    const row = await rowFor('problematic', order.id);
    expect(row).toMatchObject({
      move: 'admin',
      record_kind: 'order',
      record_number: order.orderNumber,
      fix: 'choose-warehouse',
    });
    await db()
      .update(orders)
      .set({ problematic: false, assignedWarehouseId: warehouse.id })
      .where(eq(orders.id, order.id));
    expect(await rowFor('problematic', order.id)).toBeUndefined();
  });

  it('a problematic order that is closed (Refund) waits on nobody', async () => {
    const { order } = await routedOrder({ problematic: true, assignedWarehouseId: null, status: 'Refund' });
    expect(await rowFor('problematic', order.id)).toBeUndefined();
  });

  it('an order imported days after it was placed has waited since it was placed (its own date)', async () => {
    const placed = new Date(now().getTime() - 3 * DAY);
    const { order: problematic } = await routedOrder({
      problematic: true,
      assignedWarehouseId: null,
      orderCreatedAt: placed,
    });
    expect(new Date((await rowFor('problematic', problematic.id))!.since).getTime()).toBe(placed.getTime());
    // Past the consolidation threshold counted from the order, at its import already.
    const { order: undecided } = await routedOrder({ orderCreatedAt: placed });
    const row = await rowFor('consolidation-undecided', undecided.id);
    expect(new Date(row!.since).getTime()).toBe(placed.getTime());
  });

  it('consolidation undecided after the threshold, counted from the order; consolidating ends it', async () => {
    const { order } = await routedOrder();
    expect(await rowFor('consolidation-undecided', order.id)).toBeUndefined();
    ctx.clock.advanceMinutes(25 * 60);
    const row = await rowFor('consolidation-undecided', order.id);
    expect(row).toMatchObject({ move: 'admin', fix: 'decide-consolidation' });
    expect(now().getTime() - new Date(row!.since).getTime()).toBeGreaterThanOrEqual(25 * HOUR - 60_000);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/admin/consolidate-order',
      headers: { 'x-auth-token': await as(admin) },
      payload: { orderId: order.id, consolidated: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowFor('consolidation-undecided', order.id)).toBeUndefined();
  });

  it('the consolidation threshold comes from Settings', async () => {
    const { order } = await routedOrder();
    ctx.clock.advanceMinutes(2 * 60);
    expect(await rowFor('consolidation-undecided', order.id)).toBeUndefined();
    await setThresholds({ consolidationHours: 1 });
    expect(await rowFor('consolidation-undecided', order.id)).toBeDefined();
    await setThresholds({ consolidationHours: 24 });
  });

  it('consolidation is asked only of an open, not problematic order with a live bought line', async () => {
    const placed = new Date(now().getTime() - 3 * DAY);
    const { order: decided } = await routedOrder({ orderCreatedAt: placed, consolidated: false });
    const { order: problematic } = await routedOrder({ orderCreatedAt: placed, problematic: true });
    const { order: shipped } = await routedOrder({ orderCreatedAt: placed, status: 'Shipped' });
    const { order: refunded, lines } = await routedOrder({ orderCreatedAt: placed });
    expect(await rowFor('consolidation-undecided', refunded.id)).toBeDefined();
    // Its only bought line refunded: nothing is bought, nothing to consolidate.
    await db().update(orderLines).set({ status: 'Refund' }).where(eq(orderLines.id, lines[0].id));
    for (const order of [decided, problematic, shipped, refunded])
      expect(await rowFor('consolidation-undecided', order.id), order.orderNumber).toBeUndefined();
  });

  it("late: the deadline passed, the warehouse's move, as late as the deadline's end; shipping ends it", async () => {
    const { order, warehouse } = await routedOrder({ consolidated: true, deadlineDate: day(-3) });
    const row = await rowFor('late', order.id);
    expect(row).toMatchObject({ move: 'warehouse', actor_name: warehouse.name, fix: 'open-order' });
    const lateBy = now().getTime() - new Date(row!.since).getTime();
    expect(lateBy).toBeGreaterThan(2 * DAY);
    expect(lateBy).toBeLessThanOrEqual(3 * DAY);
    await db().update(orders).set({ status: 'Shipped' }).where(eq(orders.id, order.id));
    expect(await rowFor('late', order.id)).toBeUndefined();
  });

  it("late is the Admin's when the suppliers ship it or no warehouse is assigned; a Hybrid order's warehouse's", async () => {
    const { order: dropshipped } = await routedOrder({ consolidated: false, deadlineDate: day(-2) });
    const { order: hybrid } = await routedOrder({
      consolidated: false,
      isHybrid: true,
      deadlineDate: day(-2),
    });
    const { order: unassigned } = await routedOrder({
      consolidated: true,
      assignedWarehouseId: null,
      deadlineDate: day(-2),
    });
    expect((await rowFor('late', dropshipped.id))?.move).toBe('admin');
    expect((await rowFor('late', hybrid.id))?.move).toBe('warehouse');
    expect((await rowFor('late', unassigned.id))?.move).toBe('admin');
    const { order: noDeadline } = await routedOrder({ consolidated: true, deadlineDate: null });
    expect(await rowFor('late', noDeadline.id)).toBeUndefined();
    expect(await rowFor('at-risk', noDeadline.id)).toBeUndefined();
  });

  it('at risk: the deadline ends within the threshold and the order is not Ready', async () => {
    const { order } = await routedOrder({ consolidated: true, deadlineDate: day(0) });
    const row = await rowFor('at-risk', order.id);
    expect(row?.move).toBe('warehouse');
    expect(new Date(row!.since).getTime()).toBeGreaterThan(now().getTime());
    expect(await rowFor('late', order.id)).toBeUndefined();
    await db().update(orders).set({ status: 'Ready' }).where(eq(orders.id, order.id));
    expect(await rowFor('at-risk', order.id)).toBeUndefined();
  });

  it('the at-risk threshold comes from Settings: a deadline days away is not at risk until it is within it', async () => {
    const { order } = await routedOrder({ consolidated: true, deadlineDate: day(3) });
    expect(await rowFor('at-risk', order.id)).toBeUndefined();
    await setThresholds({ atRiskHours: 5 * 24 });
    expect(await rowFor('at-risk', order.id)).toMatchObject({ move: 'warehouse', fix: 'open-order' });
    await setThresholds({ atRiskHours: 48 });
    expect(await rowFor('at-risk', order.id)).toBeUndefined();
  });

  it('a purchase order due and not sent', async () => {
    const supplier = await makeSupplier(ctx);
    const [po] = await db()
      .insert(purchaseOrders)
      .values({ supplierId: supplier.id, scheduleTime: new Date(now().getTime() + HOUR) })
      .returning();
    expect(await rowFor('po-due', po.id)).toBeUndefined();
    ctx.clock.advanceMinutes(90);
    expect(await rowFor('po-due', po.id)).toMatchObject({
      move: 'admin',
      record_number: po.poNumber,
      fix: 'send-now',
    });
    await db()
      .update(purchaseOrders)
      .set({ notificationStatus: 'sent', sentAt: now() })
      .where(eq(purchaseOrders.id, po.id));
    expect(await rowFor('po-due', po.id)).toBeUndefined();
  });

  it("a supplier silent: the supplier's move, which it ends by giving a date", async () => {
    const account = await createUser(ctx, 'Supplier');
    const [supplier] = await db().select().from(suppliers).where(eq(suppliers.id, account.supplierId!));
    const product = await makeProduct(ctx, supplier.id);
    const { po, line } = await sentPo(supplier.id, new Date(now().getTime() - 2 * DAY), product.id);
    expect(await rowFor('supplier-silent', po.id)).toBeUndefined();
    ctx.clock.advanceMinutes(26 * 60);
    expect(await rowFor('supplier-silent', po.id)).toMatchObject({
      move: 'supplier',
      actor_name: supplier.name,
      fix: 'set-estimated-date',
    });
    expect((await rowsOf('supplier-silent', account.email)).map((r) => r.record_id)).toEqual([po.id]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/backend/api/admin/update-estimated-shipping-date',
      headers: { 'x-auth-token': await as(account.email) },
      payload: { productId: line.id, estimatedDate: day(5) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowFor('supplier-silent', po.id)).toBeUndefined();
  });

  it('a supplier whose lines are all shipped is not silent', async () => {
    const supplier = await makeSupplier(ctx);
    const product = await makeProduct(ctx, supplier.id);
    const { po, line } = await sentPo(supplier.id, new Date(now().getTime() - 5 * DAY), product.id);
    expect(await rowFor('supplier-silent', po.id)).toMatchObject({ line_id: line.id });
    await db().update(poLines).set({ status: 'Shipped' }).where(eq(poLines.id, line.id));
    expect(await rowFor('supplier-silent', po.id)).toBeUndefined();
  });

  it('a Ready order or supplier line whose agent was deactivated', async () => {
    const agent = await makeAgent(ctx);
    const { order, supplier, product } = await routedOrder({
      consolidated: true,
      status: 'Ready',
      shippingAgentId: agent.id,
    });
    const { po, line } = await sentPo(supplier.id, now(), product.id);
    await db()
      .update(poLines)
      .set({ status: 'Ready', shippingAgentId: agent.id })
      .where(eq(poLines.id, line.id));
    expect(await rowFor('ready-without-agent', order.id)).toBeUndefined();
    await db().update(shippingAgents).set({ activated: false }).where(eq(shippingAgents.id, agent.id));
    expect(await rowFor('ready-without-agent', order.id)).toMatchObject({
      move: 'warehouse',
      fix: 'set-agent',
    });
    expect(await rowFor('ready-without-agent', po.id)).toMatchObject({
      move: 'supplier',
      actor_name: supplier.name,
    });
    await db().update(shippingAgents).set({ activated: true }).where(eq(shippingAgents.id, agent.id));
    expect(await rowFor('ready-without-agent', order.id)).toBeUndefined();
    expect(await rowFor('ready-without-agent', po.id)).toBeUndefined();
  });

  it('an order not yet Ready waits for no agent', async () => {
    const agent = await makeAgent(ctx, { activated: false });
    const { order } = await routedOrder({
      consolidated: true,
      status: 'Preparation',
      shippingAgentId: agent.id,
    });
    expect(await rowFor('ready-without-agent', order.id)).toBeUndefined();
  });

  it("a pickup order not collected after the threshold: the agent's", async () => {
    const agent = await makeAgent(ctx);
    const warehouse = await makeWarehouse(ctx);
    const puo = await sentPuo(agent.id, warehouse.id, now());
    const [assignment] = await db()
      .insert(puoAssignments)
      .values({ pickupOrderId: puo.id, sentTo: 'Customer', customer: { firstName: 'A' } })
      .returning();
    ctx.clock.advanceMinutes(47 * 60);
    expect(await rowFor('pickup-uncollected', puo.id)).toBeUndefined();
    ctx.clock.advanceMinutes(2 * 60);
    expect(await rowFor('pickup-uncollected', puo.id)).toMatchObject({
      move: 'agent',
      actor_name: agent.name,
      record_kind: 'pickup-order',
      record_number: puo.pickupOrderNumber,
    });
    await db()
      .update(puoAssignments)
      .set({ status: 'Shipped', trackingId: 'T1' })
      .where(eq(puoAssignments.id, assignment.id));
    expect(await rowFor('pickup-uncollected', puo.id)).toBeUndefined();
  });

  it('a delivery shipped without tracking, until its shipping info is added', async () => {
    const agent = await makeAgent(ctx);
    const { order, warehouse } = await routedOrder({ consolidated: true });
    const puo = await sentPuo(agent.id, warehouse.id, now());
    const [assignment] = await db()
      .insert(puoAssignments)
      .values({ pickupOrderId: puo.id, sentTo: 'Customer', orderId: order.id, status: 'Shipped' })
      .returning();
    const row = await rowFor('shipped-without-tracking', puo.id);
    expect(row?._id).toBe(`shipped-without-tracking:${assignment.id}`);
    expect(row).toMatchObject({
      move: 'agent',
      record_id: puo.id,
      order_number: order.orderNumber,
      fix: 'add-shipping-info',
    });
    await db().update(puoAssignments).set({ trackingId: 'T2' }).where(eq(puoAssignments.id, assignment.id));
    expect(await rowFor('shipped-without-tracking', puo.id)).toBeUndefined();
  });

  it('a delivery to a warehouse needs no tracking', async () => {
    const agent = await makeAgent(ctx);
    const warehouse = await makeWarehouse(ctx);
    const puo = await sentPuo(agent.id, warehouse.id, now());
    await db()
      .insert(puoAssignments)
      .values({ pickupOrderId: puo.id, sentTo: 'Warehouse', warehouseId: warehouse.id, status: 'Shipped' });
    expect(await rowFor('shipped-without-tracking', puo.id)).toBeUndefined();
  });

  it('tracking the shop refused or could not be reached for, until written', async () => {
    const { order } = await routedOrder({ consolidated: true, status: 'Shipped' });
    const [f] = await db()
      .insert(shopFulfilments)
      .values({ orderId: order.id, orderLineIds: [], trackingNumber: 'T3', company: 'A', status: 'pending' })
      .returning();
    expect(await rowFor('write-back-failed', order.id)).toBeUndefined();
    await db()
      .update(shopFulfilments)
      .set({ lastError: 'shop unreachable' })
      .where(eq(shopFulfilments.id, f.id));
    expect(await rowFor('write-back-failed', order.id)).toMatchObject({
      move: 'admin',
      fix: 'retry-write-back',
    });
    await db().update(shopFulfilments).set({ status: 'failed' }).where(eq(shopFulfilments.id, f.id));
    expect(await rowFor('write-back-failed', order.id)).toBeDefined();
    await db()
      .update(shopFulfilments)
      .set({ status: 'sent', lastError: null })
      .where(eq(shopFulfilments.id, f.id));
    expect(await rowFor('write-back-failed', order.id)).toBeUndefined();
  });

  it('an order changed in the shop after it was sent, until the Admin resolves it', async () => {
    const { order } = await routedOrder();
    expect(await rowFor('changed-after-sent', order.id)).toBeUndefined();
    const at = new Date(now().getTime() - HOUR).toISOString();
    await db()
      .update(orders)
      .set({
        shopChanges: {
          at,
          source: 'webhook',
          changes: [{ field: 'city', from: 'Berlin', to: 'Hamburg' }],
          resolvedAt: null,
        },
      })
      .where(eq(orders.id, order.id));
    expect(await rowFor('changed-after-sent', order.id)).toMatchObject({
      move: 'admin',
      record_kind: 'order',
      since: at,
      fix: 'open-order',
    });
    // What changed is searchable beside the order's own words.
    expect((await queue({ search: 'hamburg', limit: '500' })).doc.map((r) => r.record_id)).toContain(
      order.id,
    );
    const warehouse = await createUser(ctx, 'Warehouse');
    expect((await post('/resolve-shop-changes', { id: order.id }, warehouse.email)).statusCode).toBe(403);
    expect((await post('/resolve-shop-changes', { id: order.id })).statusCode).toBe(200);
    expect(await rowFor('changed-after-sent', order.id)).toBeUndefined();
    expect((await post('/resolve-shop-changes', { id: order.id })).statusCode).toBe(409);
    expect(
      (await post('/resolve-shop-changes', { id: '00000000-0000-4000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });

  it('an e-mail the outbox gave up on, until sent again', async () => {
    const [mail] = await db()
      .insert(outbox)
      .values({
        kind: 'po',
        toAddress: 'late@supplier.test',
        subject: 'PO',
        html: 'x',
        text: 'x',
        status: 'failed',
      })
      .returning();
    expect(await rowFor('email-failed', mail.id)).toMatchObject({
      move: 'admin',
      record_number: 'late@supplier.test',
      fix: 'resend-email',
    });
    expect((await post('/resend-email', { id: mail.id })).statusCode).toBe(200);
    expect(await rowFor('email-failed', mail.id)).toBeUndefined();
    const [again] = await db().select().from(outbox).where(eq(outbox.id, mail.id));
    expect(again).toMatchObject({ status: 'pending', attempts: 0 });
    expect((await post('/resend-email', { id: mail.id })).statusCode).toBe(409);
    expect((await post('/resend-email', { id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(
      404,
    );
    const warehouse = await createUser(ctx, 'Warehouse');
    expect((await post('/resend-email', { id: mail.id }, warehouse.email)).statusCode).toBe(403);
  });
});

describe('the list', () => {
  it('is ordered by clock, paged, searchable and filtered by reason', async () => {
    const all = await queue({ limit: '500' });
    expect(all.count).toBe(all.doc.length);
    const times = all.doc.map((r) => new Date(r.since).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const page2 = await queue({ limit: '1', offset: '2' });
    expect(page2.count).toBe(all.count);
    expect(page2.doc).toEqual([all.doc[1]]);
    const beyond = await queue({ limit: '10', offset: '1000' });
    expect(beyond).toMatchObject({ doc: [], count: all.count });
    const { order } = await routedOrder({
      problematic: true,
      assignedWarehouseId: null,
      searchText: '#zz-find-me ada',
    });
    const found = await queue({ search: 'ZZ-FIND' });
    expect(new Set(found.doc.map((r) => r.record_id))).toEqual(new Set([order.id]));
    expect(found.doc.map((r) => r.reason)).toContain('problematic');
  });

  it('refuses an unknown reason with a 400 naming the filter', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/backend/api/admin/get-attention',
      headers: { 'x-auth-token': await as(admin) },
      query: { tagText: 'nonsense', isTag: 'true' },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('each role sees the rows that are its move', () => {
  it("a Warehouse user its own warehouse's rows, a Supplier its own, nothing of the Admin's", async () => {
    const user = await createUser(ctx, 'Warehouse');
    const [own] = await db().select().from(warehouses).where(eq(warehouses.id, user.warehouseId!));
    const mine = await routedOrder({ consolidated: true, deadlineDate: day(-2) });
    await db().update(orders).set({ assignedWarehouseId: own.id }).where(eq(orders.id, mine.order.id));
    const other = await routedOrder({ consolidated: true, deadlineDate: day(-2) });

    const seen = await queue({ limit: '500' }, user.email);
    expect(seen.doc.map((r) => r.record_id)).toEqual([mine.order.id]);
    expect(seen.count).toBe(1);
    const adminSees = (await queue({ limit: '500' })).doc.map((r) => r.record_id);
    expect(adminSees).toEqual(expect.arrayContaining([mine.order.id, other.order.id]));

    const supplier = await createUser(ctx, 'Supplier');
    expect(await queue({ limit: '500' }, supplier.email)).toMatchObject({ doc: [], count: 0 });
  });
});

describe("a configured shop's rows", () => {
  /** A shop's row names the shop: its id is made from the shop's name (reasonSelects shopRecord). */
  const shopId = (shop: string) =>
    createHash('md5')
      .update(`shop:${shop}`)
      .digest('hex')
      .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
  const id = shopId(SHOP);

  it('a sync failing is a row until a run succeeds; a shop not configured has none', async () => {
    expect(await rowFor('shop-sweep-failing', id)).toBeUndefined();
    await db()
      .insert(shopSyncState)
      .values([
        { shop: SHOP, lastRunAt: now(), lastError: 'Shopify answered 500' },
        { shop: 'gone-shop.myshopify.com', lastRunAt: now(), lastError: 'Shopify answered 500' },
      ]);
    expect(await rowFor('shop-sweep-failing', id)).toMatchObject({
      move: 'admin',
      record_kind: 'shop',
      record_number: SHOP,
      fix: 'open-channels',
    });
    expect(await rowFor('shop-sweep-failing', shopId('gone-shop.myshopify.com'))).toBeUndefined();
    await db().update(shopSyncState).set({ lastError: null }).where(eq(shopSyncState.shop, SHOP));
    expect(await rowFor('shop-sweep-failing', id)).toBeUndefined();
  });

  it("webhooks silent for a day while the sync brings orders is a row; a day's quiet without orders is not", async () => {
    await db()
      .insert(shopWebhooks)
      .values({
        kind: 'shopify',
        shop: SHOP,
        eventId: 'evt-attention',
        topic: 'orders/create',
        body: '{}',
        status: 'processed',
        receivedAt: new Date(now().getTime() - 2 * DAY),
      });
    // Quiet, and nothing came by the sync since: no row.
    const { order } = await routedOrder();
    await db()
      .update(orders)
      .set({ arrivedBy: 'sweep', createdAt: new Date(now().getTime() - 3 * DAY) })
      .where(eq(orders.id, order.id));
    expect(await rowFor('shop-webhooks-silent', id)).toBeUndefined();
    await db().update(orders).set({ createdAt: now() }).where(eq(orders.id, order.id));
    expect(await rowFor('shop-webhooks-silent', id)).toMatchObject({ record_number: SHOP, move: 'admin' });
    await db().update(orders).set({ arrivedBy: 'webhook' }).where(eq(orders.id, order.id));
  });

  it('the latest answered count disagreeing is a row until a count agrees', async () => {
    const counted = (outcome: 'agreed' | 'disagrees' | 'failed', minutesAgo: number) =>
      db()
        .insert(shopReconciliations)
        .values({
          shop: SHOP,
          windowFrom: new Date(now().getTime() - 2 * DAY),
          windowTo: now(),
          outcome,
          startedAt: new Date(now().getTime() - minutesAgo * 60_000),
        });
    await counted('agreed', 30);
    expect(await rowFor('shop-count-disagrees', id)).toBeUndefined();
    await counted('disagrees', 20);
    expect(await rowFor('shop-count-disagrees', id)).toMatchObject({ record_number: SHOP });
    // A count the shop did not answer says nothing about the orders: the disagreement stands.
    await counted('failed', 10);
    expect(await rowFor('shop-count-disagrees', id)).toMatchObject({ record_number: SHOP });
    await counted('agreed', 5);
    expect(await rowFor('shop-count-disagrees', id)).toBeUndefined();
  });
});

describe('returns', () => {
  it('an open return is a row of whoever it goes to once it is older than its expected days', async () => {
    const { order, warehouse } = await routedOrder();
    const [ret] = await db()
      .insert(returns)
      .values({
        orderId: order.id,
        shipperKind: 'warehouse',
        warehouseId: warehouse.id,
        reason: 'Wrong size',
        expectedDays: 2,
        // Two whole days open: not yet more than expected.
        openedAt: new Date(now().getTime() - 3 * DAY + HOUR),
      })
      .returning();
    expect(await rowFor('return-overdue', order.id)).toBeUndefined();
    const openedAt = new Date(now().getTime() - 3 * DAY);
    await db().update(returns).set({ openedAt }).where(eq(returns.id, ret.id));
    expect(await rowFor('return-overdue', order.id)).toMatchObject({
      move: 'warehouse',
      actor_name: warehouse.name,
      since: openedAt.toISOString(),
    });
    await db().update(returns).set({ state: 'received' }).where(eq(returns.id, ret.id));
    expect(await rowFor('return-overdue', order.id)).toBeUndefined();
  });
});

describe('paging the queue', () => {
  it('every page, read forwards or from the end, is the slice of the whole queue, in every sort', async () => {
    const sorts: Record<string, string>[] = [
      {},
      ...['reason', 'record_number', 'since'].flatMap((sort) =>
        ['asc', 'desc'].map((order) => ({ sort, order })),
      ),
    ];
    for (const sort of sorts) {
      const whole = await queue({ ...sort, limit: '500' });
      expect(whole.count).toBeGreaterThan(12); // rows of several reasons, some with equal clocks
      const ids = whole.doc.map((row) => row._id);
      for (let page = 1; page <= Math.ceil(whole.count / 3) + 1; page++) {
        const { doc, count } = await queue({ ...sort, limit: '3', offset: String(page) });
        expect(count).toBe(whole.count);
        expect(
          doc.map((row) => row._id),
          `${JSON.stringify(sort)} page ${page}`,
        ).toEqual(ids.slice((page - 1) * 3, page * 3));
      }
    }
  });
});

describe('the reasons', () => {
  it('each was seen making its row and seen not making it (no reason left unproven)', () => {
    expect([...proven.shown].sort()).toEqual([...ATTENTION_REASONS].sort());
    expect([...proven.absent].sort()).toEqual([...ATTENTION_REASONS].sort());
  });
});
