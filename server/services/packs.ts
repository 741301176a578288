import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { packItems, products } from '../db/schema';
import { invalidField } from '../http/errors';
import type { EntityHooks, HookContext } from '../entities/entityService';
import { productTableHooks } from './products';
import { say } from '../../domain/texts/answers';

/**
 * What packs add to their generated service (domain/entities/packs.ts): a named bundle of
 * products, stored in the products table (is_pack) so one index keeps internal SKUs unique
 * across products and packs; its products are rows of pack_items, written with it. Packs are
 * listed, read and deleted by the product calls.
 */
export const packHooks = ({ db }: HookContext): EntityHooks => ({
  ...productTableHooks(db),
  columnsOf: () => ({ isPack: true }),
  check: async (tx, write) => {
    if (write.action === 'add') await assertPackable(tx, write.body);
    else if (write.action === 'edit' && !write.current.isPack)
      throw invalidField('_id', say('productNotPackChangeEdit'));
  },
  onAdd: (tx, row, { body }) => writeItems(tx, String(row.id), body),
  // After the locked SKU is checked; a refusal here undoes the edit.
  onEdit: async (tx, _before, after, { body }) => {
    await assertPackable(tx, body);
    await tx.delete(packItems).where(eq(packItems.packId, String(after.id)));
    await writeItems(tx, String(after.id), body);
  },
});

const chosen = (body: Record<string, unknown>) => [...new Set(body.selected_products as string[])];

async function writeItems(tx: Tx, packId: string, body: Record<string, unknown>) {
  await tx.insert(packItems).values(chosen(body).map((productId) => ({ packId, productId })));
}

/**
 * Each chosen product is a live product (not a pack: packs do not nest). The share lock
 * keeps them from being deleted while the pack is written.
 */
async function assertPackable(tx: Tx, body: Record<string, unknown>) {
  const ids = chosen(body);
  const found = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.isPack, false), isNull(products.deletedAt)))
    .for('share');
  const ok = new Set(found.map((p) => p.id));
  const bad = ids.filter((id) => !ok.has(id));
  if (bad.length) {
    throw invalidField('selected_products', say('notPackable', { products: bad.join(', ') }));
  }
}
