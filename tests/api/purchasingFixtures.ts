import { eq } from 'drizzle-orm';
import {
  orderLines,
  orders,
  products,
  shippingAgents,
  suppliers,
  users,
  warehouses,
} from '../../server/db/schema';
import type { TestContext } from './helpers';
import { PASSWORD, login } from './helpers';
import { hashPassword } from '../../server/services/passwords';

/** Records the purchasing tests start from, made directly in the database. */
let n = 0;

export async function makeSupplier(ctx: TestContext, over: Partial<typeof suppliers.$inferInsert> = {}) {
  const k = ++n;
  const [s] = await ctx.handle.db
    .insert(suppliers)
    .values({
      name: `Supplier P${k}`,
      contactPerson: 'Sam',
      contactEmail: `orders${k}@supplier.test`,
      contactPhone: '1',
      streetName: 'Main',
      streetNumber: '1',
      city: 'Leeds',
      country: 'GB',
      zipCode: 'LS1',
      notificationDays: 2,
      notificationTime: '09:30',
      emailSubject: `Order from the shop ${k}`,
      customeEmail: '<p>Hello supplier,</p><p>{{table}}</p><p>Kind regards</p>',
      ...over,
    })
    .returning();
  return s;
}

/** A Supplier account for that supplier, signed in. */
export async function supplierToken(ctx: TestContext, supplierId: string) {
  const email = `account${++n}@supplier.test`;
  await ctx.handle.db
    .insert(users)
    .values({ email, role: 'Supplier', supplierId, passwordHash: await hashPassword(PASSWORD) });
  return login(ctx, email);
}

/** A Warehouse account for that warehouse, signed in. */
export async function warehouseToken(ctx: TestContext, warehouseId: string) {
  const email = `account${++n}@warehouse.test`;
  await ctx.handle.db
    .insert(users)
    .values({ email, role: 'Warehouse', warehouseId, passwordHash: await hashPassword(PASSWORD) });
  return login(ctx, email);
}

export async function makeWarehouse(ctx: TestContext) {
  const k = ++n;
  const [w] = await ctx.handle.db
    .insert(warehouses)
    .values({
      name: `Hub ${k}`,
      contactPerson: 'Wes',
      email: `hub${k}@warehouse.test`,
      contactPhone: '1',
      streetName: 'Dock Road',
      streetNumber: '12',
      city: 'London',
      country: 'GB',
      zipCode: 'E1',
    })
    .returning();
  return w;
}

export async function makeProduct(ctx: TestContext, supplierId: string) {
  const k = ++n;
  const [p] = await ctx.handle.db
    .insert(products)
    .values({
      internalSku: `INT-${k}`,
      supplierSku: `SUP-${k}`,
      internalProductName: `Internal ${k}`,
      supplierProductName: `Supplier product ${k}`,
      supplierId,
      weight: 1,
      length: 0.1,
      width: 0.1,
      height: 0.1,
    })
    .returning();
  return p;
}

export async function makeAgent(ctx: TestContext, over: Partial<typeof shippingAgents.$inferInsert> = {}) {
  const k = ++n;
  const [a] = await ctx.handle.db
    .insert(shippingAgents)
    .values({
      name: `Agent ${k}`,
      contactPerson: 'Al',
      contactEmail: `agent${k}@agent.test`,
      contactPhone: '1',
      trackingUrl: 'https://track.test/',
      streetName: 'Road',
      streetNumber: '3',
      city: 'York',
      country: 'GB',
      ...over,
    })
    .returning();
  return a;
}

/**
 * A routed order, assigned to the warehouse, whose lines are to buy, with the consolidation
 * choice still open: the state in which the Admin decides.
 */
export async function makeRoutedOrder(
  ctx: TestContext,
  warehouseId: string,
  lines: { productId: string; supplierId: string; quantity: number }[],
) {
  const k = ++n;
  const [order] = await ctx.handle.db
    .insert(orders)
    .values({
      orderNumber: `#${5000 + k}`,
      orderCreatedAt: new Date('2026-11-20T10:00:00Z'),
      source: 'import',
      assignedWarehouseId: warehouseId,
      customerFirstName: 'Ada',
      customerLastName: 'Lovelace',
      customerEmail: 'ada@customer.test',
      shippingAddress1: '1 Analytical St',
      shippingCity: 'Manchester',
      shippingZip: 'M1',
      shippingCountry: 'GB',
      deadlineDate: '2026-11-27',
    })
    .returning();
  const made = await ctx.handle.db
    .insert(orderLines)
    .values(
      lines.map((l, i) => ({
        orderId: order.id,
        position: i + 1,
        lineKey: `${order.id}-${i}`,
        productId: l.productId,
        supplierId: l.supplierId,
        sku: `LINE-${i}`,
        name: `Line ${i}`,
        quantity: l.quantity,
        fulfilment: 'buy' as const,
      })),
    )
    .returning();
  return { order, lines: made };
}

export async function orderLinesOf(ctx: TestContext, orderId: string) {
  return ctx.handle.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
}

/** A recipient typed in for a product added by hand to a PUO (Add Product to a customer). */
export const GRACE = {
  firstName: 'Grace',
  lastName: 'Hopper',
  address1: '1 Navy Rd',
  city: 'Arlington',
  country: 'US',
  province: 'VA',
  zip: 22201,
};
