import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { orderEvents, outbox, poLines, purchaseOrders, settings } from '../../server/db/schema';
import { drainOutbox } from '../../server/jobs/outbox';
import { fileTransport } from '../../server/services/mailTransport';
import {
  makeProduct,
  makeRoutedOrder,
  makeSupplier,
  makeWarehouse,
  orderLinesOf,
} from './purchasingFixtures';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp({ config: { timeZone: 'Europe/Berlin' } });
  admin = await tokenFor(ctx, 'Admin');
  await ctx.handle.db
    .insert(settings)
    .values({ id: 1, sendFromEmail: 'buyer@shop.test' })
    .onConflictDoUpdate({ target: settings.id, set: { sendFromEmail: 'buyer@shop.test' } });
});

const api = (method: 'GET' | 'POST', url: string, payload?: unknown, token = admin) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    payload: payload as object,
    headers: { 'x-auth-token': token },
  });
const db = () => ctx.handle.db;

type Po = {
  _id: string;
  poNumber: string;
  schedule_time: string;
  time_zone: string;
  notification_status: string;
  assigned_to: { _id: string; name: string };
  assign_orders: {
    _id: string;
    sent_to: string;
    order_number: string;
    sent_to_id: { name: string } | null;
    recipient: { name: string; address: string };
    products: { _id: string; total_quantity: number; status: string; product_id: { supplier_sku: string } }[];
  }[];
};

async function toBeSent(query = ''): Promise<{ supplierOrders: Po[]; count: number }> {
  const res = await api('GET', `/get-supplier-orders-to-be-sent?limit=30${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const poOf = async (supplierId: string) =>
  (await toBeSent()).supplierOrders.find((p) => p.assigned_to._id === supplierId);
const consolidate = (orderId: string, consolidated: boolean) =>
  api('POST', '/consolidate-order', { orderId, consolidated });

/** A supplier with a product, a warehouse, and a routed order waiting for its consolidation. */
async function scene(lines = 1) {
  const supplier = await makeSupplier(ctx);
  const warehouse = await makeWarehouse(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const { order, lines: made } = await makeRoutedOrder(
    ctx,
    warehouse.id,
    Array.from({ length: lines }, (_, i) => ({
      productId: product.id,
      supplierId: supplier.id,
      quantity: i + 2,
    })),
  );
  return { supplier, warehouse, product, order, lines: made };
}

describe('POs are made as orders are decided', () => {
  it('consolidating puts the bought lines in the supplier’s open PO, to the warehouse, scheduled in TZ_OPERATOR', async () => {
    const { supplier, warehouse, order, product } = await scene(2);
    const other = await makeSupplier(ctx);
    const otherProduct = await makeProduct(ctx, other.id);
    const second = await makeRoutedOrder(ctx, warehouse.id, [
      { productId: otherProduct.id, supplierId: other.id, quantity: 1 },
      { productId: product.id, supplierId: supplier.id, quantity: 4 },
    ]);
    expect(await poOf(supplier.id)).toBeUndefined();

    expect((await consolidate(order.id, true)).json()).toMatchObject({ dropshipping: 1 });
    const po = (await poOf(supplier.id))!;
    expect(po.poNumber).toMatch(/^PO-\d{6}$/);
    expect(po.assign_orders).toHaveLength(1);
    expect(po.assign_orders[0]).toMatchObject({
      sent_to: 'Warehouse',
      order_number: order.orderNumber,
      sent_to_id: { name: warehouse.name },
    });
    expect(po.assign_orders[0].products.map((p) => p.total_quantity).sort()).toEqual([2, 3]);
    // Today + 2 days at 09:30 in Berlin.
    const now = ctx.clock.now();
    const berlinToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
    const due = new Date(`${berlinToday}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 2);
    const label = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(po.schedule_time));
    expect(label.replace(',', '')).toBe(`${due.toISOString().slice(0, 10)} 09:30`);

    // The second order's lines join the two suppliers' POs: one PO per supplier, numbers increasing.
    await consolidate(second.order.id, true);
    const again = (await poOf(supplier.id))!;
    expect(again._id).toBe(po._id);
    expect(again.assign_orders.map((a) => a.order_number)).toEqual([
      order.orderNumber,
      second.order.orderNumber,
    ]);
    const otherPo = (await poOf(other.id))!;
    expect(otherPo.poNumber > po.poNumber).toBe(true);

    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.find((e) => e.kind === 'purchase-order-joined')?.detail).toMatchObject({
      poNumber: po.poNumber,
      supplier: supplier.name,
      lines: 2,
    });
  });

  it('unconsolidating sends the lines to the customer at the order’s shipping address', async () => {
    const { supplier, order } = await scene();
    expect((await consolidate(order.id, false)).json()).toMatchObject({ dropshipping: 1 });
    const po = (await poOf(supplier.id))!;
    expect(po.assign_orders[0]).toMatchObject({
      sent_to: 'Customer',
      sent_to_id: null,
      recipient: { name: 'Ada Lovelace', address: '1 Analytical St, Manchester, M1, GB' },
    });
  });

  it('a refused unconsolidation buys nothing', async () => {
    const supplier = await makeSupplier(ctx, { dropShippingAvailable: false });
    const warehouse = await makeWarehouse(ctx);
    const product = await makeProduct(ctx, supplier.id);
    const { order } = await makeRoutedOrder(ctx, warehouse.id, [
      { productId: product.id, supplierId: supplier.id, quantity: 1 },
    ]);
    expect((await consolidate(order.id, false)).json()).toMatchObject({ dropshipping: 0 });
    expect(await poOf(supplier.id)).toBeUndefined();
  });
});

describe('the to-be-sent list', () => {
  it('searches PO number, supplier name and SKU, and pages from 1', async () => {
    const { supplier, product, order } = await scene();
    await consolidate(order.id, true);
    const po = (await poOf(supplier.id))!;
    for (const term of [po.poNumber.toLowerCase(), supplier.name.toUpperCase(), product.supplierSku!]) {
      const found = await toBeSent(`&search=${encodeURIComponent(term)}`);
      expect(found.supplierOrders.map((p) => p._id)).toEqual([po._id]);
      expect(found.count).toBe(1);
    }
    // Each PO names TZ_OPERATOR, in which the schedule dialog offers its times.
    expect((await toBeSent()).supplierOrders.every((p) => p.time_zone === 'Europe/Berlin')).toBe(true);
    const page = await api('GET', '/get-supplier-orders-to-be-sent?limit=1&offset=2');
    expect(page.json().supplierOrders).toHaveLength(1);
    expect(page.json().count).toBeGreaterThan(1);
  });

  it('answers 400 naming a bad list field', async () => {
    const res = await api('GET', '/get-supplier-orders-to-be-sent?limit=0');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe('limit');
  });
});

describe('changes while to be sent', () => {
  it('moves the schedule only to what the dialog offers', async () => {
    const { supplier, order } = await scene();
    await consolidate(order.id, true);
    const po = (await poOf(supplier.id))!;
    const current = new Date(po.schedule_time); // 09:30 Berlin
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(current);
    const dayBefore = new Date(`${day}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const dayAfter = new Date(`${day}T12:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    for (const time of [
      `${dayBefore.toISOString().slice(0, 10)}T10:00`,
      `${day}T09:00`,
      `${day}T10:15`,
      'tomorrow at ten',
    ]) {
      const res = await api('POST', '/update-supplier-order-date', { id: po._id, time });
      expect(res.statusCode, time).toBe(400);
      expect(res.json().errors[0].field).toBe('time');
    }
    const missing = await api('POST', '/update-supplier-order-date', { id: po._id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('time');

    const res = await api('POST', '/update-supplier-order-date', {
      id: po._id,
      time: `${dayAfter.toISOString().slice(0, 10)}T00:00`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().supplierOrder.time_zone).toBe('Europe/Berlin');
    expect(res.json().supplierOrder.schedule_time).toBe(
      new Date(`${dayAfter.toISOString().slice(0, 10)}T00:00:00+01:00`).toISOString(),
    );
  });

  it('changes units (at least 1) and deletes an assign order; an emptied PO disappears', async () => {
    const { supplier, order } = await scene();
    await consolidate(order.id, true);
    const po = (await poOf(supplier.id))!;
    const line = po.assign_orders[0].products[0];
    for (const quantity of [0, 1.5, 'x']) {
      const bad = await api('POST', '/change-product-quantity', { productId: line._id, quantity });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('quantity');
    }
    const ok = await api('POST', '/change-product-quantity', { productId: line._id, quantity: 7 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await poOf(supplier.id))!.assign_orders[0].products[0].total_quantity).toBe(7);

    const gone = await api('POST', '/delete-assign-order', {
      assignOrderId: po.assign_orders[0]._id,
      supplierId: supplier.id,
    });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await poOf(supplier.id)).toBeUndefined();
    const [left] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, po._id));
    expect(left).toBeUndefined();
  });

  it('adds a product by hand to a warehouse or a typed-in customer, as a Manual assign order', async () => {
    const supplier = await makeSupplier(ctx);
    const other = await makeSupplier(ctx);
    const product = await makeProduct(ctx, supplier.id);
    const foreign = await makeProduct(ctx, other.id);
    const warehouse = await makeWarehouse(ctx);

    const wrong = await api('POST', '/add-manual-product-to-supplier', {
      supplierId: supplier.id,
      warehouseId: warehouse.id,
      productId: foreign.id,
      quantity: 1,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('productId');

    const toWarehouse = await api('POST', '/add-manual-product-to-supplier', {
      supplierId: supplier.id,
      warehouseId: warehouse.id,
      productId: product.id,
      quantity: 3,
    });
    expect(toWarehouse.statusCode, toWarehouse.body).toBe(200);

    const customer = {
      firstName: 'Grace',
      lastName: 'Hopper',
      address1: '5 Navy Way',
      city: 'Arlington',
      country: 'US',
      province: 'VA',
      zip: 22201,
    };
    const noZip = await api('POST', '/add-manual-order-to-customer', {
      supplierId: supplier.id,
      productId: product.id,
      quantity: 1,
      customer: { ...customer, zip: undefined },
    });
    expect(noZip.statusCode).toBe(400);
    expect(noZip.json().errors[0].field).toBe('customer.zip');
    const badEmail = await api('POST', '/add-manual-order-to-customer', {
      supplierId: supplier.id,
      productId: product.id,
      quantity: 1,
      customer: { ...customer, email: 'not-an-email' },
    });
    expect(badEmail.json().errors[0].field).toBe('customer.email');
    const toCustomer = await api('POST', '/add-manual-order-to-customer', {
      supplierId: supplier.id,
      productId: product.id,
      quantity: 2,
      customer,
    });
    expect(toCustomer.statusCode, toCustomer.body).toBe(200);

    const po = (await poOf(supplier.id))!;
    expect(po.assign_orders.map((a) => [a.order_number, a.sent_to, a.recipient.name])).toEqual([
      ['Manual', 'Warehouse', warehouse.name],
      ['Manual', 'Customer', 'Grace Hopper'],
    ]);
  });

  it('refuses what belongs to a sent PO: comment, invoice number and payment status', async () => {
    const { supplier, order } = await scene();
    await consolidate(order.id, true);
    const po = (await poOf(supplier.id))!;
    const assignOrderId = po.assign_orders[0]._id;
    for (const [url, body] of [
      ['/add-notes-to-assign-order', { notes: 'call first' }],
      ['/add-invoice-number-to-assign-order', { invoiceNumber: 'INV-1' }],
      ['/add-status-to-assign-order', { status: 'Paid' }],
    ] as const) {
      const res = await api('POST', url, { assignOrderId, ...body });
      expect(res.statusCode, url).toBe(409);
    }
  });
});

describe('sending', () => {
  it('sends now exactly once: the e-mail is in the outbox, the PO is Sent, a second send is 409', async () => {
    const { supplier, warehouse, order, product } = await scene();
    await consolidate(order.id, true);
    const po = (await poOf(supplier.id))!;
    const before = (await toBeSent()).count;

    const sent = await api('POST', '/supplier-order-sent-now?limit=10&offset=1', { id: po._id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().count).toBe(before - 1);
    expect(sent.json().supplierOrders.map((p: Po) => p._id)).not.toContain(po._id);

    const again = await api('POST', '/supplier-order-sent-now', { id: po._id });
    expect(again.statusCode).toBe(409);
    const mails = await db().select().from(outbox).where(eq(outbox.toAddress, supplier.contactEmail));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      kind: 'purchase-order',
      fromAddress: 'buyer@shop.test',
      subject: supplier.emailSubject,
    });
    expect(mail.html).toMatch(/^<p>Hello supplier,<\/p>/);
    expect(mail.html).not.toContain('{{table}}');
    for (const text of [
      po.poNumber,
      warehouse.name,
      '12 Dock Road',
      product.supplierSku!,
      product.supplierProductName!,
    ])
      expect(mail.html).toContain(text);
    expect(mail.text).toContain(`${product.supplierSku} | ${product.supplierProductName} | 2`);

    const [row] = await db().select().from(purchaseOrders).where(eq(purchaseOrders.id, po._id));
    expect(row.notificationStatus).toBe('sent');
    expect(row.sentAt).toBeInstanceOf(Date);
    const sentList = await api('GET', `/get-supplier-orders-sent?search=${po.poNumber}`);
    expect(sentList.json().supplierOrders[0]).toMatchObject({ _id: po._id, notification_status: 'sent' });
    const events = await db()
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.kind, 'purchase-order-sent')));
    expect(events).toHaveLength(1);

    // The .eml written by the file outbox holds the table.
    const dir = path.join(ctx.config.dataDir, 'outbox');
    await drainOutbox(ctx.handle.db, fileTransport(dir));
    const eml = fs
      .readdirSync(dir)
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
      .find((text) => text.includes(`To: ${supplier.contactEmail}`))!;
    expect(eml).toContain(`Subject: ${supplier.emailSubject}`);
    expect(eml).toContain('From: buyer@shop.test');
    expect(eml).toMatch(/Content-Type: text\/plain/);
    expect(eml.replace(/=\r?\n/g, '')).toContain(product.supplierSku!);

    // A sent PO takes a comment, an invoice number and a payment status, but no more units.
    const assignOrderId = po.assign_orders[0]._id;
    for (const [url, body] of [
      ['/add-notes-to-assign-order', { notes: 'Deliver to gate 2' }],
      ['/add-invoice-number-to-assign-order', { invoiceNumber: 'INV-77' }],
      ['/add-status-to-assign-order', { status: 'Paid' }],
      ['/add-status-to-assign-order', { status: 'Cancelled', supplierId: supplier.id }],
    ] as const) {
      const res = await api('POST', url, { assignOrderId, ...body });
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    const bad = await api('POST', '/add-status-to-assign-order', { assignOrderId, status: 'Shipped' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('status');
    const noNotes = await api('POST', '/add-notes-to-assign-order', { assignOrderId, notes: ' ' });
    expect(noNotes.json().errors[0].field).toBe('notes');
    const otherSupplier = await api('POST', '/add-notes-to-assign-order', {
      assignOrderId,
      notes: 'x',
      supplierId: (await makeSupplier(ctx)).id,
    });
    expect(otherSupplier.statusCode).toBe(404);
    const units = await api('POST', '/change-product-quantity', {
      productId: po.assign_orders[0].products[0]._id,
      quantity: 9,
    });
    expect(units.statusCode).toBe(409);
    const del = await api('POST', '/delete-assign-order', { assignOrderId });
    expect(del.statusCode).toBe(409);
    const record = (await api('GET', `/get-supplier-order?id=${po._id}`)).json().supplierOrder;
    expect(record.assign_orders[0]).toMatchObject({
      notes: 'Deliver to gate 2',
      invoice_number: 'INV-77',
      status: 'Cancelled',
    });
  });

  it('sends several rows together, all or nothing', async () => {
    const one = await scene();
    const two = await scene();
    await consolidate(one.order.id, true);
    await consolidate(two.order.id, true);
    const first = (await poOf(one.supplier.id))!;
    const second = (await poOf(two.supplier.id))!;
    const empty = await api('POST', '/supplier-orders-sent-now', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].field).toBe('ids');
    const both = await api('POST', '/supplier-orders-sent-now', { ids: [first._id, second._id] });
    expect(both.statusCode, both.body).toBe(200);
    expect(await poOf(one.supplier.id)).toBeUndefined();
    expect(await poOf(two.supplier.id)).toBeUndefined();

    // A third PO with one already sent: 409, and the third stays to be sent with no e-mail.
    const three = await scene();
    await consolidate(three.order.id, true);
    const third = (await poOf(three.supplier.id))!;
    const mixed = await api('POST', '/supplier-orders-sent-now', { ids: [third._id, first._id] });
    expect(mixed.statusCode).toBe(409);
    expect((await poOf(three.supplier.id))?._id).toBe(third._id);
    expect(
      await db().select().from(outbox).where(eq(outbox.toAddress, three.supplier.contactEmail)),
    ).toHaveLength(0);
  });

  it('a bad list query is refused before sending: 400 naming the field, the PO still to be sent, nothing e-mailed', async () => {
    const { supplier, order } = await scene();
    await consolidate(order.id, true);
    const po = (await poOf(supplier.id))!;
    for (const [query, field] of [
      ['limit=abc', 'limit'],
      ['limit=10&offset=0', 'offset'],
    ] as const) {
      const one = await api('POST', `/supplier-order-sent-now?${query}`, { id: po._id });
      expect(one.statusCode, one.body).toBe(400);
      expect(one.json().errors[0].field).toBe(field);
      const many = await api('POST', `/supplier-orders-sent-now?${query}`, { ids: [po._id] });
      expect(many.statusCode, many.body).toBe(400);
      expect(many.json().errors[0].field).toBe(field);
    }
    expect((await poOf(supplier.id))?._id).toBe(po._id);
    expect(await db().select().from(outbox).where(eq(outbox.toAddress, supplier.contactEmail))).toHaveLength(
      0,
    );
  });

  it('answers 404 for an unknown PO and 400 for a malformed id', async () => {
    const unknown = await api('POST', '/supplier-order-sent-now', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await api('POST', '/supplier-order-sent-now', { id: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].field).toBe('id');
  });

  it('the due job sends each PO whose time has come, once', async () => {
    const { supplier, order } = await scene();
    await consolidate(order.id, true);
    const po = (await poOf(supplier.id))!;
    // Not due yet: nothing of this supplier is sent.
    await ctx.services.purchaseOrders.sendDue();
    expect((await poOf(supplier.id))?._id).toBe(po._id);
    ctx.clock.advanceMinutes(3 * 24 * 60);
    admin = await tokenFor(ctx, 'Admin'); // the earlier session has expired meanwhile
    const sent = await ctx.services.purchaseOrders.sendDue();
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await poOf(supplier.id)).toBeUndefined();
    expect(await ctx.services.purchaseOrders.sendDue()).toBe(0);
    const mails = await db().select().from(outbox).where(eq(outbox.toAddress, supplier.contactEmail));
    expect(mails).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('a line refunded while its PO is to be sent leaves it; the emptied PO disappears', async () => {
    const { supplier, order, lines } = await scene(2);
    await consolidate(order.id, true);
    const refund = (lineId: string) =>
      api('POST', '/change-order-product-status', {
        orderId: order.id,
        productUniqueId: lineId,
        status: 'Refund',
      });
    expect((await refund(lines[0].id)).statusCode).toBe(200);
    const po = (await poOf(supplier.id))!;
    expect(po.assign_orders[0].products).toHaveLength(1);
    expect((await refund(lines[1].id)).statusCode).toBe(200);
    expect(await poOf(supplier.id)).toBeUndefined();
    const [{ n }] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(poLines)
      .where(
        sql`${poLines.orderLineId} in (${sql.join(
          lines.map((l) => sql`${l.id}`),
          sql`, `,
        )})`,
      );
    expect(n).toBe(0);
    const kinds = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).map(
      (e) => e.kind,
    );
    expect(kinds.filter((k) => k === 'purchase-order-left')).toHaveLength(2);
  });

  it('a line refunded after its PO was sent stays and shows Refund', async () => {
    const { supplier, order, lines } = await scene();
    await consolidate(order.id, true);
    const po = (await poOf(supplier.id))!;
    await api('POST', '/supplier-order-sent-now', { id: po._id });
    await api('POST', '/change-order-product-status', {
      orderId: order.id,
      productUniqueId: lines[0].id,
      status: 'Refund',
    });
    const [line] = await db().select().from(poLines).where(eq(poLines.orderLineId, lines[0].id));
    expect(line.status).toBe('Refund');
    expect((await orderLinesOf(ctx, order.id))[0].status).toBe('Refund');
  });
});
