import { z } from 'zod';
import { id } from './fields';

/**
 * Products, packs, stock entries and movements as the server answers them (docs/api.md
 * "Product", "Stock entry", "Stock movement"). The server's response schemas and the
 * browser's record types both come from here.
 */

const measure = z.number().nullable();

export const productRecord = z.object({
  _id: z.string(),
  internal_sku: z.string(),
  supplier_sku: z.string().nullable(),
  internal_product_name: z.string(),
  supplier_product_name: z.string().nullable(),
  units: measure,
  units_include: measure,
  weight: measure,
  length: measure,
  width: measure,
  height: measure,
  /** The database's: the longest side, and length x width x height. */
  max_length: measure,
  volume: measure,
  supplier: z.object({ _id: z.string(), name: z.string() }).nullable(),
  isPack: z.literal(false),
  /** The last save, sent back by an edit (domain/staleEdit.ts). */
  updatedAt: z.string(),
});
export type ProductRecord = z.infer<typeof productRecord>;

/** A pack: its products in full, so a list row can count them. */
export const packRecord = z.object({
  _id: z.string(),
  internal_sku: z.string(),
  internal_product_name: z.string(),
  isPack: z.literal(true),
  products: z.array(productRecord),
  updatedAt: z.string(),
});
export type PackRecord = z.infer<typeof packRecord>;

export const productOrPackRecord = z.union([productRecord, packRecord]);
export type ProductOrPack = z.infer<typeof productOrPackRecord>;

/** One change of a stock total, with the order and the user that caused it. */
export const stockMovementRecord = z.object({
  _id: z.string(),
  Date: z.string(),
  unit: z.number(),
  isAdd: z.boolean(),
  reason: z.string().nullable(),
  /** `shop` only when several shops are configured (shopShown), else null. */
  order: z
    .object({ _id: z.string(), order_number: z.string(), shop: z.string().nullable().optional() })
    .nullable(),
  user: z.object({ _id: z.string(), email: z.string() }).nullable(),
});
export type StockMovementRecord = z.infer<typeof stockMovementRecord>;

export const stockEntryRecord = z.object({
  _id: z.string(),
  warehouse: z.object({ _id: z.string(), name: z.string() }),
  product: z.object({
    product_id: productRecord,
    total_units: z.number(),
    /** In the stock list only: the last movements, newest first. */
    history: z.array(stockMovementRecord).optional(),
  }),
});
export type StockEntryRecord = z.infer<typeof stockEntryRecord>;

/** Which stock entry a call is about: the two ids that name it in the API. */
export const stockKey = z.object({ warehouse_id: id('Warehouse'), product_id: id('Product') });
export type StockKey = z.infer<typeof stockKey>;

/** The body of POST /import-products: the file's rows, keyed by column header. */
export const productImportBody = z.object({ rows: z.array(z.record(z.string(), z.unknown())) });
export type ProductImportBody = z.infer<typeof productImportBody>;

/** One refused field of one row of an import (row 1 is the first data row). */
const importRowError = z.object({ row: z.number(), field: z.string(), message: z.string() });

/** What POST /import-products answers: the counts and every refused row. */
export const productImportReport = z.object({
  msg: z.string(),
  imported: z.number(),
  updated: z.number(),
  errors: z.array(importRowError),
});
export type ProductImportReport = z.infer<typeof productImportReport>;
