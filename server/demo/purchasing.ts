import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, poAssignments, poLines, purchaseOrders, shippingAgents, suppliers } from '../db/schema';
import { OrdersService } from '../services/orders/ordersService';
import { PurchaseOrdersService } from '../services/purchasing/purchaseOrdersService';
import { SupplierOrdersService } from '../services/purchasing/supplierOrdersService';
import { DEMO_ADMIN_EMAIL, demoUser } from './demoUsers';
import { asDemoOrders, shopifyExportRows } from './shopifyExport';
import { demoSuppliers } from './data';
import { NO_EFFECTS } from '../flows/flow';

/**
 * One light product per supplier that Berlin does not stock: its orders route to Berlin alone
 * and are bought, so each supplier gets POs whatever the random demo orders hold.
 */
const BOUGHT_SKU: Record<string, string> = {
  NT: 'DS-NT-003',
  BH: 'DS-BH-003',
  AL: 'DS-AL-003',
  CK: 'DS-CK-003',
};

/** What the supplier (or, for suppliers without a demo sign-in, the Admin) does on each sent line. */
type Step = 'pending' | 'preparation' | 'ready' | 'shipped' | 'refund';
const SENT_STEPS: Step[] = ['pending', 'preparation', 'ready', 'shipped', 'refund'];
const TO_BE_SENT = 2;

/**
 * Demo purchase orders (issue 9 item 8): for every demo supplier, a sent PO whose lines are
 * Pending, in Preparation, Ready, Shipped with tracking and refunded, and a PO to be sent; the
 * demo Supplier account does the work on its own lines. All through the real services:
 * deciding orders makes the POs, 'send' moves them to Sent (their e-mails wait in the outbox).
 */
export async function seedDemoPurchasing(db: Database, now = new Date()): Promise<void> {
  const admin = await demoUser(db, DEMO_ADMIN_EMAIL);
  const supplierUser = await demoUser(db, demoSuppliers[0].contactEmail);
  if (!admin || !supplierUser) return;
  const clock = { now: () => new Date(), timeZone: 'UTC' };
  const ordersService = new OrdersService(db, clock);
  const purchasing = new PurchaseOrdersService(db, {
    clock,
    imagesDir: 'images',
    effects: NO_EFFECTS,
  });
  const supplierWork = new SupplierOrdersService(db, clock);
  const agents = await db
    .select()
    .from(shippingAgents)
    .where(eq(shippingAgents.activated, true))
    .orderBy(asc(shippingAgents.name));
  const all = await db.select().from(suppliers).orderBy(asc(suppliers.name));

  for (const [s, demo] of demoSuppliers.entries()) {
    const supplier = all.find((row) => row.contactEmail === demo.contactEmail);
    if (!supplier) continue;
    const actor = supplier.id === supplierUser.supplierId ? supplierUser : admin;
    const firstNumber = 1101 + s * 10;
    // One unit on one line: light enough for Berlin only (Hamburg takes 5 kg and more).
    const rows = shopifyExportRows({
      orders: SENT_STEPS.length + TO_BE_SENT,
      skus: [BOUGHT_SKU[demo.skuPrefix]],
      firstNumber,
      seed: 300 + s,
      start: new Date(now.getTime() - 2 * 24 * 60 * 60 * 1000),
      country: 'DE',
    }).filter((r) => r.Id);
    rows.forEach((r) => (r['Lineitem quantity'] = '1'));
    await ordersService.importRows(asDemoOrders(rows), 1, admin);
    const numbers = rows.map((r) => r.Name);
    const made = (
      await db
        .select()
        .from(orders)
        .where(inArray(orders.orderNumber, numbers))
        .orderBy(asc(orders.orderNumber))
    ).filter((o) => !o.problematic);
    // Straight to the customer where the supplier dropships, so tracking makes a line Shipped.
    const decide = (orderId: string, toCustomer: boolean) =>
      ordersService.consolidate(orderId, !(demo.dropShippingAvailable && toCustomer), admin);

    const supplierStep = async (
      step: Step,
      line: { id: string; orderLineId: string | null },
      orderId: string,
      i: number,
    ) => {
      const agent = agents[i % agents.length];
      const date = new Date(now.getTime() + (3 + i) * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      if (step === 'refund') {
        if (line.orderLineId)
          await ordersService.changeProductStatus(orderId, line.orderLineId, 'Refund', admin);
        return;
      }
      await supplierWork.setEstimatedDate(line.id, date, actor);
      if (step === 'pending' || !agent) return;
      await supplierWork.setShippingAgent(line.id, agent.id, actor);
      if (step === 'preparation') await supplierWork.setStatus(line.id, 'Preparation', actor);
      if (step === 'ready') await supplierWork.setStatus(line.id, 'Ready', actor);
      if (step === 'shipped') {
        const trackingId = String(7_300_000_000 + firstNumber + i);
        await supplierWork.addTracking(
          line.id,
          {
            trackingId,
            agentName: agent.name,
            trackingURL: `${agent.trackingUrl ?? 'https://track.example/'}${trackingId}`,
          },
          actor,
        );
      }
    };

    const forSending = made.slice(0, SENT_STEPS.length);
    for (const [i, order] of forSending.entries())
      await decide(order.id, SENT_STEPS[i] === 'pending' || SENT_STEPS[i] === 'shipped');
    const [open] = await db
      .select()
      .from(purchaseOrders)
      .where(
        and(eq(purchaseOrders.supplierId, supplier.id), eq(purchaseOrders.notificationStatus, 'to_be_sent')),
      );
    if (open) await purchasing.sendNow(open.id, admin);

    for (const [i, order] of forSending.entries()) {
      const [line] = await db
        .select({ id: poLines.id, orderLineId: poLines.orderLineId })
        .from(poLines)
        .innerJoin(poAssignments, eq(poAssignments.id, poLines.poAssignmentId))
        .where(eq(poAssignments.orderId, order.id))
        .limit(1);
      if (!line) continue;
      await supplierStep(SENT_STEPS[i], line, order.id, i);
    }
    for (const [i, order] of made.slice(SENT_STEPS.length).entries()) await decide(order.id, i % 2 === 0);
  }
}
