import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  poAssignments,
  poLines,
  products,
  purchaseOrders,
  suppliers,
  warehouses,
} from '../../server/db/schema';
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
import {
  GRACE,
  makeAgent,
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
} from './purchasingFixtures';
import { supplierWithSentPo } from './supplierRows';

/**
 * Every write of purchasing records its activity (issue 32 item 3): the purchase orders to be
 * sent and sent, and the supplier view's lines, walked by the Admin (activityWalk.ts).
 */
let walk: Walk;
beforeAll(async () => {
  walk = await startWalk();
});
const db = () => walk.ctx.handle.db;
const post = (route: string, body: object) => made(walk.api, route, body);
let n = 0;

/** A supplier's PO to be sent, holding one routed order of two units its warehouse is to receive. */
async function poToBeSent() {
  const { ctx } = walk;
  const supplier = await makeSupplier(ctx);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const { order } = await makeRoutedOrder(ctx, warehouse.id, [
    { productId: product.id, supplierId: supplier.id, quantity: 2 },
  ]);
  await post('/consolidate-order', { orderId: order.id, consolidated: true });
  const [po] = await db()
    .select()
    .from(purchaseOrders)
    .where(
      and(eq(purchaseOrders.supplierId, supplier.id), eq(purchaseOrders.notificationStatus, 'to_be_sent')),
    );
  const [assignment] = await db()
    .select()
    .from(poAssignments)
    .where(eq(poAssignments.purchaseOrderId, po.id));
  const [line] = await db().select().from(poLines).where(eq(poLines.poAssignmentId, assignment.id));
  return { supplier, warehouse, product, po, assignment, line };
}
async function sentPo() {
  const made = await poToBeSent();
  await post('/supplier-order-sent-now', { id: made.po.id });
  return made;
}
/** A row of the supplier view (an assign order of a sent PO), as the Admin acts on it. */
const sentRow = async () => (await supplierWithSentPo(walk.ctx, walk.admin, [true])).rows[0];
const agentId = async () => (await makeAgent(walk.ctx)).id;
/** A demo supplier with one of its products, and a demo warehouse. */
async function demoSupplierProduct() {
  const [row] = await db()
    .select({ supplierId: suppliers.id, productId: products.id })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .where(eq(products.isPack, false))
    .limit(1);
  const [warehouse] = await db().select({ id: warehouses.id }).from(warehouses).limit(1);
  return { ...row, warehouseId: warehouse.id };
}

const WALKED: Walked = {
  '/update-supplier-order-date': async () => {
    const { po } = await poToBeSent();
    const { date } = wallClock(po.scheduleTime, walk.ctx.config.timeZone);
    const next = new Date(`${date}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    return { id: po.id, time: `${next.toISOString().slice(0, 10)}T10:00` };
  },
  '/supplier-order-sent-now': async () => ({ id: (await poToBeSent()).po.id }),
  '/supplier-order-sent-now-batch': async () => ({ ids: [(await poToBeSent()).po.id] }),
  '/supplier-orders-sent-now': async () => ({ ids: [(await poToBeSent()).po.id] }),
  '/add-manual-product-to-supplier': async () => ({ ...(await demoSupplierProduct()), quantity: 3 }),
  '/add-manual-order-to-customer': async () => {
    const { supplierId, productId } = await demoSupplierProduct();
    return { supplierId, productId, quantity: 2, customer: GRACE };
  },
  '/change-product-quantity': async () => ({ productId: (await poToBeSent()).line.id, quantity: 7 }),
  '/delete-assign-order': async () => {
    const { assignment, supplier } = await poToBeSent();
    return { assignOrderId: assignment.id, supplierId: supplier.id };
  },
  '/add-notes-to-assign-order': async () => ({
    assignOrderId: (await sentPo()).assignment.id,
    notes: 'Deliver to gate 2',
  }),
  '/add-invoice-number-to-assign-order': async () => ({
    assignOrderId: (await sentPo()).assignment.id,
    invoiceNumber: `INV-WALK-${++n}`,
  }),
  '/add-status-to-assign-order': async () => ({
    assignOrderId: (await sentPo()).assignment.id,
    status: 'Paid',
  }),
  '/add-shipping-agent-to-product': async () => ({
    productId: (await sentRow()).products[0]._id,
    shippingAgentId: await agentId(),
  }),
  '/update-estimated-shipping-date': async () => ({
    productId: (await sentRow()).products[0]._id,
    estimatedDate: weekAhead(walk.ctx),
  }),
  '/change-product-status': async () => ({
    productId: (await sentRow()).products[0]._id,
    status: 'Preparation',
  }),
  '/add-shipping-agent-to-product-batch': async () => ({
    ids: [(await sentRow())._id],
    shippingAgentId: await agentId(),
  }),
  '/update-estimated-shipping-date-batch': async () => ({
    ids: [(await sentRow())._id],
    estimatedDate: weekAhead(walk.ctx),
  }),
  '/change-product-status-batch': async () => ({ ids: [(await sentRow())._id], status: 'Preparation' }),
  '/add-tracking-id-to-supplier-orders': async () => ({
    productId: (await sentRow()).products[0]._id,
    ...tracking(++n),
  }),
  '/add-tracking-id-to-supplier-orders-batch': async () => ({
    ids: [(await sentRow())._id],
    ...tracking(++n),
  }),
};

describe('every documented write of purchasing', () => {
  it('is walked here', () => {
    expect(Object.keys(WALKED).sort()).toEqual(
      writeRoutesOf(walk.ctx, 'activityRoutesPurchasing.test.ts').sort(),
    );
  });

  walkEach(() => walk, WALKED);
});
