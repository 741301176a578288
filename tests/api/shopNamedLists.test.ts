import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, isNull } from 'drizzle-orm';
import { createTestApp, createUser, login, tokenFor, type TestContext } from './helpers';
import { orderLines, orders, purchaseOrders, stock, stockMovements } from '../../server/db/schema';
import type { Config } from '../../server/config';
import { makeProduct, makeSupplier } from './purchasingFixtures';

/**
 * Every list that names a customer order names its shop beside the number when more than one
 * shop is configured, so two shops' #1001 are told apart; with one shop the answers stay as they
 * were (shop null, no Shop column). Nothing here reaches a shop: the lists read the database.
 */
const SHOPIFY = 'lists-shop.myshopify.com';
const WOO = 'https://store.example.com';
const shopify: Partial<Config> = {
  shopify: {
    shop: SHOPIFY,
    accessToken: 'shpat_test',
    apiVersion: '2026-10',
    endpoint: 'http://127.0.0.1:9',
  },
};
const woo: Partial<Config> = {
  woocommerce: { url: WOO, consumerKey: 'ck', consumerSecret: 'cs', webhookSecret: 'woo-secret' },
};

interface Scene {
  ctx: TestContext;
  admin: string;
  staff: string;
  orderIds: string[];
}

/** Each shop's #1001, assigned to the staff's warehouse, to buy, consolidated (a PO line each), then problematic. */
async function scene(config: Partial<Config>): Promise<Scene> {
  const ctx = await createTestApp({ config });
  const admin = await tokenFor(ctx, 'Admin');
  const account = await createUser(ctx, 'Warehouse');
  const staff = await login(ctx, account.email);
  const supplier = await makeSupplier(ctx);
  const product = await makeProduct(ctx, supplier.id);
  const made = await ctx.handle.db
    .insert(orders)
    .values(
      [SHOPIFY, WOO].map((shop, i) => ({
        shop,
        shopOrderId: `10${i}`,
        orderNumber: '#1001',
        orderCreatedAt: new Date('2026-11-20T10:00:00Z'),
        source: 'shop' as const,
        assignedWarehouseId: account.warehouseId!,
        customerFirstName: 'Ada',
        customerLastName: 'Lovelace',
        shippingAddress1: '1 Analytical St',
        shippingCity: 'Manchester',
        shippingZip: 'M1',
        shippingCountry: 'GB',
        // As the intake keeps it (orderSearchText): the number is what the lists search.
        searchText: '#1001 ada lovelace manchester',
      })),
    )
    .returning();
  await ctx.handle.db.insert(orderLines).values(
    made.map((o) => ({
      orderId: o.id,
      position: 1,
      lineKey: `${o.id}-1`,
      productId: product.id,
      supplierId: supplier.id,
      sku: product.internalSku,
      name: 'Line',
      quantity: 1,
      fulfilment: 'buy' as const,
    })),
  );
  const orderIds = made.map((o) => o.id);
  for (const orderId of orderIds) {
    const res = await call({ ctx, admin, staff, orderIds }, 'POST', '/consolidate-order', {
      orderId,
      consolidated: true,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  // Problematic once consolidated: a Needs-attention row each.
  await ctx.handle.db
    .update(orders)
    .set({ problematic: true, problemReason: 'Address unclear' })
    .where(inArray(orders.id, orderIds));
  return { ctx, admin, staff, orderIds };
}

function call(s: Scene, method: 'GET' | 'POST', url: string, payload?: unknown, token = s.admin) {
  return s.ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    payload: payload as object,
    headers: { 'x-auth-token': token },
  });
}

async function json(s: Scene, url: string, token?: string) {
  const res = await call(s, 'GET', url, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Named = { order_number: string; shop?: string | null };
const shopsOf = (rows: Named[]) =>
  rows
    .filter((r) => r.order_number === '#1001')
    .map((r) => r.shop ?? null)
    .sort();

/** What every list says of the two #1001, each list by the number searched. */
async function shopsNamed(s: Scene) {
  const consolidate = await json(s, '/get-consolidate-unconsolidate-orders?search=1001');
  const warehouseAll = await json(s, '/get-all-warehouse-orders?search=%231001');
  const warehouseStaff = await json(s, '/get-all-warehouse-orders?search=1001', s.staff);
  const oneOrder = await Promise.all(
    s.orderIds.map((id) => json(s, `/get-warehouse-order?id=${id}`, s.staff)),
  );
  const pos = await json(s, '/get-supplier-orders-to-be-sent?limit=30&search=1001');
  const attention = await json(s, '/get-attention?tag=problematic&search=1001');
  // The POs sent: Supplier Orders lists their lines.
  await s.ctx.handle.db
    .update(purchaseOrders)
    .set({ notificationStatus: 'sent', sentAt: new Date() })
    .where(eq(purchaseOrders.notificationStatus, 'to_be_sent'));
  const supplierOrders = await json(s, '/get-purchase-orders?limit=30');
  return {
    consolidate: shopsOf(consolidate.orders),
    warehouseAll: shopsOf(warehouseAll.doc),
    warehouseStaff: shopsOf(warehouseStaff.doc),
    warehouseOrder: shopsOf(oneOrder.map((o) => o.doc)),
    poLines: shopsOf(
      pos.supplierOrders.flatMap((po: { assign_orders: { order_id: Named }[] }) =>
        po.assign_orders.map((a) => a.order_id),
      ),
    ),
    supplierOrders: shopsOf(
      (supplierOrders.supplierOrders as { order_id: Named }[]).map((line) => line.order_id),
    ),
    attention: (attention.doc as { order_number: string; order_shop?: string | null }[])
      .map((r) => r.order_shop ?? null)
      .sort(),
  };
}

const csvHeader = async (s: Scene, url: string) => {
  const res = await call(s, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return res.body.replace(/^\uFEFF/, '').split('\r\n');
};

describe('two shops configured', () => {
  let s: Scene;
  beforeAll(async () => {
    s = await scene({ ...shopify, ...woo });
  });

  it('finds both shops’ #1001 on every list by the number, each row naming its shop', async () => {
    const both = [WOO, SHOPIFY].sort();
    expect(await shopsNamed(s)).toEqual({
      consolidate: both,
      warehouseAll: both,
      warehouseStaff: both,
      warehouseOrder: both,
      poLines: both,
      supplierOrders: both,
      attention: both,
    });
  });

  it('narrows the Master Dashboard and its export to one shop; a shop not configured is a 400 naming shop', async () => {
    for (const shop of [SHOPIFY, WOO]) {
      const one = await json(s, `/get-shopify-orders?search=1001&shop=${encodeURIComponent(shop)}`);
      expect(shopsOf(one.doc)).toEqual([shop]);
      const [, ...rows] = await csvHeader(s, `/export-orders?search=1001&shop=${encodeURIComponent(shop)}`);
      expect(rows).toHaveLength(1);
    }
    const unknown = await call(s, 'GET', '/get-shopify-orders?shop=other.myshopify.com');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual([{ field: 'shop', message: 'No such shop is configured' }]);
  });

  it('names an order that names no shop (taken before orders carried theirs) by the shop that owns such orders', async () => {
    await s.ctx.handle.db
      .update(orders)
      .set({ shop: null, problemReason: 'Old order' })
      .where(eq(orders.shop, SHOPIFY));
    try {
      const named = await shopsNamed(s);
      const both = [WOO, SHOPIFY].sort();
      expect(named).toMatchObject({ consolidate: both, warehouseAll: both, warehouseOrder: both });
      // The first case sent the POs: their lines are on Supplier Orders now.
      expect(named.supplierOrders).toEqual(both);
      expect(named.attention).toEqual(both);
      const [header, ...rows] = await csvHeader(s, '/export-warehouse-orders');
      const at = header.split(',').indexOf('Shop');
      expect(rows.map((r) => r.split(',')[at]).sort()).toEqual([
        'lists-shop.myshopify.com',
        'store.example.com',
      ]);
    } finally {
      await s.ctx.handle.db.update(orders).set({ shop: SHOPIFY }).where(isNull(orders.shop));
    }
  });

  it('names the shop of the order a stock movement names (Stock History)', async () => {
    const db = s.ctx.handle.db;
    const [order] = await db.select().from(orders).where(eq(orders.id, s.orderIds[0]));
    const [line] = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    const [entry] = await db
      .insert(stock)
      .values({ warehouseId: order.assignedWarehouseId!, productId: line.productId!, totalUnits: 2 })
      .returning();
    await db
      .insert(stockMovements)
      .values(
        s.orderIds.map((orderId) => ({ stockId: entry.id, delta: -1, action: 'Remove' as const, orderId })),
      );
    const history = await json(
      s,
      `/get-stock-history?warehouse_id=${order.assignedWarehouseId}&product_id=${line.productId}`,
    );
    const named = (history.doc as { order: { order_number: string; shop: string | null } | null }[]).map(
      (m) => m.order,
    );
    expect(named.map((o) => o?.shop).sort()).toEqual([WOO, SHOPIFY].sort());
    expect(named.map((o) => o?.order_number)).toEqual(['#1001', '#1001']);
  });

  it('names the configured shops for the picker without asking any shop (GET /shops), the Admin only', async () => {
    // The Shopify endpoint answers nothing (port 9): GET /channels would find it down; /shops asks none.
    expect(await json(s, '/shops')).toEqual({
      msg: 'Shops',
      key: 'shops',
      doc: [
        { kind: 'shopify', shop: SHOPIFY },
        { kind: 'woocommerce', shop: WOO },
      ],
    });
    expect((await call(s, 'GET', '/shops', undefined, s.staff)).statusCode).toBe(403);
  });

  it('exports the shop in its own column beside Order#, by its host', async () => {
    for (const url of ['/export-consolidate-unconsolidate-orders?search=1001', '/export-warehouse-orders']) {
      const [header, ...rows] = await csvHeader(s, url);
      const columns = header.split(',');
      const at = columns.indexOf('Order#');
      expect(columns[at + 1]).toBe('Shop');
      expect(rows.map((r) => r.split(',')[at + 1]).sort()).toEqual([
        'lists-shop.myshopify.com',
        'store.example.com',
      ]);
    }
  });
});

describe('one shop configured', () => {
  let s: Scene;
  beforeAll(async () => {
    s = await scene(shopify);
  });

  it('names no shop: the lists stay as they were', async () => {
    const none = [null, null];
    expect(await shopsNamed(s)).toEqual({
      consolidate: none,
      warehouseAll: none,
      warehouseStaff: none,
      warehouseOrder: none,
      poLines: none,
      supplierOrders: none,
      attention: none,
    });
  });

  it('exports no Shop column', async () => {
    for (const url of ['/export-consolidate-unconsolidate-orders', '/export-warehouse-orders']) {
      const [header] = await csvHeader(s, url);
      expect(header.split(',')).not.toContain('Shop');
    }
  });
});
