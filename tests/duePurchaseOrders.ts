import type { Database } from '../server/db/client';
import { poAssignments, poLines, products, purchaseOrders, suppliers, warehouses } from '../server/db/schema';
import { formatPoNumber } from '../domain/purchaseOrders';

let made = 0;

/**
 * `howMany` suppliers, each with a PO due at `scheduleTime` holding one manual warehouse line (one
 * warehouse for the lot): what the sending tests (exactly once, and the server killed while it
 * sends) start from. Names and PO numbers are new on each call.
 */
export async function purchaseOrdersDue(db: Database, howMany: number, scheduleTime: Date) {
  const batch = ++made;
  const [warehouse] = await db
    .insert(warehouses)
    .values({
      name: `Due hub ${batch}`,
      contactPerson: 'W',
      email: `hub${batch}@warehouse.test`,
      contactPhone: '1',
      streetName: 'Dock',
      streetNumber: '1',
      city: 'London',
      country: 'GB',
      zipCode: 'E1',
    })
    .returning();
  const supplierRows = await db
    .insert(suppliers)
    .values(
      Array.from({ length: howMany }, (_, i) => ({
        name: `Due supplier ${batch}-${i}`,
        contactPerson: 'S',
        contactEmail: `due${batch}-${i}@supplier.test`,
        contactPhone: '1',
        streetName: 'Main',
        streetNumber: '1',
        city: 'Leeds',
        country: 'GB',
        zipCode: 'LS1',
        emailSubject: 'Order',
        customeEmail: '<p>{{table}}</p>',
      })),
    )
    .returning();
  const productRows = await db
    .insert(products)
    .values(
      supplierRows.map((s, i) => ({
        internalSku: `DUE-${batch}-${i}`,
        supplierSku: `DUE-SUP-${batch}-${i}`,
        internalProductName: `Due ${i}`,
        supplierId: s.id,
      })),
    )
    .returning();
  const poRows = await db
    .insert(purchaseOrders)
    .values(
      supplierRows.map((s, i) => ({
        supplierId: s.id,
        poNumber: formatPoNumber(100_000 * batch + i + 1),
        scheduleTime,
      })),
    )
    .returning();
  const assignmentRows = await db
    .insert(poAssignments)
    .values(
      poRows.map((po) => ({
        purchaseOrderId: po.id,
        sentTo: 'Warehouse' as const,
        warehouseId: warehouse.id,
      })),
    )
    .returning();
  await db
    .insert(poLines)
    .values(
      assignmentRows.map((a, i) => ({ poAssignmentId: a.id, productId: productRows[i].id, quantity: 1 })),
    );
  return poRows;
}
