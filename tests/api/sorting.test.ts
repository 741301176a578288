import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { makeAgent, makeProduct, makeSupplier, makeWarehouse } from './purchasingFixtures';
import {
  orderLines,
  orders,
  pickupOrders,
  poAssignments,
  poLines,
  purchaseOrders,
  stock,
} from '../../server/db/schema';
import { ORDER_STATUSES } from '../../domain/orderStatus';
import { ORDER_SORTS, WAREHOUSE_ORDER_SORTS } from '../../domain/listSorts';

/**
 * Every list sorts by its declared columns (`sort`, `order`; docs/api.md): ascending and
 * descending, ties by the list's own columns in the sort's direction so that pages neither
 * repeat nor skip a row and a descending sort is the ascending one reversed, and a
 * column it does not sort, or an order other than asc/desc, is a 400 naming the field.
 */
let ctx: TestContext;
let admin: string;

const api = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/backend/api/admin${url}`,
    payload,
    headers: { 'x-auth-token': admin },
  });

type Row = Record<string, unknown>;
const valueAt = (row: Row, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Row | null | undefined)?.[key], row);

/** Text compared by its lower case (the lists sort text so); a status by its place on the path. */
function compare(a: unknown, b: unknown, key: string): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1; // nulls last ascending
  if (b === null || b === undefined) return -1;
  if (key === 'status')
    return (
      ORDER_STATUSES.indexOf(a as (typeof ORDER_STATUSES)[number]) -
      ORDER_STATUSES.indexOf(b as (typeof ORDER_STATUSES)[number])
    );
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const [x, y] = [String(a).toLowerCase(), String(b).toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

interface List {
  name: string;
  path: string;
  key: string;
  method?: 'GET' | 'POST';
  body?: object;
  /** The answer's rows; their id. */
  rows: string;
  /** A column it sorts by, whose values the seeded rows share in part (ties across pages). */
  column: string;
}

async function page(list: List, query: string): Promise<{ rows: Row[]; count: number }> {
  const res = await api(list.method ?? 'GET', `${list.path}?${query}`, list.body);
  expect(res.statusCode, res.body).toBe(200);
  const json = res.json();
  return { rows: json[list.rows] as Row[], count: json.count as number };
}

const idsOf = (rows: Row[]) => rows.map((r) => r._id);

/** Checks one list: sorted both ways, stable pages of 2, and the bad field refused. */
function sortsBy(list: List) {
  describe(list.name, () => {
    it(`sorts by ${list.column}, ascending and descending`, async () => {
      for (const order of ['asc', 'desc'] as const) {
        const { rows, count } = await page(list, `limit=100&offset=1&sort=${list.column}&order=${order}`);
        expect(count).toBeGreaterThanOrEqual(3);
        const values = rows.map((r) => valueAt(r, list.column));
        const sign = order === 'asc' ? 1 : -1;
        for (let i = 1; i < values.length; i++)
          expect(
            sign * compare(values[i - 1], values[i], list.column),
            `${values[i - 1]} before ${values[i]}`,
          ).toBeLessThanOrEqual(0);
        // Not merely the default order: the two directions differ.
        if (order === 'desc') {
          const asc = await page(list, `limit=100&offset=1&sort=${list.column}&order=asc`);
          expect(idsOf(rows)).not.toEqual(idsOf(asc.rows));
        }
      }
    });

    it('a descending sort is the exact reverse of the ascending one, ties included', async () => {
      const asc = await page(list, `limit=100&offset=1&sort=${list.column}&order=asc`);
      const desc = await page(list, `limit=100&offset=1&sort=${list.column}&order=desc`);
      expect(idsOf(desc.rows)).toEqual(idsOf(asc.rows).reverse());
    });

    it('pages of a sort neither repeat nor skip a row, ties included', async () => {
      const whole = await page(list, `limit=100&offset=1&sort=${list.column}&order=desc`);
      const paged: Row[] = [];
      for (let n = 1; paged.length < whole.count; n++)
        paged.push(...(await page(list, `limit=2&offset=${n}&sort=${list.column}&order=desc`)).rows);
      expect(idsOf(paged)).toEqual(idsOf(whole.rows));
    });

    it('without sort, the default order as before; order alone sorts nothing', async () => {
      const plain = await page(list, 'limit=100&offset=1');
      const orderOnly = await page(list, 'limit=100&offset=1&order=desc');
      expect(idsOf(orderOnly.rows)).toEqual(idsOf(plain.rows));
    });

    it('a column it does not sort, or another order, is a 400 naming the field', async () => {
      for (const [query, field] of [
        ['sort=password&order=asc', 'sort'],
        [`sort=${list.column}&order=up`, 'order'],
      ]) {
        const res = await api(list.method ?? 'GET', `${list.path}?limit=10&offset=1&${query}`, list.body);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    });
  });
}

let warehouseId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await tokenFor(ctx, 'Admin');
  const db = ctx.handle.db;
  const warehouse = await makeWarehouse(ctx);
  warehouseId = warehouse.id;
  const suppliersMade = [
    await makeSupplier(ctx, { name: 'Mango Supply' }),
    await makeSupplier(ctx, { name: 'apple supply' }),
    await makeSupplier(ctx, { name: 'Zest Supply' }),
  ];
  const agents = [
    await makeAgent(ctx, { name: 'Parcel Co' }),
    await makeAgent(ctx, { name: 'box runners' }),
    await makeAgent(ctx, { name: 'Yodel' }),
  ];
  const product = await makeProduct(ctx, suppliersMade[0].id);

  // Orders: cities shared by some (ties), statuses along the path, each with a bought line.
  const cities = ['Leeds', 'bath', 'Leeds', 'York', 'Leeds', 'bath'];
  const statuses = ['Shipped', 'Pending', 'Ready', 'Pending', 'Preparation', 'Ready'];
  for (const [i, city] of cities.entries()) {
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: `S-${100 + ((i * 7) % 6)}`,
        orderCreatedAt: new Date(Date.UTC(2026, 10, 20, 10, i)),
        source: 'import',
        status: statuses[i],
        assignedWarehouseId: warehouse.id,
        consolidated: true,
        shippingCity: city,
        problematic: i % 2 === 0,
      })
      .returning();
    await db.insert(orderLines).values({
      orderId: order.id,
      position: 1,
      lineKey: `${order.id}-1`,
      productId: product.id,
      supplierId: suppliersMade[0].id,
      sku: product.internalSku,
      name: 'Line',
      quantity: 1,
      fulfilment: 'buy',
    });
  }

  // Purchase orders: one to be sent per supplier; several sent, two of one supplier.
  for (const [i, s] of suppliersMade.entries()) {
    await db
      .insert(purchaseOrders)
      .values({ supplierId: s.id, scheduleTime: new Date(Date.UTC(2026, 11, 1 + ((i * 2) % 3))) });
    for (const day of [3, 9]) {
      const sentAt = new Date(Date.UTC(2026, 10, day + i));
      const [po] = await db
        .insert(purchaseOrders)
        .values({ supplierId: s.id, scheduleTime: sentAt, notificationStatus: 'sent', sentAt })
        .returning();
      const [assignment] = await db
        .insert(poAssignments)
        .values({ purchaseOrderId: po.id, sentTo: 'Warehouse', warehouseId: warehouse.id })
        .returning();
      await db.insert(poLines).values({ poAssignmentId: assignment.id, productId: product.id, quantity: 1 });
    }
  }

  // Pickup orders: to be sent per agent; sent ones, two per agent.
  for (const [i, a] of agents.entries()) {
    const place = { pickupFrom: 'Warehouse' as const, pickupWarehouseId: warehouse.id };
    await db.insert(pickupOrders).values({
      shippingAgentId: a.id,
      ...place,
      scheduleTime: new Date(Date.UTC(2026, 11, 1 + ((i * 2) % 3))),
    });
    for (const day of [4, 8]) {
      const sentAt = new Date(Date.UTC(2026, 10, day + i));
      await db.insert(pickupOrders).values({
        shippingAgentId: a.id,
        ...place,
        scheduleTime: sentAt,
        notificationStatus: 'sent',
        sentAt,
      });
    }
  }

  // Stock: the product in three warehouses, two with the same units.
  const more = [warehouse, await makeWarehouse(ctx), await makeWarehouse(ctx)];
  for (const [i, w] of more.entries())
    await db.insert(stock).values({ warehouseId: w.id, productId: product.id, totalUnits: [5, 2, 5][i] });
  const other = await makeProduct(ctx, suppliersMade[1].id);
  await db.insert(stock).values({ warehouseId: warehouse.id, productId: other.id, totalUnits: 9 });
  await makeProduct(ctx, suppliersMade[2].id);
});

sortsBy({
  name: 'Master Dashboard',
  path: '/get-shopify-orders',
  rows: 'doc',
  key: 'orders',
  column: 'shipping_address.city',
});
sortsBy({
  name: 'Master Dashboard by status',
  path: '/get-shopify-orders',
  rows: 'doc',
  key: 'orders',
  column: 'status',
});
sortsBy({
  name: 'Consolidate/Unconsolidate',
  path: '/get-consolidate-unconsolidate-orders',
  rows: 'orders',
  key: 'orders',
  column: 'order_number',
});
sortsBy({
  name: 'Warehouse Orders, all',
  path: '/get-all-warehouse-orders',
  rows: 'doc',
  key: 'warehouse-orders',
  column: 'shipping_address.city',
});
describe('Warehouse Orders of one warehouse', () => {
  // The body names the warehouse, known once the fixtures are made.
  const list: List = {
    name: 'POST /get-warehouse-orders',
    path: '/get-warehouse-orders',
    method: 'POST',
    rows: 'warehouseOrders',
    key: 'warehouse-orders',
    column: 'order_number',
  };
  beforeAll(() => {
    list.body = { warehouse_id: warehouseId };
  });
  sortsBy(list);
});
sortsBy({
  name: 'Purchase orders to be sent',
  path: '/get-supplier-orders-to-be-sent',
  rows: 'supplierOrders',
  key: 'purchase-orders',
  column: 'assigned_to.name',
});
sortsBy({
  name: 'Purchase orders sent',
  path: '/get-supplier-orders-sent',
  rows: 'supplierOrders',
  key: 'purchase-orders',
  column: 'assigned_to.name',
});
sortsBy({
  name: 'Pickup orders to be sent',
  path: '/get-pickup-orders-to-be-sent',
  rows: 'pickupOrders',
  key: 'pickup-orders',
  column: 'schedule_time',
});
sortsBy({
  name: 'Pickup orders sent',
  path: '/get-pickup-orders-sent',
  rows: 'pickupOrders',
  key: 'pickup-orders',
  column: 'assigned_to.name',
});
sortsBy({
  name: "The supplier's Purchase Orders",
  path: '/get-purchase-orders',
  rows: 'supplierOrders',
  key: 'supplier-orders',
  column: 'assigned_to.name',
});
sortsBy({
  name: 'Stock',
  path: '/get-stock',
  rows: 'doc',
  key: 'stock',
  column: 'product.total_units',
});
sortsBy({ name: 'Warehouses', path: '/get-warehouses', rows: 'doc', key: 'warehouses', column: 'name' });
sortsBy({ name: 'Suppliers', path: '/get-suppliers', rows: 'doc', key: 'suppliers', column: 'name' });
sortsBy({
  name: 'Shipping agents',
  path: '/get-shipping-agents',
  rows: 'shippingAgents',
  key: 'shipping-agents',
  column: 'name',
});
sortsBy({ name: 'Products', path: '/get-products', rows: 'doc', key: 'products', column: 'internal_sku' });
sortsBy({
  name: 'Needs attention',
  path: '/get-attention',
  rows: 'doc',
  key: 'attention',
  column: 'record_number',
});

describe('the OpenAPI document', () => {
  it("lists each list's sortable columns and the two orders", () => {
    const { paths } = ctx.app.swagger() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; schema?: { enum?: string[] } }[] }>
      >;
    };
    const paramOf = (path: string, method: string, name: string) =>
      paths[`/backend/api/admin${path}`][method].parameters?.find((p) => p.name === name)?.schema?.enum;
    expect(paramOf('/get-shopify-orders', 'get', 'sort')).toEqual([...ORDER_SORTS]);
    expect(paramOf('/get-shopify-orders', 'get', 'order')).toEqual(['asc', 'desc']);
    expect(paramOf('/get-warehouse-orders', 'post', 'sort')).toEqual([...WAREHOUSE_ORDER_SORTS]);
    expect(paramOf('/get-suppliers', 'get', 'sort')).toContain('name');
  });
});
