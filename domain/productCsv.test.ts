import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';
import {
  csvColumnName,
  missingProductColumns,
  PRODUCT_CSV_COLUMNS,
  productCsvColumns,
  productFromCsvRow,
  type ProductForCsv,
} from './productCsv';

const plate: ProductForCsv = {
  internal_sku: 'DS-BH-001',
  supplier_sku: 'BH1001',
  internal_product_name: 'Stoneware Dinner Plate',
  supplier_product_name: 'Plate stoneware 27cm, "sand"',
  supplier: { name: 'Brightside Homeware' },
  units: 1,
  units_include: 6,
  weight: 0.7,
  length: 0.3,
  width: 0.3,
  height: 0.04,
};
const row = {
  internal_sku: 'DS-BH-001',
  supplier_sku: 'BH1001',
  internal_product_name: 'Stoneware Dinner Plate',
  supplier_product_name: 'Plate',
  supplier: 'Brightside Homeware',
  units: '1',
  units_include: '6',
  weight: '0.7',
  length: '0.3',
  width: '0.3',
  height: '0.04',
};
const parseCsv = (csv: string) =>
  Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
const fieldsOf = (result: ReturnType<typeof productFromCsvRow>) =>
  result.ok ? [] : result.errors.map((e) => e.field);

describe('the product CSV columns', () => {
  it('are the export header, in order', () => {
    expect(toCsv(productCsvColumns, []).trim()).toBe(PRODUCT_CSV_COLUMNS.join(','));
  });

  it('read screen labels, spaces, case and a byte-order mark as the same column', () => {
    expect(csvColumnName('\uFEFFInternal SKU')).toBe('internal_sku');
    expect(csvColumnName(' Units Per Box ')).toBe('units_include');
    expect(csvColumnName('Supplier Name')).toBe('supplier');
  });

  it('name the columns a file lacks', () => {
    expect(missingProductColumns([row])).toEqual([]);
    const { weight: _w, supplier: _s, ...rest } = row;
    expect(missingProductColumns([rest])).toEqual(['supplier', 'weight']);
  });
});

describe('productFromCsvRow', () => {
  it('turns a row into the Add Product fields with the supplier by name', () => {
    const result = productFromCsvRow(row);
    expect(result).toEqual({
      ok: true,
      product: {
        ...row,
        supplier_product_name: 'Plate',
        units: 1,
        units_include: 6,
        weight: 0.7,
        length: 0.3,
        width: 0.3,
        height: 0.04,
      },
    });
  });

  it('accepts numbers already parsed (papaparse dynamicTyping) and trims text', () => {
    const result = productFromCsvRow({ ...row, weight: 2, internal_sku: '  X-1 ' });
    expect(result.ok && result.product.weight).toBe(2);
    expect(result.ok && result.product.internal_sku).toBe('X-1');
  });

  it('names every missing field of an empty row', () => {
    expect(fieldsOf(productFromCsvRow({}))).toEqual([...PRODUCT_CSV_COLUMNS]);
  });

  it('names a negative measure, a text where a number belongs, and a blank supplier', () => {
    const result = productFromCsvRow({ ...row, weight: '-1', height: 'tall', supplier: ' ' });
    expect(fieldsOf(result)).toEqual(['supplier', 'weight', 'height']);
    expect(!result.ok && result.errors.find((e) => e.field === 'height')?.message).toMatch(
      /must be a number/,
    );
  });

  it('ignores columns it does not know', () => {
    expect(productFromCsvRow({ ...row, max_length: '9', notes: 'x' }).ok).toBe(true);
  });
});

describe('export then import', () => {
  it('gives back the same products, even with commas, quotes and formula-like text', () => {
    const risky: ProductForCsv = {
      ...plate,
      internal_sku: '=CMD|calc',
      supplier_sku: '+44',
      internal_product_name: '@home, "best"',
    };
    const products = [plate, risky];
    const rows = parseCsv(toCsv(productCsvColumns, products));
    const back = rows.map((r) => productFromCsvRow(r));
    expect(back).toEqual(
      products.map((p) => ({
        ok: true,
        product: {
          internal_sku: p.internal_sku,
          supplier_sku: p.supplier_sku,
          internal_product_name: p.internal_product_name,
          supplier_product_name: p.supplier_product_name,
          supplier: p.supplier?.name,
          units: p.units,
          units_include: p.units_include,
          weight: p.weight,
          length: p.length,
          width: p.width,
          height: p.height,
        },
      })),
    );
  });

  it('keeps the formula-like cells neutralised inside the file', () => {
    const csv = toCsv(productCsvColumns, [{ ...plate, internal_sku: '=1+1' }]);
    expect(parseCsv(csv)[0].internal_sku).toBe("'=1+1");
  });
});
