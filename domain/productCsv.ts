import { z } from 'zod';
import { fromCsvCell, type CsvColumn } from './csv';
import { entity as product } from './entities/products';
import { requiredText } from './schemas/fields';

/**
 * The product CSV: the columns the export writes and the import reads, by header name.
 * Products only: a pack is a list of other products and has no supplier, so it does not fit
 * one row of this file; packs are made on the Add Pack screen.
 */
export const PRODUCT_CSV_COLUMNS = [
  'internal_sku',
  'supplier_sku',
  'internal_product_name',
  'supplier_product_name',
  'supplier',
  'units',
  'units_include',
  'weight',
  'length',
  'width',
  'height',
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

const NUMBER_COLUMNS = ['units', 'units_include', 'weight', 'length', 'width', 'height'] as const;

/** What the export needs of a product: the Product record as the API answers it fits. */
export interface ProductForCsv {
  internal_sku: string;
  supplier_sku: string | null;
  internal_product_name: string;
  supplier_product_name: string | null;
  supplier: { name: string } | null;
  units: number | null;
  units_include: number | null;
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}

export const productCsvColumns: CsvColumn<ProductForCsv>[] = PRODUCT_CSV_COLUMNS.map((header) => ({
  header,
  value: (product: ProductForCsv) => (header === 'supplier' ? product.supplier?.name : product[header]),
}));

/** A product read from a CSV row: the Add Product fields, with the supplier by NAME. */
const productCsvRow = product.body
  .omit({ supplierId: true })
  .extend({ supplier: requiredText('Supplier', 200) });
export type ProductCsvRow = z.infer<typeof productCsvRow>;

export interface CsvFieldError {
  field: ProductCsvColumn | string;
  message: string;
}

export type ProductRowResult = { ok: true; product: ProductCsvRow } | { ok: false; errors: CsvFieldError[] };

/** Other spellings a spreadsheet may carry, e.g. the labels of the product screens. */
const ALIASES: Record<string, ProductCsvColumn> = {
  units_per_box: 'units_include',
  supplier_name: 'supplier',
};

/** "Internal SKU", " internal_sku" and a BOM-prefixed first header all mean internal_sku. */
export function csvColumnName(header: string): string {
  const name = header
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return ALIASES[name] ?? name;
}

/** The columns of our file that none of the rows carries: the file is not a product CSV. */
export function missingProductColumns(rows: readonly Record<string, unknown>[]): ProductCsvColumn[] {
  const present = new Set(rows.flatMap((row) => Object.keys(row).map(csvColumnName)));
  return PRODUCT_CSV_COLUMNS.filter((column) => !present.has(column));
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return fromCsvCell(String(value).trim());
}

/**
 * One row keyed by header names (as papaparse gives it with header: true) to the product's
 * fields, or the errors of that row, each naming its column.
 */
export function productFromCsvRow(row: Record<string, unknown>): ProductRowResult {
  const values: Record<string, string> = {};
  for (const [header, value] of Object.entries(row)) {
    const name = csvColumnName(header);
    if ((PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) values[name] = cell(value);
  }
  const errors: CsvFieldError[] = [];
  // The shared number rule reads "abc" as missing; a file deserves to hear it is not a number.
  for (const column of NUMBER_COLUMNS) {
    const text = values[column];
    if (text && !Number.isFinite(Number(text))) {
      errors.push({ field: column, message: `${column} must be a number, got "${text}"` });
    }
  }
  const parsed = productCsvRow.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'row');
      if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
    }
  }
  if (parsed.success && !errors.length) return { ok: true, product: parsed.data };
  const order = (field: string) => (PRODUCT_CSV_COLUMNS as readonly string[]).indexOf(field);
  return { ok: false, errors: errors.sort((a, b) => order(a.field) - order(b.field)) };
}
