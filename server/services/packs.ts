import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { packItems, products } from '../db/schema';
import type { PackBody } from '../../domain/schemas/masterData';
import { invalidField } from '../http/errors';
import { claimingSku, lockLive, productOrPackById, type PackRecord } from './products';

/**
 * Packs: a named bundle of products, stored in the products table (is_pack) so one index keeps
 * internal SKUs unique across products and packs. Deleting a pack is /delete-product.
 */
export class PacksService {
  constructor(private readonly db: Database) {}

  add(body: PackBody) {
    return claimingSku(this.db, body.internal_sku, () =>
      this.db.transaction(async (tx) => {
        const items = await packableProducts(tx, body.selected_products);
        const [pack] = await tx
          .insert(products)
          .values({
            internalSku: body.internal_sku,
            internalProductName: body.internal_product_name,
            isPack: true,
          })
          .returning({ id: products.id });
        await tx.insert(packItems).values(items.map((productId) => ({ packId: pack.id, productId })));
        return productOrPackById(tx, pack.id) as Promise<PackRecord>;
      }),
    );
  }

  /** A new name and product list; the internal SKU is locked (spec 001 section 5). */
  update(id: string, body: PackBody) {
    return this.db.transaction(async (tx) => {
      const current = await lockLive(tx, id);
      if (!current.isPack)
        throw invalidField('_id', 'This is a product, not a pack: change it on the Edit Product screen');
      if (current.internalSku !== body.internal_sku)
        throw invalidField('internal_sku', 'The internal SKU of a pack cannot be changed');
      const items = await packableProducts(tx, body.selected_products);
      await tx
        .update(products)
        .set({ internalProductName: body.internal_product_name, updatedAt: new Date() })
        .where(eq(products.id, id));
      await tx.delete(packItems).where(eq(packItems.packId, id));
      await tx.insert(packItems).values(items.map((productId) => ({ packId: id, productId })));
      return productOrPackById(tx, id) as Promise<PackRecord>;
    });
  }
}

/**
 * The chosen products, once each, when every one is a live product (not a pack: packs do
 * not nest). The share lock keeps them from being deleted while the pack is written.
 */
async function packableProducts(tx: Tx, selected: string[]): Promise<string[]> {
  const ids = [...new Set(selected)];
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isPack, false), isNull(products.deletedAt)))
    .for('share');
  const ok = new Set(found.map((p) => p.id));
  const bad = ids.filter((id) => !ok.has(id));
  if (bad.length) {
    throw invalidField(
      'selected_products',
      `These products cannot be in a pack (not found, deleted, or packs themselves): ${bad.join(', ')}`,
    );
  }
  return ids;
}
