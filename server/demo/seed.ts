import { count } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import {
  packItems,
  products,
  settings,
  shippingAgents,
  stock,
  stockMovements,
  suppliers,
  users,
  warehouses,
} from '../db/schema';
import { hashPassword } from '../services/passwords';
import { seedDemoOrders } from './orders';
import { seedDemoPurchasing } from './purchasing';
import { seedDemoParcelsAndReturns } from './parcelsReturns';
import { seedDemoPickupOrders } from './pickupOrders';
import { seedDemoWarehouseOrders } from './warehouseOrders';
import { demoAgents, demoPacks, demoProducts, demoStock, demoSuppliers, demoWarehouses } from './data';
import { DEMO_ADMIN_EMAIL } from './demoUsers';

export const DEMO_PASSWORD = 'demo-pass-2026';
export const DEMO_ACCOUNTS = [
  { role: 'Admin', email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD },
  { role: 'Warehouse', email: demoWarehouses[0].email, password: DEMO_PASSWORD },
  { role: 'Supplier', email: demoSuppliers[0].contactEmail, password: DEMO_PASSWORD },
] as const;

/**
 * Fills an EMPTY database with the same realistic demo data every time. A database that
 * already has warehouses or users is left alone, so restarts never duplicate anything.
 */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [{ n: warehouseCount }] = await db.select({ n: count() }).from(warehouses);
  const [{ n: userCount }] = await db.select({ n: count() }).from(users);
  if (warehouseCount > 0 || userCount > 1) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values({ id: 1, sendFromEmail: 'orders@demo.test', deadlineDays: 7 })
      .onConflictDoNothing();
    const ws = await tx.insert(warehouses).values(demoWarehouses).returning();
    const ss = await tx.insert(suppliers).values(demoSuppliers).returning();
    await tx.insert(shippingAgents).values(demoAgents);
    const supplierBySku = (prefix: string) => ss[demoSuppliers.findIndex((s) => s.skuPrefix === prefix)].id;
    const ps = await tx
      .insert(products)
      .values(demoProducts.map(({ supplier, ...p }) => ({ ...p, supplierId: supplierBySku(supplier) })))
      .returning();
    const bySku = new Map(ps.map((p) => [p.internalSku, p.id]));
    await seedPacks(tx, bySku);
    for (const entry of demoStock) {
      const [row] = await tx
        .insert(stock)
        .values({
          warehouseId: ws[entry.warehouse].id,
          productId: bySku.get(entry.sku)!,
          totalUnits: entry.units,
        })
        .returning();
      await tx
        .insert(stockMovements)
        .values({ stockId: row.id, delta: entry.units, action: 'Add', reason: 'Demo data: opening stock' });
    }
    await tx.insert(users).values([
      { email: DEMO_ACCOUNTS[0].email, role: 'Admin', passwordHash },
      { email: DEMO_ACCOUNTS[1].email, role: 'Warehouse', warehouseId: ws[0].id, passwordHash },
      { email: DEMO_ACCOUNTS[2].email, role: 'Supplier', supplierId: ss[0].id, passwordHash },
      // The other warehouses and suppliers get their accounts too, waiting for an invitation.
      ...ws.slice(1).map((w) => ({ email: w.email, role: 'Warehouse' as const, warehouseId: w.id })),
      ...ss.slice(1).map((s) => ({ email: s.contactEmail, role: 'Supplier' as const, supplierId: s.id })),
    ]);
  });
  await seedDemoOrders(db);
  await seedDemoPurchasing(db);
  // Warehouse Orders first: it needs five stock-only orders of the demo warehouse; the pickup
  // demo then makes Ready what is left.
  await seedDemoWarehouseOrders(db);
  await seedDemoPickupOrders(db);
  await seedDemoParcelsAndReturns(db);
  return true;
}

async function seedPacks(tx: Tx, bySku: Map<string, string>) {
  for (const pack of demoPacks) {
    const [row] = await tx
      .insert(products)
      .values({ internalSku: pack.internalSku, internalProductName: pack.internalProductName, isPack: true })
      .returning();
    await tx
      .insert(packItems)
      .values(pack.items.map((sku) => ({ packId: row.id, productId: bySku.get(sku)! })));
  }
}
