import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderLines, orders, stockMovements } from '../../server/db/schema';
import { seedDemoData } from '../../server/demo/seed';
import { shopifyExportRows } from '../../server/demo/shopifyExport';
import { ShopifyConnector } from '../../server/services/shop/shopify';
import { ShopSyncService } from '../../server/services/shop/shopSync';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { client, type Client } from './productFixtures';
import { ShopifyStandIn, shopOrderNode } from './shopifyStandIn';

/**
 * Lines the shop sold without a SKU (custom items, tips, gift cards) are kept on the order as
 * custom lines: never routed, bought, stocked or weighed; the order routes by its products.
 */
let ctx: TestContext;
let api: Client;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  api = client(ctx, await tokenFor(ctx, 'Admin'));
});
const db = () => ctx.handle.db;

/** One order of one line per known SKU, first rows only, as the export writes them. */
function exportOrder(number: number, sku: string) {
  const [first] = shopifyExportRows({ orders: 1, skus: [sku], firstNumber: number, seed: number });
  return { ...first, 'Lineitem sku': sku, 'Lineitem quantity': '2' };
}
const customRow = (of: Record<string, string>, name: string) => ({
  ...Object.fromEntries(Object.keys(of).map((k) => [k, ''])),
  Name: of.Name,
  'Lineitem quantity': '1',
  'Lineitem name': name,
  'Lineitem sku': '',
});

async function stored(orderNumber: string) {
  const [order] = await db().select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const moves = await db().select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
  const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
  const routing = events.find((e) => e.kind === 'routed' || e.kind === 'problematic');
  return { order, lines, moves, routing };
}

describe('custom lines from the CSV export', () => {
  it('an order with a tip and a gift card routes exactly as the same order without them', async () => {
    const plain = exportOrder(8801, 'DS-BH-001');
    const tipped = exportOrder(8802, 'DS-BH-001');
    const res = await api.post('/import-orders', {
      rows: [plain, tipped, customRow(tipped, 'Tip'), customRow(tipped, 'Gift Card')],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 2, errors: [] });

    const a = await stored('#8801');
    const b = await stored('#8802');
    expect(b.order.problemReason).not.toBe('unknown-sku');
    expect(b.order).toMatchObject({
      problematic: a.order.problematic,
      problemReason: a.order.problemReason,
      assignedWarehouseId: a.order.assignedWarehouseId,
      status: 'Pending',
    });
    // Only the product is an order line: nothing for POs, pickups, tickets or stock to take in.
    expect(b.lines.map((l) => l.sku)).toEqual(['DS-BH-001']);
    expect(b.moves.map((m) => m.delta)).toEqual(a.moves.map((m) => m.delta));
    // The parcel is the product's alone.
    expect((b.routing?.detail as { parcel: unknown }).parcel).toEqual(
      (a.routing?.detail as { parcel: unknown }).parcel,
    );
    expect(b.order.customLines).toEqual([
      { lineKey: '2:', position: 2, name: 'Tip', quantity: 1, shopLineItemId: null },
      { lineKey: '3:', position: 3, name: 'Gift Card', quantity: 1, shopLineItemId: null },
    ]);

    const doc = (await api.get('/get-order', { id: b.order.id })).json().doc;
    expect(doc.products).toHaveLength(1);
    expect(doc.custom_lines).toEqual([
      { unique_id: `${b.order.id}/2:`, name: 'Tip', quantity: 1, shopify_line_item_id: null },
      { unique_id: `${b.order.id}/3:`, name: 'Gift Card', quantity: 1, shopify_line_item_id: null },
    ]);
  });

  it('an order of custom lines only is not problematic, has no warehouse and says so', async () => {
    const order = { ...exportOrder(8803, 'X'), 'Lineitem sku': '', 'Lineitem name': 'Engraving service' };
    const res = await api.post('/import-orders', { rows: [order] });
    expect(res.json()).toMatchObject({ imported: 1, problematic: 0, errors: [] });
    const { order: row, lines, moves } = await stored('#8803');
    expect(row).toMatchObject({ problematic: false, assignedWarehouseId: null, status: 'Pending' });
    expect(lines).toEqual([]);
    expect(moves).toEqual([]);
    const doc = (await api.get('/get-order', { id: row.id })).json().doc;
    expect(doc).toMatchObject({
      warehouse_cell: 'custom-only',
      problemetic: false,
      products: [],
      custom_lines: [{ name: 'Engraving service', quantity: 2 }],
    });
  });

  it('the orders CSV export lists custom lines as what they are', async () => {
    const res = await api.get('/export-orders', { search: '8802' });
    expect(res.statusCode).toBe(200);
    const rows = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ''), { header: true }).data;
    const of8802 = rows.filter((r) => r['Order#'] === '#8802');
    expect(of8802.map((r) => [r['Internal SKU'], r['Product name'], r['Product status']])).toEqual([
      ['DS-BH-001', expect.any(String), 'Pending'],
      ['', 'Tip', 'Custom item'],
      ['', 'Gift Card', 'Custom item'],
    ]);
  });
});

describe('custom lines from the shop', () => {
  it('line items with a null or empty sku become custom lines; the order routes by its products', async () => {
    const shop = await new ShopifyStandIn().start();
    try {
      shop.syncNodes.push(
        shopOrderNode(1, [{ sku: 'DS-BH-001', quantity: 2 }]),
        shopOrderNode(2, [
          { sku: 'DS-BH-001', quantity: 2 },
          { sku: null, quantity: 1, name: 'Tip' },
          { sku: '', quantity: 1, name: 'Custom embroidery' },
        ]),
        shopOrderNode(3, [{ sku: null, quantity: 1, name: 'Gift Card' }]),
      );
      const connector = new ShopifyConnector({
        shop: 'custom-lines.myshopify.com',
        accessToken: 'shpat_test',
        apiVersion: '2026-10',
        endpoint: shop.endpoint,
      });
      const result = await new ShopSyncService(db(), connector).run();
      expect(result).toMatchObject({ imported: 3, refused: [] });
    } finally {
      await shop.stop();
    }
    const a = await stored('#C1');
    const b = await stored('#C2');
    expect(b.order).toMatchObject({
      problematic: a.order.problematic,
      problemReason: a.order.problemReason,
      assignedWarehouseId: a.order.assignedWarehouseId,
    });
    expect(b.lines.map((l) => l.sku)).toEqual(['DS-BH-001']);
    expect(b.order.customLines).toEqual([
      { lineKey: 'li:700021', position: 2, name: 'Tip', quantity: 1, shopLineItemId: '700021' },
      {
        lineKey: 'li:700022',
        position: 3,
        name: 'Custom embroidery',
        quantity: 1,
        shopLineItemId: '700022',
      },
    ]);
    const c = await stored('#C3');
    expect(c.order).toMatchObject({ problematic: false, assignedWarehouseId: null });
    expect(c.lines).toEqual([]);
    const lineCount = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orderLines)
      .where(inArray(orderLines.orderId, [a.order.id, b.order.id, c.order.id]));
    expect(lineCount[0].n).toBe(2);
  });
});

describe('migration 0006', () => {
  it('moves lines stored before without a SKU to the custom lines and settles orders left with none', async () => {
    const [order] = await db()
      .insert(orders)
      .values({
        shopOrderId: 'legacy-1',
        orderNumber: '#L1',
        orderCreatedAt: new Date('2026-01-01T00:00:00Z'),
        source: 'import',
        problematic: true,
        problemReason: 'unknown-sku',
      })
      .returning();
    const [mixed] = await db()
      .insert(orders)
      .values({
        shopOrderId: 'legacy-2',
        orderNumber: '#L2',
        orderCreatedAt: new Date('2026-01-01T00:00:00Z'),
        source: 'import',
        problematic: true,
        problemReason: 'unknown-sku',
      })
      .returning();
    const legacy = (orderId: string, position: number, sku: string | null, name: string) => ({
      orderId,
      position: position * 100,
      lineKey: `${position}:${sku ?? ''}`,
      sku,
      name,
      quantity: 1,
    });
    await db()
      .insert(orderLines)
      .values([
        legacy(order.id, 1, null, 'Gift Card'),
        legacy(mixed.id, 1, 'MUG-77', 'Mystery Mug'),
        legacy(mixed.id, 2, null, 'Tip'),
      ]);
    // The statements after the column's creation, as the migration runs them.
    const file = path.join(import.meta.dirname, '../../server/db/migrations/0005_custom_lines.sql');
    for (const statement of fs.readFileSync(file, 'utf8').split('--> statement-breakpoint').slice(1))
      await db().execute(sql.raw(statement));

    const after = async (id: string) => {
      const [row] = await db().select().from(orders).where(eq(orders.id, id));
      const lines = await db().select().from(orderLines).where(eq(orderLines.orderId, id));
      return { row, lines: lines.map((l) => l.name) };
    };
    const giftOnly = await after(order.id);
    expect(giftOnly.lines).toEqual([]);
    expect(giftOnly.row).toMatchObject({
      problematic: false,
      problemReason: null,
      customLines: [{ lineKey: '1:', position: 1, name: 'Gift Card', quantity: 1, shopLineItemId: null }],
    });
    // Still an unknown SKU: still problematic, but only for it.
    const withMug = await after(mixed.id);
    expect(withMug.lines).toEqual(['Mystery Mug']);
    expect(withMug.row).toMatchObject({
      problematic: true,
      customLines: [{ lineKey: '2:', position: 2, name: 'Tip', quantity: 1, shopLineItemId: null }],
    });
  });
});
