import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ShopConnector, ShopKind } from '../../server/services/shop/connector';
import { orderEvents, orders } from '../../server/db/schema';
import { ShopSyncService } from '../../server/services/shop/shopSync';
import { ShopWebhooksService } from '../../server/services/shop/webhooks';
import { ShopReconciliationService } from '../../server/services/shop/reconciliation';
import { freshDatabase } from './helpers';
import { PAGE_SIZE, ShopifyConnector } from '../../server/services/shop/shopify';
import { WOO_PAGE_SIZE, WooCommerceConnector } from '../../server/services/shop/woocommerce';
import { shipmentsInNotes } from '../../server/services/shop/woocommerceShipment';
import { restOrderOf, ShopifyStandIn, shopOrderNode, type SyncNode } from './shopifyStandIn';
import { WooStandIn, wooOrderJson } from './wooStandIn';

/**
 * The shop connector contract (server/services/shop/connector.ts): every connector, against a
 * local stand-in answering in its shop's documented shapes, passes the same cases, and so does the
 * intake over it (a missed webhook found by the sweep, a missed sweep by the count). A second
 * shop adds its factory to SHOPS.
 */
interface ShopUnderContract {
  name: string;
  /** Starts the stand-in and a connector pointed at it (one that never sleeps). */
  start(): Promise<ContractShop>;
}

interface ContractShop {
  connector: ShopConnector;
  kind: ShopKind;
  /** Orders the shop gives per page of changed orders. */
  pageSize: number;
  /** An order in the shop, numbered `n` (unique per test file); its id and its line items' ids. */
  addOrder(
    n: number,
    order: { createdAt: string; updatedAt: string; lines: { sku: string; quantity: number }[] },
  ): { shopOrderId: string; lineItemIds: string[] };
  /** The order's creation webhook as the shop would deliver it: its topic and JSON body. */
  deliveryOf(shopOrderId: string): { topic: string; body: unknown };
  /** The next `count` requests fail, as a shop that is down answers. */
  goDown(count: number): void;
  shipmentsOf(shopOrderId: string): { tracking: string; lineItems: { id: string; quantity: number }[] }[];
  refundsOf(shopOrderId: string): { lineItems: { id: string; quantity: number }[] }[];
  stop(): Promise<unknown>;
}

const shopify: ShopUnderContract = {
  name: 'Shopify',
  async start() {
    const standIn = await new ShopifyStandIn().start();
    const connector = new ShopifyConnector(
      {
        shop: 'contract-shop.myshopify.com',
        accessToken: 'shpat_test',
        apiVersion: '2026-10',
        endpoint: standIn.endpoint,
      },
      async () => undefined,
    );
    const nodes = new Map<string, SyncNode>();
    return {
      connector,
      kind: 'shopify',
      pageSize: PAGE_SIZE,
      addOrder(n, order) {
        const node = shopOrderNode(n, order.lines, order.updatedAt);
        node.createdAt = order.createdAt;
        standIn.syncNodes.push(node);
        const numeric = (gid: string) => gid.split('/').pop()!;
        const items = (node.lineItems as { nodes: { id: string; sku: string; quantity: number }[] }).nodes;
        const shopOrderId = numeric(node.id);
        nodes.set(shopOrderId, node);
        standIn.addOrder(
          shopOrderId,
          items.map((i) => ({ id: numeric(i.id), sku: i.sku, quantity: i.quantity })),
        );
        return { shopOrderId, lineItemIds: items.map((i) => numeric(i.id)) };
      },
      deliveryOf: (id) => ({ topic: 'orders/create', body: restOrderOf(nodes.get(id)!) }),
      goDown: (count) => standIn.failNext(count, 503),
      shipmentsOf: (id) =>
        standIn.fulfilmentsOf(id).map((f) => ({
          tracking: f.trackingInfo[0]?.number ?? '',
          lineItems: f.lineItems.map((l) => ({ id: l.lineItemId, quantity: l.quantity })),
        })),
      refundsOf: (id) =>
        standIn.refundsOf(id).map((r) => ({
          lineItems: r.lineItems.map((l) => ({ id: l.lineItemId, quantity: l.quantity })),
        })),
      stop: () => standIn.stop(),
    };
  },
};

const woocommerce: ShopUnderContract = {
  name: 'WooCommerce',
  async start() {
    const standIn = await new WooStandIn().start();
    const connector = new WooCommerceConnector(standIn.settings, async () => undefined);
    return {
      connector,
      kind: 'woocommerce',
      pageSize: WOO_PAGE_SIZE,
      addOrder(n, order) {
        const added = standIn.add(
          wooOrderJson(5000 + n, order.lines, {
            number: `W${n}`,
            createdAt: order.createdAt,
            modifiedAt: order.updatedAt,
          }),
        );
        return { shopOrderId: String(added.id), lineItemIds: added.line_items.map((l) => String(l.id)) };
      },
      deliveryOf: (id) => ({ topic: 'order.created', body: standIn.orders.get(Number(id)) }),
      goDown: (count) => standIn.failNext(count, 503),
      shipmentsOf: (id) =>
        shipmentsInNotes(standIn.customerNotesOf(Number(id))).map((s) => ({
          tracking: s.number,
          lineItems: s.items,
        })),
      refundsOf: (id) =>
        (standIn.refunds.get(Number(id)) ?? []).map((r) => ({
          lineItems: r.line_items.map((l) => ({
            id: l.meta_data.find((m) => m.key === '_refunded_item_id')!.value,
            quantity: -l.quantity,
          })),
        })),
      stop: () => standIn.stop(),
    };
  },
};

const SHOPS: ShopUnderContract[] = [shopify, woocommerce];

describe.each(SHOPS)('the $name connector keeps the shop connector contract', (under) => {
  let shop: ContractShop;
  beforeAll(async () => {
    shop = await under.start();
  });
  afterAll(() => shop.stop());

  const readAll = async (mark: Date | null) => {
    const pages = [];
    for await (const page of shop.connector.ordersChangedSince(mark)) pages.push(page);
    return pages;
  };
  const line = { sku: 'CONTRACT-1', quantity: 2 };

  it('reads the orders changed since a mark across a page and a second boundary, skipping none', async () => {
    // More than a page of orders changed in one second, and one a second later.
    const count = shop.pageSize + 10;
    const ids = new Set<string>();
    for (let n = 1; n <= count; n++)
      ids.add(
        shop.addOrder(n, {
          createdAt: '2026-11-20T10:00:00Z',
          updatedAt: '2026-11-21T09:00:00Z',
          lines: [line],
        }).shopOrderId,
      );
    const later = shop.addOrder(count + 1, {
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-21T09:00:01Z',
      lines: [line],
    });
    const pages = await readAll(null);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const read = pages.flatMap((p) => p.orders.map((o) => o.shopOrderId));
    expect(new Set(read)).toEqual(new Set([...ids, later.shopOrderId]));
    // Each page's mark is where it stopped; the last is the newest change read.
    expect(pages[0].mark?.toISOString()).toBe('2026-11-21T09:00:00.000Z');
    const mark = pages.at(-1)!.mark!;
    expect(mark.toISOString()).toBe('2026-11-21T09:00:01.000Z');

    // Stopped after page 1: resuming from its mark reads the rest of that second again.
    const resumed = (await readAll(pages[0].mark)).flatMap((p) => p.orders.map((o) => o.shopOrderId));
    expect(new Set(resumed)).toEqual(new Set([...ids, later.shopOrderId]));

    // An order changed in the same second as the mark, after it was read, is found next time.
    const sameSecond = shop.addOrder(count + 2, {
      createdAt: '2026-11-20T10:00:00Z',
      updatedAt: '2026-11-21T09:00:01Z',
      lines: [line],
    });
    const next = (await readAll(mark)).flatMap((p) => p.orders.map((o) => o.shopOrderId));
    expect(next).toContain(sameSecond.shopOrderId);
  });

  it('reads one order by its shop id as the intake takes it, and null for one the shop lacks', async () => {
    const added = shop.addOrder(100, {
      createdAt: '2026-11-22T08:00:00Z',
      updatedAt: '2026-11-22T08:00:00Z',
      lines: [line, { sku: 'CONTRACT-2', quantity: 1 }],
    });
    const order = await shop.connector.order(added.shopOrderId);
    expect(order).toMatchObject({
      shopOrderId: added.shopOrderId,
      orderCreatedAt: new Date('2026-11-22T08:00:00Z'),
      initialStatus: 'Pending',
      lines: [
        { sku: 'CONTRACT-1', quantity: 2, shopLineItemId: added.lineItemIds[0], position: 1 },
        { sku: 'CONTRACT-2', quantity: 1, shopLineItemId: added.lineItemIds[1], position: 2 },
      ],
    });
    expect(order!.orderNumber).toBeTruthy();
    expect(await shop.connector.order('999999999')).toBeNull();
  });

  it('counts and lists the orders created in a window, its start in and its end out', async () => {
    const at = (createdAt: string, n: number) =>
      shop.addOrder(n, { createdAt, updatedAt: createdAt, lines: [line] }).shopOrderId;
    at('2026-11-24T23:59:59Z', 200);
    const inside = [
      at('2026-11-25T00:00:00Z', 201),
      at('2026-11-25T12:00:00Z', 202),
      at('2026-11-25T23:59:59Z', 203),
    ];
    at('2026-11-26T00:00:00Z', 204);
    const window = { from: new Date('2026-11-25T00:00:00Z'), to: new Date('2026-11-26T00:00:00Z') };
    expect(await shop.connector.countOrders(window)).toEqual({ count: 3, exact: true });
    // And lists the same orders' ids: what the daily count fetches the missing ones by.
    const ids: string[] = [];
    for await (const page of shop.connector.orderIdsCreated(window)) ids.push(...page);
    expect(ids.sort()).toEqual(inside.sort());
  });

  it('writes a shipment with its tracking once, however often it is asked', async () => {
    const added = shop.addOrder(300, {
      createdAt: '2026-11-27T08:00:00Z',
      updatedAt: '2026-11-27T08:00:00Z',
      lines: [line, { sku: 'CONTRACT-2', quantity: 1 }],
    });
    const shipment = {
      shopOrderId: added.shopOrderId,
      lineItems: [{ id: added.lineItemIds[0], quantity: 2 }],
      tracking: { number: 'TRACK-300', company: 'DHL', url: 'https://track.test/300' },
    };
    const first = await shop.connector.writeShipment(shipment);
    expect(first).toMatchObject({ outcome: 'written', shipmentId: expect.any(String) });
    // Asked again (its answer lost): found, not written twice.
    expect(await shop.connector.writeShipment(shipment)).toEqual({
      outcome: 'found',
      shipmentId: (first as { shipmentId: string }).shipmentId,
    });
    expect(shop.shipmentsOf(added.shopOrderId)).toEqual([
      { tracking: 'TRACK-300', lineItems: [{ id: added.lineItemIds[0], quantity: 2 }] },
    ]);
    // An order the shop lacks is a refusal that trying again will not change.
    await expect(shop.connector.writeShipment({ ...shipment, shopOrderId: '999999999' })).rejects.toThrow(
      /no order 999999999/,
    );
  });

  it('writes a refund of some line items once per key', async () => {
    const added = shop.addOrder(400, {
      createdAt: '2026-11-28T08:00:00Z',
      updatedAt: '2026-11-28T08:00:00Z',
      lines: [line, { sku: 'CONTRACT-2', quantity: 1 }],
    });
    const refund = {
      shopOrderId: added.shopOrderId,
      lineItems: [{ id: added.lineItemIds[0], quantity: 1 }],
      note: 'Refunded in the back office',
      key: 'refund-400-a',
    };
    const first = await shop.connector.writeRefund(refund);
    expect(first).toMatchObject({ outcome: 'written', refundId: expect.any(String) });
    expect(await shop.connector.writeRefund(refund)).toEqual({ outcome: 'found', refundId: first.refundId });
    // Another refund of the same order (another key) is a second one; by SKU names the same line.
    const second = await shop.connector.writeRefund({
      ...refund,
      lineItems: [{ sku: 'CONTRACT-2', quantity: 1 }],
      key: 'refund-400-b',
    });
    expect(second.outcome).toBe('written');
    expect(shop.refundsOf(added.shopOrderId)).toEqual([
      { lineItems: [{ id: added.lineItemIds[0], quantity: 1 }] },
      { lineItems: [{ id: added.lineItemIds[1], quantity: 1 }] },
    ]);
  });

  it('says the shop is up, and down while it fails, without throwing', async () => {
    expect(await shop.connector.health()).toEqual({ up: true });
    shop.goDown(1);
    const down = await shop.connector.health();
    expect(down.up).toBe(false);
    expect(down).toMatchObject({ error: expect.stringMatching(/503/) });
    expect(await shop.connector.health()).toEqual({ up: true });
  });

  /**
   * The product's intake over this shop (a fresh database): the sweep, the webhooks and the daily
   * count together take each order in exactly once, whichever of them missed it.
   */
  describe('with the intake', () => {
    let db: Awaited<ReturnType<typeof freshDatabase>>;
    let sweep: ShopSyncService;
    let webhooks: ShopWebhooksService;
    let count: ShopReconciliationService;
    beforeAll(async () => {
      db = await freshDatabase();
      sweep = new ShopSyncService(db.db, shop.connector);
      webhooks = new ShopWebhooksService(db.db);
      count = new ShopReconciliationService(db.db, [shop.connector]);
    });
    afterAll(() => db.drop());

    const here = (shopOrderId: string) =>
      db.db.select().from(orders).where(eq(orders.shopOrderId, shopOrderId));
    const timelineOf = (orderId: string) =>
      db.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    let event = 0;
    const deliverLate = async (shopOrderId: string) => {
      const { topic, body } = shop.deliveryOf(shopOrderId);
      await webhooks.receive({
        kind: shop.kind,
        shop: shop.connector.shop,
        eventId: `contract-late-${++event}`,
        topic,
        webhookId: null,
        triggeredAt: null,
        body: JSON.stringify(body),
      });
      return webhooks.run();
    };

    it('a missed webhook is found by the sweep', async () => {
      await sweep.run(); // what the shop had before: the sweep's mark is now its newest change
      const missed = shop.addOrder(500, {
        createdAt: '2026-12-01T08:00:00Z',
        updatedAt: '2026-12-01T08:00:00Z',
        lines: [line],
      });
      expect(await here(missed.shopOrderId)).toEqual([]);

      // Its webhook never came: the next sweep brings it, exactly once, however often it runs.
      await sweep.run();
      await sweep.run();
      const [order, ...more] = await here(missed.shopOrderId);
      expect(more).toEqual([]);
      expect(order).toMatchObject({ arrivedBy: 'sweep', shop: shop.connector.shop });
      const timeline = await timelineOf(order.id);

      // Its webhook, arriving late, is taken and changes nothing.
      expect(await deliverLate(missed.shopOrderId)).toEqual({ processed: 1, failed: 0 });
      expect(await here(missed.shopOrderId)).toEqual([order]);
      expect(await timelineOf(order.id)).toEqual(timeline);
    });

    it('a missed sweep is found by the count', async () => {
      await sweep.run();
      // Created now but last modified long ago: a sweep reading changes since its mark cannot see it.
      const unseen = shop.addOrder(600, {
        createdAt: '2026-12-02T08:00:00Z',
        updatedAt: '2026-10-01T08:00:00Z',
        lines: [line],
      });
      await sweep.run();
      expect(await here(unseen.shopOrderId)).toEqual([]);

      const window = { from: new Date('2026-12-02T00:00:00Z'), to: new Date('2026-12-03T00:00:00Z') };
      const run = await count.run(shop.connector.shop, { window });
      expect(run).toMatchObject({
        shopCount: 1,
        productCountBefore: 0,
        productCountAfter: 1,
        fetched: 1,
        outcome: 'fetched',
      });
      const [order, ...more] = await here(unseen.shopOrderId);
      expect(more).toEqual([]);
      expect(order.arrivedBy).toBe('reconciliation');

      // Counted again, and swept again: still that one order.
      expect(await count.run(shop.connector.shop, { window })).toMatchObject({
        outcome: 'agreed',
        fetched: 0,
      });
      await sweep.run();
      expect(await here(unseen.shopOrderId)).toEqual([order]);
    });
  });
});
