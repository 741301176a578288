import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { pickupOrders, products, puoAssignments, puoLines, warehouses } from '../../server/db/schema';
import { wallClock } from '../../domain/purchaseSchedule';
import {
  made,
  startWalk,
  tracking,
  walkEach,
  weekAhead,
  writeRoutesOf,
  type Walk,
  type Walked,
} from './activityWalk';
import { GRACE, makeAgent, makeProduct, makeWarehouse } from './purchasingFixtures';
import { pickupCalls, twoLinesReadyOnPickup } from './pickupCalls';
import { stockOrders, type PrintingWorld } from './printingFixtures';

/**
 * Every write of pickup orders and warehouse orders records its activity (issue 32 item 3),
 * walked by the Admin (activityWalk.ts): each PUO made as goods become ready at a supplier, each
 * warehouse order one of the demo data's.
 */
let walk: Walk;
beforeAll(async () => {
  walk = await startWalk();
});
const db = () => walk.ctx.handle.db;
const post = (route: string, body: object) => made(walk.api, route, body);
const { api } = pickupCalls(() => ({ ctx: walk.ctx, admin: walk.admin }));
let n = 0;

/**
 * An agent's PUO to be sent at a supplier, holding an order's two Ready lines (to the warehouse
 * if consolidated, else to the customer): the PUO, its assignment and first line.
 */
async function puoToBeSent(consolidated = true) {
  const scene = await twoLinesReadyOnPickup(walk.ctx, api, { consolidated });
  const [puo] = await db()
    .select()
    .from(pickupOrders)
    .where(
      and(
        eq(pickupOrders.shippingAgentId, scene.agent.id),
        eq(pickupOrders.notificationStatus, 'to_be_sent'),
      ),
    );
  const [assignment] = await db()
    .select()
    .from(puoAssignments)
    .where(eq(puoAssignments.pickupOrderId, puo.id));
  const [line] = await db().select().from(puoLines).where(eq(puoLines.puoAssignmentId, assignment.id));
  return { ...scene, puo, assignment, line };
}
async function sentPuo(consolidated = true) {
  const scene = await puoToBeSent(consolidated);
  await post('/pickup-order-sent-now', { id: scene.puo.id });
  return scene;
}

/** A Pending warehouse order of the demo data, not walked yet. */
const walkedOrders = new Set<string>();
async function pendingWarehouseOrder(): Promise<string> {
  const list = await walk.api.get('/get-all-warehouse-orders', {
    limit: '500',
    offset: '1',
    isTag: 'true',
    tagText: 'pending',
  });
  const id = (list.json().doc as { _id: string }[]).map((o) => o._id).find((o) => !walkedOrders.has(o));
  if (!id) throw new Error('no Pending warehouse order left to walk');
  walkedOrders.add(id);
  return id;
}
const agentId = async () => (await makeAgent(walk.ctx)).id;
/**
 * An order from a demo warehouse's stock made Ready with an agent, and its PUO from the warehouse
 * sent: it takes tracking (the demo's Pending warehouse orders wait for bought lines).
 */
async function readyWarehouseOrderPickedUp() {
  const [warehouse] = await db().select({ id: warehouses.id }).from(warehouses).limit(1);
  const [product] = await db().select().from(products).where(eq(products.isPack, false)).limit(1);
  const world: PrintingWorld = {
    ctx: walk.ctx,
    admin: walk.admin,
    staff: walk.admin,
    own: warehouse.id,
    other: warehouse.id,
    product,
    supplier: { id: product.supplierId! },
  };
  const [{ id: orderId }] = await stockOrders(() => world, 'WALK')(1, warehouse.id);
  await post('/add-shipping-agent-to-warehouse-order', { orderId, shippingAgentId: await agentId() });
  await post('/update-warehouse-order-status', { id: orderId, status: 'Ready' });
  const [carried] = await db()
    .select({ puo: puoAssignments.pickupOrderId })
    .from(puoAssignments)
    .where(eq(puoAssignments.orderId, orderId));
  await post('/pickup-order-sent-now', { id: carried.puo });
  return orderId;
}

const WALKED: Walked = {
  '/update-pickup-order-date': async () => {
    const { puo } = await puoToBeSent();
    const { date } = wallClock(puo.scheduleTime, walk.ctx.config.timeZone);
    const next = new Date(`${date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return { id: puo.id, time: `${next.toISOString().slice(0, 10)}T10:00` };
  },
  '/pickup-order-sent-now': async () => ({ id: (await puoToBeSent()).puo.id }),
  '/pickup-order-sent-now-batch': async () => ({ ids: [(await puoToBeSent()).puo.id] }),
  '/add-manual-product-to-pickup-order': async () => {
    const { puo, supplier } = await puoToBeSent();
    return {
      id: puo.id,
      supplierId: supplier.id,
      warehouseId: (await makeWarehouse(walk.ctx)).id,
      productId: (await makeProduct(walk.ctx, supplier.id)).id,
      quantity: 5,
    };
  },
  '/add-manual-order-to-customer-pickup-order': async () => {
    const { puo, supplier } = await puoToBeSent();
    return {
      id: puo.id,
      supplierId: supplier.id,
      customer: GRACE,
      productId: (await makeProduct(walk.ctx, supplier.id)).id,
      quantity: 1,
    };
  },
  '/change-puo-status': async () => {
    const { puo, assignment } = await sentPuo(true);
    return { puoId: puo.id, assignOrderId: assignment.id, status: 'Shipped' };
  },
  '/change-puo-status-batch': async () => ({ ids: [(await sentPuo(true)).puo.id], status: 'Shipped' }),
  '/change-puo-product-status': async () => {
    const { puo, line } = await sentPuo(false);
    return { puoId: puo.id, productUniqueId: line.id, status: 'Refund' };
  },
  '/add-shipping-info-to-pickup-order': async () => {
    const { puo, assignment } = await sentPuo(false);
    return { id: puo.id, assignOrderId: assignment.id, ...tracking(++n) };
  },
  '/add-shipping-info-to-pickup-order-batch': async () => ({
    ids: [(await sentPuo(false)).puo.id],
    ...tracking(++n),
  }),
  '/add-shipping-agent-to-warehouse-order': async () => ({
    orderId: await pendingWarehouseOrder(),
    shippingAgentId: await agentId(),
  }),
  '/add-shipping-agent-to-warehouse-order-batch': async () => ({
    ids: [await pendingWarehouseOrder()],
    shippingAgentId: await agentId(),
  }),
  '/update-order-estimated-shipping-date': async () => ({
    orderId: await pendingWarehouseOrder(),
    estimatedDate: weekAhead(walk.ctx),
  }),
  '/update-order-estimated-shipping-date-batch': async () => ({
    ids: [await pendingWarehouseOrder()],
    estimatedDate: weekAhead(walk.ctx),
  }),
  '/update-warehouse-order-status': async () => ({
    id: await pendingWarehouseOrder(),
    status: 'Preparation',
  }),
  '/update-warehouse-order-status-batch': async () => ({
    ids: [await pendingWarehouseOrder()],
    status: 'Preparation',
  }),
  '/add-tracking-id-to-warehouse-orders': async () => ({
    orderId: await readyWarehouseOrderPickedUp(),
    ...tracking(++n),
  }),
};

describe('every documented write of pickup and warehouse orders', () => {
  it('is walked here', () => {
    expect(Object.keys(WALKED).sort()).toEqual(
      writeRoutesOf(walk.ctx, 'activityRoutesPickup.test.ts').sort(),
    );
  });

  walkEach(() => walk, WALKED);
});
