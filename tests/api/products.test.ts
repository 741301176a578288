import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, suppliers } from '../../server/db/schema';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import {
  addProduct,
  addSupplier,
  client,
  deleteSupplier,
  fieldsOf,
  productPayload,
  rowsIn,
  type Client,
} from './productFixtures';

let ctx: TestContext;
let api: Client;
let supplierId: string;
let otherSupplierId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx, await tokenFor(ctx, 'Admin'));
  supplierId = await addSupplier(ctx, 'Brightside Homeware');
  otherSupplierId = await addSupplier(ctx, 'Alpine Living');
});

const PRODUCT_KEYS = [
  '_id',
  'internal_sku',
  'supplier_sku',
  'internal_product_name',
  'supplier_product_name',
  'units',
  'units_include',
  'weight',
  'length',
  'width',
  'height',
  'max_length',
  'volume',
  'supplier',
  'isPack',
  'updatedAt',
].sort();

describe('POST /add-product', () => {
  it('adds a product and answers {msg, doc} with the documented keys, max_length and volume from the database', async () => {
    const res = await api.post(
      '/add-product',
      productPayload(supplierId, 'PLATE-1', { length: 0.3, width: 0.5, height: 0.2 }),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The documented {msg, doc}, and the message's catalogue key beside it (for its German).
    expect(Object.keys(body).sort()).toEqual(['doc', 'key', 'msg', 'values']);
    expect(body).toMatchObject({
      msg: 'Product added successfully',
      key: 'recordAdded',
      values: { record: 'Product' },
    });
    expect(Object.keys(body.doc).sort()).toEqual(PRODUCT_KEYS);
    expect(body.doc).toMatchObject({
      internal_sku: 'PLATE-1',
      supplier_sku: 'SUP-PLATE-1',
      units: 1,
      units_include: 2,
      weight: 1.5,
      max_length: 0.5,
      supplier: { _id: supplierId, name: 'Brightside Homeware' },
      isPack: false,
    });
    expect(body.doc.volume).toBeCloseTo(0.03, 10);
  });

  it('accepts zero and decimals, sent as numbers or text', async () => {
    const res = await api.post(
      '/add-product',
      productPayload(supplierId, 'ZERO-1', { units: 0, weight: '0.125', length: '1.75' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().doc).toMatchObject({ units: 0, weight: 0.125, length: 1.75, max_length: 1.75 });
  });

  const required = [
    'internal_sku',
    'supplier_sku',
    'internal_product_name',
    'supplier_product_name',
    'units',
    'units_include',
    'weight',
    'length',
    'width',
    'height',
    'supplierId',
  ];
  it.each(required)(
    'refuses a product without %s with a 400 naming it, and writes nothing',
    async (field) => {
      const before = await rowsIn(ctx, products);
      const payload: Record<string, unknown> = productPayload(supplierId);
      delete payload[field];
      const res = await api.post('/add-product', payload);
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual([field]);
      expect(res.json().msg).toBeTruthy();
      expect(await rowsIn(ctx, products)).toBe(before);
    },
  );

  it.each([
    ['units', -1],
    ['units_include', -0.5],
    ['weight', -2],
    ['length', 'long'],
    ['width', -0.1],
    ['height', ''],
    ['internal_sku', '   '],
    ['supplierId', 'not-an-id'],
  ])('refuses %s = %j with a 400 naming it, and writes nothing', async (field, value) => {
    const before = await rowsIn(ctx, products);
    const res = await api.post('/add-product', productPayload(supplierId, undefined, { [field]: value }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toContain(field);
    expect(await rowsIn(ctx, products)).toBe(before);
  });

  it('refuses a supplier that does not exist or was deleted, naming supplierId', async () => {
    const gone = await addSupplier(ctx, 'Gone Ltd');
    await deleteSupplier(ctx, gone);
    const before = await rowsIn(ctx, products);
    for (const id of [crypto.randomUUID(), gone]) {
      const res = await api.post('/add-product', productPayload(id));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['supplierId']);
    }
    expect(await rowsIn(ctx, products)).toBe(before);
  });

  it('refuses a deactivated supplier with a 400 naming supplierId, nothing written', async () => {
    const dormant = await addSupplier(ctx, 'Dormant Ltd');
    await ctx.handle.db.update(suppliers).set({ activated: false }).where(eq(suppliers.id, dormant));
    const before = await rowsIn(ctx, products);
    const res = await api.post('/add-product', productPayload(dormant));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['supplierId']);
    expect(res.json().msg).toMatch(/deactivated/);
    expect(await rowsIn(ctx, products)).toBe(before);
  });

  it('answers 409 naming the holder when the internal SKU is taken by a product or a pack', async () => {
    const taken = await addProduct(api, supplierId, 'TAKEN-1');
    const pack = await api.post('/add-pack', {
      internal_product_name: 'Taken bundle',
      internal_sku: 'TAKEN-PACK',
      selected_products: [taken._id],
    });
    expect(pack.statusCode).toBe(200);
    const before = await rowsIn(ctx, products);

    const byProduct = await api.post('/add-product', productPayload(otherSupplierId, 'TAKEN-1'));
    expect(byProduct.statusCode).toBe(409);
    expect(byProduct.json().msg).toBe(
      'The internal SKU "TAKEN-1" is already used by the product "Product TAKEN-1"',
    );
    expect(fieldsOf(byProduct.json())).toEqual(['internal_sku']);

    const byPack = await api.post('/add-product', productPayload(supplierId, 'TAKEN-PACK'));
    expect(byPack.statusCode).toBe(409);
    expect(byPack.json().msg).toMatch(/already used by the pack "Taken bundle"/);
    expect(await rowsIn(ctx, products)).toBe(before);
  });

  it('lets only one of two concurrent adds of the same SKU win, the other a 409 (never a 500)', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => api.post('/add-product', productPayload(supplierId, 'RACE-1'))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});

describe('GET /get-products, /get-product, /get-supplier-products', () => {
  let listSupplier: string;
  beforeAll(async () => {
    listSupplier = await addSupplier(ctx, 'List Supplier');
    for (const sku of ['LIST-A', 'LIST-B', 'LIST-C'])
      await addProduct(api, listSupplier, sku, { internal_product_name: `Listed ${sku}` });
  });

  it('answers {msg, doc, count}, searches SKUs and names, and pages with limit and offset (the page number)', async () => {
    const res = await api.get('/get-products', { search: 'listed', limit: '2', offset: '1' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['count', 'doc', 'msg']);
    expect(res.json().count).toBe(3);
    expect(res.json().doc.map((p: { internal_sku: string }) => p.internal_sku)).toEqual(['LIST-A', 'LIST-B']);
    const page2 = await api.get('/get-products', { search: 'LISTED', limit: '2', offset: '2' });
    expect(page2.json().doc.map((p: { internal_sku: string }) => p.internal_sku)).toEqual(['LIST-C']);
    const bySku = await api.get('/get-products', { search: 'sup-list-b' });
    expect(bySku.json().doc.map((p: { internal_sku: string }) => p.internal_sku)).toEqual(['LIST-B']);
  });

  it('lists packs with their products', async () => {
    const [a] = (await api.get('/get-products', { search: 'LIST-A' })).json().doc;
    await api.post('/add-pack', {
      internal_product_name: 'Listed pack',
      internal_sku: 'LIST-PACK',
      selected_products: [a._id],
    });
    const [pack] = (await api.get('/get-products', { search: 'list-pack' })).json().doc;
    expect(pack).toMatchObject({
      internal_sku: 'LIST-PACK',
      isPack: true,
      products: [{ _id: a._id, internal_sku: 'LIST-A' }],
    });
  });

  it('refuses a bad list query with a 400 naming the field', async () => {
    const res = await api.get('/get-products', { limit: '0' });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['limit']);
  });

  it('answers one product, and 404 for an unknown id', async () => {
    const [a] = (await api.get('/get-products', { search: 'LIST-A' })).json().doc;
    const res = await api.get('/get-product', { id: a._id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ msg: expect.any(String), doc: a });
    expect((await api.get('/get-product', { id: crypto.randomUUID() })).statusCode).toBe(404);
    expect((await api.get('/get-product', { id: 'nope' })).statusCode).toBe(400);
  });

  it("answers a supplier's live products, not packs, not other suppliers'", async () => {
    const res = await api.get('/get-supplier-products', { supplierId: listSupplier });
    expect(res.statusCode).toBe(200);
    expect(res.json().doc.map((p: { internal_sku: string }) => p.internal_sku)).toEqual([
      'LIST-A',
      'LIST-B',
      'LIST-C',
    ]);
    expect(res.json().doc.every((p: { supplier: { _id: string } }) => p.supplier._id === listSupplier)).toBe(
      true,
    );
    expect(fieldsOf((await api.get('/get-supplier-products', { supplierId: 'x' })).json())).toEqual([
      'supplierId',
    ]);
  });
});

describe('POST /edit-product', () => {
  it('changes the fields, recomputes max_length and volume, and may change the internal SKU', async () => {
    const p = await addProduct(api, supplierId, 'EDIT-1');
    const res = await api.post('/edit-product', {
      ...productPayload(supplierId, 'EDIT-1-NEW', { length: 2, width: 1, height: 0.5 }),
      _id: p._id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Product updated successfully');
    expect(res.json().doc).toMatchObject({
      _id: p._id,
      internal_sku: 'EDIT-1-NEW',
      max_length: 2,
      volume: 1,
    });
    expect((await api.get('/get-product', { id: p._id })).json().doc.internal_sku).toBe('EDIT-1-NEW');
  });

  it('keeps the supplier locked: another supplierId is a 400 naming supplierId, nothing changed', async () => {
    const p = await addProduct(api, supplierId, 'EDIT-2');
    const res = await api.post('/edit-product', {
      ...productPayload(otherSupplierId, 'EDIT-2', { weight: 9 }),
      _id: p._id,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['supplierId']);
    expect((await api.get('/get-product', { id: p._id })).json().doc).toEqual(p);
  });

  it('still edits a product whose supplier was deactivated since (the supplier is unchanged)', async () => {
    const later = await addSupplier(ctx, 'Later Dormant Ltd');
    const p = await addProduct(api, later, 'EDIT-DORMANT');
    await ctx.handle.db.update(suppliers).set({ activated: false }).where(eq(suppliers.id, later));
    const res = await api.post('/edit-product', {
      ...productPayload(later, 'EDIT-DORMANT', { weight: 7 }),
      _id: p._id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().doc.weight).toBe(7);
  });

  it('answers 409 when the new internal SKU is taken, nothing changed', async () => {
    await addProduct(api, supplierId, 'EDIT-3A');
    const p = await addProduct(api, supplierId, 'EDIT-3B');
    const res = await api.post('/edit-product', { ...productPayload(supplierId, 'EDIT-3A'), _id: p._id });
    expect(res.statusCode).toBe(409);
    expect((await api.get('/get-product', { id: p._id })).json().doc).toEqual(p);
  });

  it('validates like add, and answers 404 for an unknown id and 400 for a pack', async () => {
    const p = await addProduct(api, supplierId, 'EDIT-4');
    const bad = await api.post('/edit-product', {
      ...productPayload(supplierId, 'EDIT-4', { weight: -1 }),
      _id: p._id,
    });
    expect(fieldsOf(bad.json())).toEqual(['weight']);
    expect((await api.get('/get-product', { id: p._id })).json().doc).toEqual(p);
    expect(
      (await api.post('/edit-product', { ...productPayload(supplierId), _id: crypto.randomUUID() }))
        .statusCode,
    ).toBe(404);
    const pack = (
      await api.post('/add-pack', {
        internal_product_name: 'P',
        internal_sku: 'EDIT-4-PACK',
        selected_products: [p._id],
      })
    ).json().doc;
    const asProduct = await api.post('/edit-product', {
      ...productPayload(supplierId, 'EDIT-4-PACK'),
      _id: pack._id,
    });
    expect(asProduct.statusCode).toBe(400);
    expect(fieldsOf(asProduct.json())).toEqual(['_id']);
    expect(fieldsOf((await api.post('/edit-product', productPayload(supplierId))).json())).toEqual(['_id']);
  });
});

describe('POST /delete-product', () => {
  it('hides the product: 404 afterwards, out of the lists, and its SKU free again', async () => {
    const p = await addProduct(api, supplierId, 'DEL-1');
    const res = await api.post('/delete-product', { id: p._id });
    expect(res.statusCode).toBe(200);
    // The deletion is a save: its updatedAt is the deletion's.
    expect(res.json()).toEqual({
      msg: 'Product deleted successfully',
      key: 'recordDeleted',
      values: { record: 'Product' },
      doc: { ...p, updatedAt: expect.any(String) },
    });
    expect((await api.get('/get-product', { id: p._id })).statusCode).toBe(404);
    expect((await api.get('/get-products', { search: 'DEL-1' })).json().count).toBe(0);
    expect((await api.post('/delete-product', { id: p._id })).statusCode).toBe(404);
    expect((await api.post('/add-product', productPayload(supplierId, 'DEL-1'))).statusCode).toBe(200);
  });

  it('refuses, with a 409 naming the pack, to delete a product that is in a live pack', async () => {
    const p = await addProduct(api, supplierId, 'DEL-2');
    const pack = (
      await api.post('/add-pack', {
        internal_product_name: 'Delete bundle',
        internal_sku: 'DEL-PACK',
        selected_products: [p._id],
      })
    ).json().doc;
    const res = await api.post('/delete-product', { id: p._id });
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe(
      'This product is in the pack "Delete bundle" (DEL-PACK). Remove it from the pack first.',
    );
    expect((await api.get('/get-product', { id: p._id })).statusCode).toBe(200);
    expect((await api.post('/delete-product', { id: pack._id })).json().msg).toBe(
      'Pack deleted successfully',
    );
    expect((await api.post('/delete-product', { id: p._id })).statusCode).toBe(200);
  });

  it('names a bad id', async () => {
    expect(fieldsOf((await api.post('/delete-product', { id: 'x' })).json())).toEqual(['id']);
  });
});

describe('roles', () => {
  it('refuses Warehouse and Supplier users on every product call (403) and writes nothing', async () => {
    const p = await addProduct(api, supplierId, 'ROLE-1');
    const before = await rowsIn(ctx, products);
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const other = client(ctx, await tokenFor(ctx, role));
      const calls = [
        other.get('/get-products'),
        other.get('/get-product', { id: p._id }),
        other.get('/get-supplier-products', { supplierId }),
        other.post('/add-product', productPayload(supplierId)),
        other.post('/edit-product', { ...productPayload(supplierId, 'ROLE-1', { weight: 7 }), _id: p._id }),
        other.post('/delete-product', { id: p._id }),
      ];
      for (const res of await Promise.all(calls)) expect(res.statusCode, `${role} ${res.body}`).toBe(403);
    }
    expect(await rowsIn(ctx, products)).toBe(before);
    expect((await api.get('/get-product', { id: p._id })).json().doc).toEqual(p);
  });
});
