import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { productPayload, type Client } from './productFixtures';
import {
  orderLines,
  orders,
  outbox,
  products,
  shopFulfilments,
  shopReconciliations,
  suppliers,
  warehouses,
} from '../../server/db/schema';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import {
  WALKED_AREAS,
  activitySince,
  lastActivityId,
  made as madeBy,
  startWalk,
  walkEach,
  writeRoutes,
  writeRoutesOf,
  type Walk,
  type Walked,
} from './activityWalk';
import { makeProduct, makeRoutedOrder, makeSupplier, makeWarehouse } from './purchasingFixtures';
import { appWithShop, callAs } from './shopStandInApp';
import { ShopifyStandIn } from './shopifyStandIn';
import { image, PNG, uploadAs } from './uploadForm';

/**
 * Every documented write records its activity (issue 32 item 3), walked over the route table as
 * the access test walks it: each write route is walked with a body that succeeds on the demo
 * data, answering 200 and recording at least one activity record naming the signed-in Admin, or
 * is one that changes no business record (WRITES_NO_RECORD, each with why), checked to record
 * nothing; and every write route sent an empty body answers 4xx and records nothing. The
 * purchasing and pickup areas are walked in activityRoutesPurchasing.test.ts and
 * activityRoutesPickup.test.ts (activityWalk.ts).
 */
let walk: Walk;
let ctx: Walk['ctx'];
let api: Client;
beforeAll(async () => {
  walk = await startWalk();
  ({ ctx, api } = walk);
  fs.mkdirSync(path.join(ctx.config.dataDir, 'images'), { recursive: true });
  fs.writeFileSync(path.join(ctx.config.dataDir, 'images', 'signature.png'), 'png');
});

const db = () => ctx.handle.db;
const made = (route: string, body: object) => madeBy(api, route, body);

let n = 0;
const warehouse = () => ({
  name: `Walk depot ${++n}`,
  contact_person: 'Ann Lee',
  contact_email: `walk-depot${n}@example.test`,
  contact_phone: '+44 113 000',
  street_name: 'Canal Street',
  street_number: '12A',
  city: 'Leeds',
  country: 'GB',
  zipCode: '01234',
  startTime: '09:00',
  endTime: '17:30',
});
const supplier = () => ({
  name: `Walk supplier ${++n}`,
  contact_person: 'Bo Chen',
  contact_email: `walk-supplier${n}@example.test`,
  contact_phone: '+49 30 123',
  street_name: 'Mühlweg',
  street_number: '4',
  city: 'Berlin',
  country: 'DE',
  zipCode: '10115',
  notification_schedule: '1,09:00',
  email_subject: 'Neue Bestellung',
  customeEmail: '<p>{{table}}</p>',
});
const agent = () => ({
  name: `Walk courier ${++n}`,
  contact_person: 'Cy Park',
  contact_email: `walk-courier${n}@example.test`,
  contact_phone: '0044 113 555',
  trackingURL: 'https://track.example/?id=',
  street_name: 'Dock Road',
  street_number: '9',
  city: 'Hull',
  country: 'GB',
  notification_schedule: '2,16:00',
  email_subject: 'Pickups for tomorrow',
  customeEmail: '<p>Please collect:</p>{{table}}',
});

const newWarehouse = async (): Promise<string> => (await made('/add-warehouse', warehouse())).doc._id;
const newSupplier = async (): Promise<string> => (await made('/add-supplier', supplier())).supplier._id;
const newAgent = async (): Promise<string> => {
  const answer = await made('/add-shipping-agent', agent());
  return (answer.doc ?? answer.agent ?? answer.shippingAgent)._id;
};
const newProduct = async (): Promise<{ _id: string; body: ReturnType<typeof productPayload> }> => {
  const body = productPayload(await newSupplier());
  return { _id: (await made('/add-product', body)).doc._id, body };
};
const activatedOf = async (id: string) =>
  (await db().select({ on: warehouses.activated }).from(warehouses).where(eq(warehouses.id, id)))[0].on;
/** A Pending, routed order of the demo data, not yet walked. */
const walkedOrders = new Set<string>();
async function pendingOrder(): Promise<string> {
  const rows = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'Pending'), eq(orders.problematic, false)))
    .limit(50);
  const id = rows.map((r) => r.id).find((o) => !walkedOrders.has(o));
  if (!id) throw new Error('no Pending order left to walk');
  walkedOrders.add(id);
  return id;
}

/** A parcel of the whole of a Pending order's first line (issue 32): what a return can bring back. */
async function parcelOfFirstLine() {
  const orderId = await pendingOrder();
  const [line] = await db()
    .select({ id: orderLines.id, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(orderLines.position)
    .limit(1);
  return {
    orderId,
    lines: [{ lineId: line.id, quantity: line.quantity }],
    agentName: 'DHL',
    trackingId: `walk-${++n}`,
  };
}
/** An open return of a line that left in a parcel; its id. */
async function openReturn(): Promise<string> {
  const parcel = await parcelOfFirstLine();
  await made('/add-parcel', parcel);
  const answer = await made('/open-return', {
    orderId: parcel.orderId,
    lines: parcel.lines,
    reason: 'Walked',
  });
  return answer.doc[0]._id;
}
async function receivedReturn(): Promise<string> {
  const id = await openReturn();
  await made('/receive-return', { id, condition: 'resaleable' });
  return id;
}

/** A routed order of a new supplier's product, its consolidation still open (the Admin decides). */
async function undecidedOrder(): Promise<string> {
  const supplier = await makeSupplier(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const { order } = await makeRoutedOrder(ctx, (await makeWarehouse(ctx)).id, [
    { productId: product.id, supplierId: supplier.id, quantity: 1 },
  ]);
  return order.id;
}
/** A problematic order of the demo data that several warehouses fit: one of them may be chosen. */
async function choosableOrder() {
  const rows = await db()
    .select({ id: orders.id, list: orders.warehouseList })
    .from(orders)
    .where(
      and(
        eq(orders.problematic, true),
        eq(orders.problemReason, 'several-warehouses-fit'),
        sql`${orders.assignedWarehouseId} is null`,
        sql`cardinality(${orders.warehouseList}) > 0`,
      ),
    )
    .limit(50);
  const open = rows.find((r) => !walkedOrders.has(r.id));
  if (!open) throw new Error('no problematic order left to walk');
  walkedOrders.add(open.id);
  return { orderId: open.id, warehouseId: open.list[0] };
}
/** Each walked write: a body that succeeds (made with setup calls and the demo data). */
const WALKED: Walked = {
  '/add-parcel': parcelOfFirstLine,
  '/open-return': async () => {
    const parcel = await parcelOfFirstLine();
    await made('/add-parcel', parcel);
    return { orderId: parcel.orderId, lines: parcel.lines, reason: 'Too small' };
  },
  '/receive-return': async () => ({ id: await openReturn(), condition: 'damaged' }),
  '/receive-returns-batch': async () => ({ ids: [await openReturn()], condition: 'resaleable' }),
  '/refund-return': async () => ({ id: await receivedReturn() }),
  '/add-warehouse': async () => warehouse(),
  '/edit-warehouse': async () => {
    const body = warehouse();
    const { doc } = await made('/add-warehouse', body);
    return { ...body, id: doc._id, contact_person: 'Changed in the walk' };
  },
  '/status_warehouse': async () => {
    const id = await newWarehouse();
    return { id, status: await activatedOf(id) };
  },
  '/status_warehouse-batch': async () => {
    const id = await newWarehouse();
    return { ids: [id], activated: !(await activatedOf(id)) };
  },
  '/delete_warehouse': async () => ({ id: await newWarehouse() }),
  '/delete_warehouse-batch': async () => ({ ids: [await newWarehouse()] }),
  '/add-supplier': async () => supplier(),
  '/edit-supplier': async () => {
    const body = supplier();
    const answer = await made('/add-supplier', body);
    return { ...body, id: answer.supplier._id, contact_person: 'Changed in the walk' };
  },
  '/status_supplier': async () => ({ id: await newSupplier(), status: true }),
  '/status_supplier-batch': async () => ({ ids: [await newSupplier()], activated: false }),
  '/delete_supplier': async () => ({ id: await newSupplier() }),
  '/delete_supplier-batch': async () => ({ ids: [await newSupplier()] }),
  '/add-shipping-agent': async () => agent(),
  '/edit-shipping-agent': async () => {
    const body = agent();
    const answer = await made('/add-shipping-agent', body);
    return {
      ...body,
      id: (answer.doc ?? answer.agent ?? answer.shippingAgent)._id,
      contact_person: 'Changed in the walk',
    };
  },
  '/status-shipping-agent': async () => ({ id: await newAgent(), status: true }),
  '/status-shipping-agent-batch': async () => ({ ids: [await newAgent()], activated: false }),
  '/delete-shipping-agent': async () => ({ id: await newAgent() }),
  '/delete-shipping-agent-batch': async () => ({ ids: [await newAgent()] }),
  '/add-product': async () => productPayload(await newSupplier()),
  '/edit-product': async () => {
    const { _id, body } = await newProduct();
    return { ...body, _id, internal_product_name: 'Renamed in the walk' };
  },
  '/delete-product': async () => ({ id: (await newProduct())._id }),
  '/delete-product-batch': async () => ({ ids: [(await newProduct())._id] }),
  '/add-pack': async () => ({
    internal_product_name: `Walk pack ${++n}`,
    internal_sku: `WALK-PACK-${n}`,
    selected_products: [(await newProduct())._id],
  }),
  '/update-pack': async () => {
    const first = (await newProduct())._id;
    const pack = await made('/add-pack', {
      internal_product_name: `Walk pack ${++n}`,
      internal_sku: `WALK-PACK-${n}`,
      selected_products: [first],
    });
    return {
      _id: pack.doc._id,
      internal_product_name: 'Walk pack renamed',
      internal_sku: pack.doc.internal_sku,
      selected_products: [first],
    };
  },
  '/add-stock': async () => {
    const [p] = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isPack, false))
      .limit(1);
    return { warehouse_id: await newWarehouse(), product_id: p.id, units: 5 };
  },
  '/edit-stock': async () => {
    const [p] = await db()
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isPack, false))
      .limit(1);
    const warehouseId = await newWarehouse();
    await made('/add-stock', { warehouse_id: warehouseId, product_id: p.id, units: 5 });
    return { warehouse_id: warehouseId, product_id: p.id, units: 2 };
  },
  '/add-send-from-email': async () => ({
    email: 'walk@shop.test',
    deadline: 5,
    image: 'signature.png',
    size: 120,
  }),
  '/set-daily-digest': async () => ({ recipient: 'operator', enabled: true }),
  '/set-preferences': async () => ({ language: 'de' }),
  '/import-orders': async () => ({
    rows: shopifyExportRows({ orders: 2, skus: ['NT-DUVET'], firstNumber: 77_001, seed: 3 }),
  }),
  '/change-order-status': async () => ({ orderId: await pendingOrder(), status: 'Preparation' }),
  '/change-order-status-batch': async () => ({ ids: [await pendingOrder()], status: 'Preparation' }),
  '/add-notes-to-order': async () => ({ orderId: await pendingOrder(), notes: 'Walked' }),
  '/add-invoice-number-to-order': async () => ({ orderId: await pendingOrder(), invoiceNumber: 'INV-WALK' }),
  '/refund-order-batch': async () => ({ ids: [await pendingOrder()] }),
  '/remove-image': async () => {
    await made('/add-send-from-email', {
      email: 'walk@shop.test',
      deadline: 5,
      image: 'signature.png',
      size: 120,
    });
    return {};
  },
  '/import-products': async () => {
    const [{ name }] = await db().select({ name: suppliers.name }).from(suppliers).limit(1);
    const sku = `WALK-IMP-${++n}`;
    return {
      rows: [
        {
          internal_sku: sku,
          supplier_sku: `S-${sku}`,
          internal_product_name: `Imported ${sku}`,
          supplier_product_name: `Supplier ${sku}`,
          supplier: name,
          units: '1',
          units_include: '4',
          weight: '0.7',
          length: '0.3',
          width: '0.3',
          height: '0.04',
        },
      ],
    };
  },
  '/assign-warehouse': choosableOrder,
  '/assign-warehouse-batch': async () => {
    const { orderId, warehouseId } = await choosableOrder();
    return { ids: [orderId], warehouseId };
  },
  '/consolidate-order': async () => ({ orderId: await undecidedOrder(), consolidated: true }),
  '/consolidate-order-batch': async () => ({ ids: [await undecidedOrder()], consolidated: false }),
  '/change-consolidate-order-status': async () => {
    const orderId = await undecidedOrder();
    await made('/consolidate-order', { orderId, consolidated: true });
    await made('/change-order-status', { orderId, status: 'Preparation' });
    return { orderId, status: 'Pending' };
  },
  '/change-order-product-status': async () => {
    const orderId = await pendingOrder();
    const [line] = await db()
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId));
    return { orderId, productUniqueId: line.id, status: 'Refund' };
  },
  '/resolve-shop-changes': async () => {
    const id = await pendingOrder();
    await db()
      .update(orders)
      .set({
        shopChanges: {
          at: new Date().toISOString(),
          source: 'webhook',
          changes: [{ field: 'city', from: 'Leeds', to: 'York' }],
          resolvedAt: null,
        },
      })
      .where(eq(orders.id, id));
    return { id };
  },
};

/**
 * Writes that change no business record, each with why: they write a queue, a log, a cache or a
 * file, and are checked to answer 200, to have written it, and to record nothing. `prepare`
 * makes what the call needs on `on` (the configured shop's count has an app of its own).
 */
type Sent = Awaited<ReturnType<Client['post']>>;
interface NoRecord {
  why: string;
  prepare: () => Promise<{ on: Walk['ctx']; send: () => Promise<Sent>; wrote: (res: Sent) => Promise<void> }>;
}
const shop = new ShopifyStandIn();
afterAll(() => shop.stop());
const WRITES_NO_RECORD: Record<string, NoRecord> = {
  '/preview-warehouse-change': {
    why: 'a read filed as a write of the warehouses area: the routing a change would make, saved nowhere',
    prepare: async () => ({
      on: ctx,
      send: () => api.post('/preview-warehouse-change', { warehouse: warehouse() }),
      wrote: async (res) => expect(res.json().msg).toBe('Routing preview'),
    }),
  },
  '/upload': {
    why: 'stores the image file only: the settings name it through /add-send-from-email, which is recorded',
    prepare: async () => ({
      on: ctx,
      send: () => uploadAs(ctx, walk.admin, [image(PNG)]),
      wrote: async (res) =>
        expect(fs.existsSync(path.join(ctx.config.dataDir, 'images', res.json().fileName))).toBe(true),
    }),
  },
  '/resend-email': {
    why: 'puts an e-mail the outbox gave up on back in the e-mail queue (outbox)',
    prepare: async () => {
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
      return {
        on: ctx,
        send: () => api.post('/resend-email', { id: mail.id }),
        wrote: async () => {
          const [again] = await db().select().from(outbox).where(eq(outbox.id, mail.id));
          expect(again.status).toBe('pending');
        },
      };
    },
  },
  '/retry-shop-fulfilment': {
    why: 'puts tracking the shop refused back in the write-back queue (shop_fulfilments); the tracking itself is recorded on the lines',
    prepare: async () => {
      const orderId = await pendingOrder();
      const lines = await db()
        .select({ id: orderLines.id })
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId));
      const [failed] = await db()
        .insert(shopFulfilments)
        .values({
          orderId,
          orderLineIds: lines.map((l) => l.id),
          trackingNumber: `walk-${++n}`,
          company: 'DHL',
          status: 'failed',
          lastError: 'The shop said no',
        })
        .returning();
      return {
        on: ctx,
        send: () => api.post('/retry-shop-fulfilment', { id: failed.id }),
        wrote: async () => {
          const [again] = await db().select().from(shopFulfilments).where(eq(shopFulfilments.id, failed.id));
          expect(again.status).toBe('pending');
        },
      };
    },
  },
  '/channels/:shop/reconcile': {
    why: "writes the shop's count to its log (shop_reconciliations) when the shop has no order the product missed",
    prepare: async () => {
      const { ctx: shopApp, admin } = await appWithShop(shop);
      const runs = async () =>
        (await shopApp.handle.db.select({ n: count() }).from(shopReconciliations))[0].n;
      const before = await runs();
      return {
        on: shopApp,
        send: () => callAs(shopApp, admin, 'POST', '/channels/demo-shop.myshopify.com/reconcile'),
        wrote: async () => expect(await runs()).toBe(before + 1),
      };
    },
  },
};

/** Writes whose every field is optional, or that take none: an empty body is a valid one. */
const EMPTY_BODY_IS_VALID = ['/set-preferences', '/remove-image'];

describe('every documented write', () => {
  it('is walked by one file, by its area', () => {
    const areas = Object.values(WALKED_AREAS).flat() as string[];
    expect(writeRoutes(ctx).filter((r) => !areas.includes(r.area))).toEqual([]);
    expect(new Set(areas).size).toBe(areas.length);
  });

  it('of these areas is walked here or writes no record', () => {
    const classified = [...Object.keys(WALKED), ...Object.keys(WRITES_NO_RECORD)].sort();
    expect(classified).toEqual(writeRoutesOf(ctx, 'activityRoutes.test.ts').sort());
  });

  walkEach(() => walk, WALKED);

  it.each(Object.keys(WRITES_NO_RECORD))(
    '%s changes no business record and records nothing',
    async (route) => {
      const { on, send, wrote } = await WRITES_NO_RECORD[route].prepare();
      const before = await lastActivityId(on);
      const res = await send();
      expect(res.statusCode, res.body).toBe(200);
      await wrote(res);
      expect(await activitySince(on, before), WRITES_NO_RECORD[route].why).toEqual([]);
    },
  );

  it('with a body it refuses records nothing', async () => {
    for (const { url: route } of writeRoutes(ctx)) {
      if (route.includes(':') || EMPTY_BODY_IS_VALID.includes(route)) continue;
      const before = await lastActivityId(ctx);
      const res = await api.post(route, {});
      expect(res.statusCode, route).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, route).toBeLessThan(500);
      expect(await activitySince(ctx, before), route).toEqual([]);
    }
  });
});
