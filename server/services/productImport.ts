import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { products, suppliers } from '../db/schema';
import { mayChoose, SUPPLIER_DEACTIVATED } from '../../domain/activation';
import { missingProductColumns, productFromCsvRow, type ProductCsvRow } from '../../domain/productCsv';
import { skuKey } from '../../domain/sku';
import { routeOrdersWaitingFor } from './orders/waitingOrders';
import { measuresDiffer, routingInputsChanged } from './orders/routingInputs';
import { AppError, badRequest, invalidField } from '../http/errors';
import { say } from '../../domain/texts/answers';

/** Rows per call: a bigger file is sent in several calls (the body stays a few MB). */
export const MAX_IMPORT_ROWS = 10_000;
/** Rows per INSERT: 12 parameters a row stays far below PostgreSQL's 65,535. */
const CHUNK = 500;

export interface ImportError {
  /** 1-based data row of the file (the header row is not counted). */
  row: number;
  field: string;
  message: string;
}

export interface ImportReport {
  msg: string;
  imported: number;
  updated: number;
  errors: ImportError[];
}

type Existing = typeof products.$inferSelect;
type Planned = { row: number; product: ProductCsvRow; supplierId: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The stored fields a CSV row sets; an existing product whose fields all match is left alone. */
const csvFields = (p: ProductCsvRow) => ({
  internalSku: p.internal_sku,
  supplierSku: p.supplier_sku,
  internalProductName: p.internal_product_name,
  supplierProductName: p.supplier_product_name,
  units: p.units,
  unitsInclude: p.units_include,
  weight: p.weight,
  length: p.length,
  width: p.width,
  height: p.height,
});
const unchanged = (existing: Existing, p: ProductCsvRow) =>
  Object.entries(csvFields(p)).every(([key, value]) => existing[key as keyof Existing] === value);

/**
 * The product CSV import: rows keyed by header names, as papaparse reads a file with a header.
 * Every row is checked; the good ones are written in one transaction, keyed by internal SKU, so
 * importing the same file again changes nothing. The answer lists each bad row's fields.
 */
export class ProductImportService {
  constructor(private readonly db: Database) {}

  async import(rows: Record<string, unknown>[], userId: string | null = null): Promise<ImportReport> {
    if (rows.length > MAX_IMPORT_ROWS) {
      throw new AppError(413, say('tooManyImportRows', { max: MAX_IMPORT_ROWS, rows: rows.length }));
    }
    if (!rows.length) throw invalidField('rows', say('fileNoProductRows'));
    const missing = missingProductColumns(rows);
    if (missing.length) {
      throw badRequest(
        say(missing.length > 1 ? 'notProductFileColumns' : 'notProductFileColumn', {
          columns: missing.join(', '),
        }),
        missing.map((column) => ({ field: column, message: say('columnMissing', { column }).msg })),
      );
    }

    const errors: ImportError[] = [];
    const valid: { row: number; product: ProductCsvRow }[] = [];
    const firstRowOfSku = new Map<string, number>();
    rows.forEach((raw, index) => {
      const row = index + 1;
      const result = productFromCsvRow(raw);
      if (!result.ok) return errors.push(...result.errors.map((e) => ({ row, ...e })));
      const earlier = firstRowOfSku.get(skuKey(result.product.internal_sku));
      if (earlier)
        return errors.push({
          row,
          field: 'internal_sku',
          message: `The internal SKU "${result.product.internal_sku}" is already on row ${earlier}`,
        });
      firstRowOfSku.set(skuKey(result.product.internal_sku), row);
      valid.push({ row, product: result.product });
    });

    const { imported, updated, unchangedCount } = await this.db.transaction((tx) =>
      this.write(tx, valid, errors, userId),
    );
    errors.sort((a, b) => a.row - b.row);
    const badRows = new Set(errors.map((e) => e.row)).size;
    const parts = [`Imported ${plural(imported, 'product')}`, `updated ${updated}`];
    if (unchangedCount) parts.push(`${unchangedCount} unchanged`);
    parts.push(`${plural(badRows, 'row')} with errors`);
    return { msg: parts.join(', '), imported, updated, errors };
  }

  private async write(
    tx: Tx,
    valid: { row: number; product: ProductCsvRow }[],
    errors: ImportError[],
    userId: string | null,
  ) {
    const supplierIds = await suppliersByName(
      tx,
      valid.map((v) => v.product.supplier),
    );
    const existing = await liveBySku(
      tx,
      valid.map((v) => v.product.internal_sku),
    );

    const toInsert: Planned[] = [];
    const toUpdate: Planned[] = [];
    let unchangedCount = 0;
    for (const { row, product: read } of valid) {
      const supplier = supplierIds.get(read.supplier.toLowerCase());
      const supplierId = supplier?.id;
      const current = existing.get(skuKey(read.internal_sku));
      // A row names an existing product whatever the case of its SKU; the product keeps its own.
      const product = current ? { ...read, internal_sku: current.internalSku } : read;
      if (!supplierId)
        errors.push({ row, field: 'supplier', message: `No supplier is named "${product.supplier}"` });
      else if (!mayChoose(supplier, current?.supplierId === supplierId))
        errors.push({ row, field: 'supplier', message: SUPPLIER_DEACTIVATED });
      else if (current?.isPack)
        errors.push({
          row,
          field: 'internal_sku',
          message: `The internal SKU "${product.internal_sku}" is used by a pack`,
        });
      else if (current && current.supplierId !== supplierId) {
        errors.push({
          row,
          field: 'supplier',
          message: 'The supplier of an existing product cannot be changed',
        });
      } else if (!current) toInsert.push({ row, product, supplierId });
      else if (unchanged(current, product)) unchangedCount++;
      else toUpdate.push({ row, product, supplierId });
    }

    const written = new Set<string>();
    const planned = [...toInsert, ...toUpdate];
    for (let i = 0; i < planned.length; i += CHUNK) {
      for (const sku of await upsert(tx, planned.slice(i, i + CHUNK), userId)) written.add(skuKey(sku));
    }
    // A row the upsert skipped lost its SKU to a pack or product made while this import ran.
    for (const { row, product } of planned) {
      if (written.has(skuKey(product.internal_sku))) continue;
      errors.push({
        row,
        field: 'internal_sku',
        message: `The internal SKU "${product.internal_sku}" was just taken by another pack or product`,
      });
    }
    // Waiting orders of a product whose measures changed weigh and measure otherwise now.
    await routingInputsChanged(tx, {
      productIds: toUpdate
        .map((p) => ({ before: existing.get(skuKey(p.product.internal_sku))!, after: p.product }))
        .filter(
          ({ before, after }) => written.has(skuKey(after.internal_sku)) && measuresDiffer(before, after),
        )
        .map(({ before }) => before.id),
    });
    // Orders that waited for a new SKU are routed in this transaction, as on Add Product.
    await routeOrdersWaitingFor(
      tx,
      toInsert.map((p) => p.product.internal_sku).filter((sku) => written.has(skuKey(sku))),
      userId,
    );
    const done = (list: Planned[]) => list.filter((p) => written.has(skuKey(p.product.internal_sku))).length;
    return { imported: done(toInsert), updated: done(toUpdate), unchangedCount };
  }
}

/** Live suppliers by lower-cased name: the file names suppliers, matched regardless of case. */
async function suppliersByName(
  tx: Tx,
  names: string[],
): Promise<Map<string, { id: string; activated: boolean }>> {
  const wanted = [...new Set(names.map((n) => n.toLowerCase()))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select({ id: suppliers.id, name: suppliers.name, activated: suppliers.activated })
    .from(suppliers)
    .where(and(inArray(sql`lower(${suppliers.name})`, wanted), isNull(suppliers.deletedAt)));
  return new Map(rows.map((s) => [s.name.toLowerCase(), s]));
}

/** Live products and packs holding the file's SKUs (by skuKey), locked until the import commits. */
async function liveBySku(tx: Tx, skus: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  const keys = [...new Set(skus.map(skuKey))];
  for (let i = 0; i < keys.length; i += CHUNK * 4) {
    const rows = await tx
      .select()
      .from(products)
      .where(and(inArray(products.internalSkuKey, keys.slice(i, i + CHUNK * 4)), isNull(products.deletedAt)))
      .for('update');
    for (const row of rows) found.set(skuKey(row.internalSku), row);
  }
  return found;
}

/**
 * Inserts new SKUs and updates existing products in one statement. The unique index on live
 * SKUs decides; an existing pack, or a product of another supplier, is never overwritten.
 */
async function upsert(tx: Tx, planned: Planned[], userId: string | null): Promise<string[]> {
  if (!planned.length) return [];
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const rows = await tx
    .insert(products)
    .values(
      planned.map(({ product, supplierId }) => ({ ...csvFields(product), supplierId, updatedBy: userId })),
    )
    .onConflictDoUpdate({
      target: products.internalSkuKey,
      targetWhere: sql`deleted_at is null`,
      set: {
        supplierSku: excluded('supplier_sku'),
        internalProductName: excluded('internal_product_name'),
        supplierProductName: excluded('supplier_product_name'),
        units: excluded('units'),
        unitsInclude: excluded('units_include'),
        weight: excluded('weight'),
        length: excluded('length'),
        width: excluded('width'),
        height: excluded('height'),
        // An open edit of the product is refused from now on, naming who imported (domain/staleEdit.ts).
        updatedAt: sql`greatest(now(), ${products.updatedAt} + interval '1 millisecond')`,
        updatedBy: excluded('updated_by'),
      },
      setWhere: sql`${products.isPack} = false and ${products.supplierId} = excluded.supplier_id`,
    })
    .returning({ sku: products.internalSku });
  return rows.map((r) => r.sku);
}
