import Papa from 'papaparse';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, suppliers } from '../../server/db/schema';
import { PRODUCT_CSV_COLUMNS } from '../../domain/productCsv';
import { readLeftOut } from '../../domain/leftOut';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { addProduct, addSupplier, client, fieldsOf, rowsIn, type Client } from './productFixtures';

let ctx: TestContext;
let api: Client;
let brightside: string;
beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx, await tokenFor(ctx, 'Admin'));
  brightside = await addSupplier(ctx, 'Brightside Homeware');
  await addSupplier(ctx, 'Alpine Living');
});

type Row = Record<string, string>;
const row = (sku: string, extra: Row = {}): Row => ({
  internal_sku: sku,
  supplier_sku: `S-${sku}`,
  internal_product_name: `Name ${sku}`,
  supplier_product_name: `Supplier name ${sku}`,
  supplier: 'Brightside Homeware',
  units: '1',
  units_include: '4',
  weight: '0.7',
  length: '0.3',
  width: '0.3',
  height: '0.04',
  ...extra,
});
const importRows = (rows: object[], as = api) => as.post('/import-products', { rows });
const parseCsv = (csv: string) => Papa.parse<Row>(csv, { header: true, skipEmptyLines: true }).data;
/** The products table as it stands, every column, in SKU order. */
const snapshot = () =>
  ctx.handle.db.select().from(products).orderBy(asc(products.internalSku), asc(products.createdAt));

describe('POST /import-products', () => {
  it('imports good rows, finds the supplier by name whatever the case, and answers {msg, imported, updated, errors}', async () => {
    const res = await importRows([
      row('IMP-1'),
      row('IMP-2', { supplier: 'alpine LIVING' }),
      row('IMP-3', { units_include: '12', weight: '8.5' }),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      msg: 'Imported 3 products, updated 0, 0 rows with errors',
      imported: 3,
      updated: 0,
      errors: [],
    });
    const [two] = (await api.get('/get-products', { search: 'IMP-2' })).json().doc;
    expect(two).toMatchObject({
      internal_sku: 'IMP-2',
      supplier_sku: 'S-IMP-2',
      supplier: { name: 'Alpine Living' },
      weight: 0.7,
      max_length: 0.3,
    });
  });

  it('imports the good rows and reports each bad one by row number (header excluded) and field', async () => {
    const before = await rowsIn(ctx, products);
    const res = await importRows([
      row('MIX-1'),
      row('MIX-2', { weight: '-1', height: 'tall' }),
      row('MIX-3', { supplier: 'Nobody Ltd' }),
      row('', { supplier_product_name: '' }),
      row('MIX-1', { internal_product_name: 'again' }),
      row('MIX-6'),
    ]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.imported).toBe(2);
    expect(body.updated).toBe(0);
    expect(body.msg).toBe('Imported 2 products, updated 0, 4 rows with errors');
    expect(body.errors.map((e: { row: number; field: string }) => [e.row, e.field])).toEqual([
      [2, 'weight'],
      [2, 'height'],
      [3, 'supplier'],
      [4, 'internal_sku'],
      [4, 'supplier_product_name'],
      [5, 'internal_sku'],
    ]);
    expect(body.errors[2].message).toBe('No supplier is named "Nobody Ltd"');
    expect(body.errors[5].message).toBe('The internal SKU "MIX-1" is already on row 1');
    expect(await rowsIn(ctx, products)).toBe(before + 2);
  });

  it('updates a product when its SKU is imported again, and never duplicates it', async () => {
    await importRows([row('UPD-1'), row('UPD-2')]);
    const before = await rowsIn(ctx, products);
    const res = await importRows([
      row('UPD-1', { internal_product_name: 'Renamed', weight: '2' }),
      row('UPD-2'),
    ]);
    expect(res.json()).toEqual({
      msg: 'Imported 0 products, updated 1, 1 unchanged, 0 rows with errors',
      imported: 0,
      updated: 1,
      errors: [],
    });
    expect(await rowsIn(ctx, products)).toBe(before);
    const [one] = (await api.get('/get-products', { search: 'UPD-1' })).json().doc;
    expect(one).toMatchObject({ internal_product_name: 'Renamed', weight: 2 });
  });

  it('leaves the database exactly as it was when the same file is imported twice', async () => {
    const file = [
      row('TWICE-1'),
      row('TWICE-2', { supplier: 'Alpine Living' }),
      row('TWICE-3', { weight: 'x' }),
    ];
    const first = await importRows(file);
    expect(first.json()).toMatchObject({ imported: 2, updated: 0 });
    const after1 = await snapshot();
    const second = await importRows(file);
    expect(second.json()).toEqual({
      msg: 'Imported 0 products, updated 0, 2 unchanged, 1 row with errors',
      imported: 0,
      updated: 0,
      errors: [{ row: 3, field: 'weight', message: expect.stringMatching(/weight must be a number/) }],
    });
    expect(await snapshot()).toEqual(after1);
  });

  it("refuses a row whose SKU is a pack's, or that changes an existing product's supplier", async () => {
    const item = await addProduct(api, brightside, 'GUARD-ITEM');
    await api.post('/add-pack', {
      internal_product_name: 'Guard pack',
      internal_sku: 'GUARD-PACK',
      selected_products: [item._id],
    });
    const before = await snapshot();
    const res = await importRows([row('GUARD-PACK'), { ...row('GUARD-ITEM'), supplier: 'Alpine Living' }]);
    expect(res.json().errors).toEqual([
      { row: 1, field: 'internal_sku', message: 'The internal SKU "GUARD-PACK" is used by a pack' },
      { row: 2, field: 'supplier', message: 'The supplier of an existing product cannot be changed' },
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a new product of a deactivated supplier, but updates an existing one of it', async () => {
    const dormant = await addSupplier(ctx, 'Sleepy Supplies');
    await addProduct(api, dormant, 'SLEEPY-OLD');
    await ctx.handle.db.update(suppliers).set({ activated: false }).where(eq(suppliers.id, dormant));
    const res = await importRows([
      row('SLEEPY-NEW', { supplier: 'Sleepy Supplies' }),
      row('SLEEPY-OLD', { supplier: 'Sleepy Supplies', weight: '4' }),
    ]);
    expect(res.json()).toMatchObject({
      imported: 0,
      updated: 1,
      errors: [{ row: 1, field: 'supplier', message: expect.stringMatching(/deactivated/) }],
    });
  });

  it('reads the header spellings of a spreadsheet (labels, case, BOM) as the columns', async () => {
    const { internal_sku, units_include, supplier, ...rest } = row('LABEL-1');
    const res = await importRows([
      {
        '\uFEFFInternal SKU': internal_sku,
        'Units Per Box': units_include,
        'Supplier Name': supplier,
        ...rest,
      },
    ]);
    expect(res.json()).toMatchObject({ imported: 1, errors: [] });
  });

  it('refuses a file without the product columns (400 naming them) and writes nothing', async () => {
    const before = await rowsIn(ctx, products);
    const { weight: _weight, supplier: _supplier, ...rest } = row('COLS-1');
    const res = await importRows([rest]);
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['supplier', 'weight']);
    expect(await rowsIn(ctx, products)).toBe(before);
  });

  it('refuses no rows, or rows that are not objects, with a 400 naming rows', async () => {
    expect(fieldsOf((await importRows([])).json())).toEqual(['rows']);
    expect(fieldsOf((await api.post('/import-products', {})).json())).toEqual(['rows']);
    expect((await importRows(['text' as unknown as object])).statusCode).toBe(400);
  });

  it('answers 413 above 10,000 rows and writes nothing', async () => {
    const before = await rowsIn(ctx, products);
    const rows = Array.from({ length: 10_001 }, (_, i) => row(`BIG-${i}`));
    const res = await importRows(rows);
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toMatch(/At most 10000 rows/);
    expect(await rowsIn(ctx, products)).toBe(before);
  });
});

describe('GET /export-products', () => {
  it('answers a CSV attachment of the live products (not packs, not deleted) in the documented columns', async () => {
    const plate = await addProduct(api, brightside, 'EXP-PLATE', {
      supplier_product_name: 'Plate, 27cm "sand"',
    });
    const gone = await addProduct(api, brightside, 'EXP-GONE');
    await api.post('/delete-product', { id: gone._id });
    await api.post('/add-pack', {
      internal_product_name: 'Export pack',
      internal_sku: 'EXP-PACK',
      selected_products: [plate._id],
    });

    const res = await api.get('/export-products');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    expect(res.body.slice(1).split('\r\n')[0]).toBe(PRODUCT_CSV_COLUMNS.join(','));
    const rows = parseCsv(res.body);
    const skus = rows.map((r) => r.internal_sku);
    expect(skus).toContain('EXP-PLATE');
    expect(skus).not.toContain('EXP-GONE');
    expect(skus).not.toContain('EXP-PACK');
    expect(rows.find((r) => r.internal_sku === 'EXP-PLATE')).toEqual({
      internal_sku: 'EXP-PLATE',
      supplier_sku: 'SUP-EXP-PLATE',
      internal_product_name: 'Product EXP-PLATE',
      supplier_product_name: 'Plate, 27cm "sand"',
      supplier: 'Brightside Homeware',
      units: '1',
      units_include: '2',
      weight: '1.5',
      length: '0.4',
      width: '0.3',
      height: '0.2',
    });
    const liveProducts = await ctx.handle.db
      .select()
      .from(products)
      .where(and(eq(products.isPack, false), isNull(products.deletedAt)));
    expect(rows.length).toBe(liveProducts.length);
  });

  it('neutralises cells that a spreadsheet would run as a formula', async () => {
    await addProduct(api, brightside, '=HYPERLINK("http://evil.test")', {
      internal_product_name: '@SUM(A1)',
      supplier_sku: '+1-1',
    });
    const res = await api.get('/export-products');
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    const exported = parseCsv(res.body).find((r) => r.internal_sku.includes('HYPERLINK'))!;
    expect(exported.internal_sku).toBe(`'=HYPERLINK("http://evil.test")`);
    expect(exported.internal_product_name).toBe(`'@SUM(A1)`);
    expect(exported.supplier_sku).toBe(`'+1-1`);
  });

  it('imports back what it exports: same products after deleting them all and importing the file', async () => {
    const exported = (await api.get('/export-products')).body;
    const before = (await api.get('/get-products', { limit: '500', search: 'EXP-' })).json().doc;
    const rows = parseCsv(exported);

    expect((await importRows(rows)).json()).toMatchObject({ imported: 0, updated: 0, errors: [] });

    // Deleting frees the SKUs; the import then makes them anew from the file alone.
    const pack = (await api.get('/get-products', { search: 'EXP-PACK' })).json().doc[0];
    await api.post('/delete-product', { id: pack._id });
    const live = rows.filter((r) => r.internal_sku.startsWith('EXP-'));
    for (const p of before.filter((p: { isPack: boolean }) => !p.isPack))
      await api.post('/delete-product', { id: p._id });
    const res = await importRows(live);
    expect(res.json()).toMatchObject({ imported: live.length, updated: 0, errors: [] });
    const after = (await api.get('/get-products', { limit: '500', search: 'EXP-' })).json().doc;
    // New records: new ids, and saved now.
    const withoutIds = (list: { _id: string; isPack: boolean; updatedAt: string }[]) =>
      list.filter((p) => !p.isPack).map(({ _id: _ignored, updatedAt: _saved, ...rest }) => rest);
    expect(withoutIds(after)).toEqual(withoutIds(before));
    expect((await api.get('/export-products')).body).toBe(exported);
  });
});

describe('POST /export-products-selection', () => {
  const select = (ids: string[], as = api) => as.post('/export-products-selection', { ids });

  it('answers exactly the selected products as the whole export writes them; packs named apart', async () => {
    const mug = await addProduct(api, brightside, 'SEL-MUG', { internal_product_name: 'Becher, groß' });
    const bowl = await addProduct(api, brightside, 'SEL-BOWL');
    const unselected = await addProduct(api, brightside, 'SEL-UNSELECTED');
    const gone = await addProduct(api, brightside, 'SEL-GONE');
    await api.post('/delete-product', { id: gone._id });
    const pack = await api.post('/add-pack', {
      internal_product_name: 'Frühstücks-Set, 2 Teile',
      internal_sku: 'SEL-PACK, Frühstück',
      selected_products: [mug._id, bowl._id],
    });
    expect(pack.statusCode).toBe(200);

    const res = await select([mug._id, pack.json().doc._id, gone._id, bowl._id]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    expect(readLeftOut(res.headers['x-left-out'] as string)).toEqual(['SEL-PACK, Frühstück']);
    const lines = res.body.split('\r\n');
    const whole = (await api.get('/export-products')).body.split('\r\n');
    expect(lines[0]).toBe(whole[0]);
    // In SKU order, each line as the whole export writes it; nothing else.
    const lineOf = (sku: string) => whole.find((line) => line.startsWith(`${sku},`));
    expect(lines.slice(1).filter(Boolean)).toEqual([lineOf('SEL-BOWL'), lineOf('SEL-MUG')]);
    expect(res.body).not.toContain(unselected.internal_sku);

    const onlyPack = await select([pack.json().doc._id]);
    expect(parseCsv(onlyPack.body)).toEqual([]);
    expect(readLeftOut(onlyPack.headers['x-left-out'] as string)).toEqual(['SEL-PACK, Frühstück']);
    expect((await select([mug._id])).headers['x-left-out']).toBe('');
  });

  it('refuses other roles (403) and a malformed selection (400 naming the field)', async () => {
    const mug = (await api.get('/get-products', { search: 'SEL-MUG' })).json().doc[0];
    for (const role of ['Warehouse', 'Supplier'] as const)
      expect((await select([mug._id], client(ctx, await tokenFor(ctx, role)))).statusCode).toBe(403);
    const bad = await select([mug._id, 'x']);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.json())).toEqual(['ids.1']);
    const none = await select([]);
    expect(none.statusCode).toBe(400);
    expect(fieldsOf(none.json())).toEqual(['ids']);
  });
});

describe('roles', () => {
  it('refuses Warehouse and Supplier users (403) and writes nothing', async () => {
    const before = await rowsIn(ctx, products);
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const other = client(ctx, await tokenFor(ctx, role));
      expect((await importRows([row('ROLE-1')], other)).statusCode).toBe(403);
      expect((await other.get('/export-products')).statusCode).toBe(403);
    }
    expect(await rowsIn(ctx, products)).toBe(before);
  });
});

describe('a large file', () => {
  it('imports 10,000 rows in one call', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => row(`BULK-${String(i).padStart(5, '0')}`));
    const res = await importRows(rows);
    expect(res.json()).toMatchObject({ imported: 10_000, updated: 0, errors: [] });
    expect((await api.get('/get-products', { search: 'bulk-' })).json().count).toBe(10_000);
  }, 120_000);
});
