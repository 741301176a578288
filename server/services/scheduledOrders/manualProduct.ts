import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products, suppliers, warehouses } from '../../db/schema';
import { CHOOSE_ACTIVE_SUPPLIER, CHOOSE_ACTIVE_WAREHOUSE, isActive } from '../../../domain/activation';
import type { ManualCustomer } from '../../../domain/purchaseOrders';
import { invalidField } from '../../http/errors';
import { say } from '../../../domain/texts/answers';

/** 'Add Product' on a PO or PUO row: a supplier's product, units, and a warehouse or a typed-in customer. */
export type ManualProductInput = { supplierId: string; productId: string; quantity: number } & (
  { warehouseId: string } | { customer: ManualCustomer }
);

/**
 * What 'Add Product' on a purchase or pickup order may name: an activated supplier, one of its
 * products (not a pack), and an activated warehouse when it goes to one. A 400 names the field.
 */
export async function checkManualProduct(tx: Tx, input: ManualProductInput) {
  const [supplier] = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, input.supplierId), isNull(suppliers.deletedAt)));
  if (!isActive(supplier)) throw invalidField('supplierId', CHOOSE_ACTIVE_SUPPLIER);
  const [product] = await tx
    .select()
    .from(products)
    .where(and(eq(products.id, input.productId), isNull(products.deletedAt)));
  if (!product || product.isPack || product.supplierId !== supplier.id)
    throw invalidField('productId', say('chooseProductSupplier'));
  if ('warehouseId' in input) {
    const [warehouse] = await tx
      .select()
      .from(warehouses)
      .where(and(eq(warehouses.id, input.warehouseId), isNull(warehouses.deletedAt)));
    if (!isActive(warehouse)) throw invalidField('warehouseId', CHOOSE_ACTIVE_WAREHOUSE);
  }
  return { supplier, product };
}
