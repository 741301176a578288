import { createTestApp, createUser, login, tokenFor, type TestContext } from './helpers';
import { makeProduct, makeSupplier, makeWarehouse } from './purchasingFixtures';
import { orderLines, orders } from '../../server/db/schema';

/**
 * What the printing tests print from: an Admin, a Warehouse account and its warehouse (`own`),
 * another warehouse, and a supplier's product the orders' lines hold.
 */
export interface PrintingWorld {
  ctx: TestContext;
  admin: string;
  /** The Warehouse account of `own`. */
  staff: string;
  own: string;
  other: string;
  product: { id: string };
  supplier: { id: string };
}

export async function printingWorld(): Promise<PrintingWorld> {
  const ctx = await createTestApp();
  const admin = await tokenFor(ctx, 'Admin');
  const account = await createUser(ctx, 'Warehouse');
  const staff = await login(ctx, account.email);
  const other = (await makeWarehouse(ctx)).id;
  const supplier = await makeSupplier(ctx);
  const product = await makeProduct(ctx, supplier.id);
  return { ctx, admin, staff, own: account.warehouseId!, other, product, supplier };
}

/**
 * A maker of orders from a warehouse's stock (two lines each), or with no warehouse yet
 * (problematic), `count` at a time in two inserts; `prefix` starts their numbers ('#P10001').
 */
export function stockOrders(world: () => PrintingWorld, prefix: string) {
  let k = 0;
  return async (
    count: number,
    warehouseId: string | null,
    over: Partial<typeof orders.$inferInsert> = {},
  ) => {
    const { ctx, product, supplier } = world();
    const made = await ctx.handle.db
      .insert(orders)
      .values(
        Array.from({ length: count }, () => {
          k++;
          return {
            orderNumber: `#${prefix}${10000 + k}`,
            orderCreatedAt: new Date(Date.UTC(2026, 10, 1, 10, k)),
            source: 'import' as const,
            assignedWarehouseId: warehouseId,
            problematic: warehouseId === null,
            customerFirstName: 'Ada',
            customerLastName: `Lovelace${k}`,
            shippingAddress1: '1 Analytical Row',
            shippingCity: 'London',
            shippingZip: 'N1',
            shippingCountry: 'GB',
            searchText: `#${prefix.toLowerCase()}${10000 + k}`,
            ...over,
          };
        }),
      )
      .returning();
    await ctx.handle.db.insert(orderLines).values(
      made.flatMap((order) =>
        [0, 1].map((i) => ({
          orderId: order.id,
          position: i + 1,
          lineKey: `${order.id}-${i}`,
          productId: product.id,
          supplierId: supplier.id,
          sku: `SKU-${i}`,
          name: `Line ${i}`,
          quantity: 2,
          fulfilment: 'stock' as const,
        })),
      ),
    );
    return made;
  };
}

/** The pages of a PDF: its page objects (pdfkit writes their dictionaries uncompressed). */
export const pagesOf = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
