import { beforeAll, describe, expect, it } from 'vitest';
import { packItems, products } from '../../server/db/schema';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import {
  addProduct,
  addSupplier,
  client,
  fieldsOf,
  productPayload,
  rowsIn,
  type Client,
} from './productFixtures';

let ctx: TestContext;
let api: Client;
let supplierId: string;
let duvet: { _id: string };
let pillow: { _id: string };
let throwBlanket: { _id: string };
beforeAll(async () => {
  ctx = await createTestApp();
  api = client(ctx, await tokenFor(ctx, 'Admin'));
  supplierId = await addSupplier(ctx, 'Northwind Textiles');
  duvet = await addProduct(api, supplierId, 'NT-DUVET');
  pillow = await addProduct(api, supplierId, 'NT-PILLOW');
  throwBlanket = await addProduct(api, supplierId, 'NT-THROW');
});

const counts = async () => [await rowsIn(ctx, products), await rowsIn(ctx, packItems)];
const skusOf = (pack: { products: { internal_sku: string }[] }) => pack.products.map((p) => p.internal_sku);

describe('POST /add-pack', () => {
  it('adds a pack and answers {msg, doc} with the documented Pack keys and its products in full', async () => {
    const res = await api.post('/add-pack', {
      internal_product_name: 'Bedroom Bundle',
      internal_sku: 'PACK-BED',
      selected_products: [pillow._id, duvet._id],
    });
    expect(res.statusCode).toBe(200);
    const { msg, doc } = res.json();
    expect(msg).toBe('Pack added successfully');
    expect(Object.keys(doc).sort()).toEqual([
      '_id',
      'internal_product_name',
      'internal_sku',
      'isPack',
      'products',
      'updatedAt',
    ]);
    expect(doc).toMatchObject({
      internal_sku: 'PACK-BED',
      internal_product_name: 'Bedroom Bundle',
      isPack: true,
    });
    expect(skusOf(doc)).toEqual(['NT-DUVET', 'NT-PILLOW']);
    expect(doc.products[0]).toEqual((await api.get('/get-product', { id: duvet._id })).json().doc);
    expect((await api.get('/get-product', { id: doc._id })).json().doc).toEqual(doc);
  });

  it('counts a product chosen twice once', async () => {
    const res = await api.post('/add-pack', {
      internal_product_name: 'Twice',
      internal_sku: 'PACK-TWICE',
      selected_products: [duvet._id, duvet._id],
    });
    expect(res.statusCode).toBe(200);
    expect(skusOf(res.json().doc)).toEqual(['NT-DUVET']);
  });

  it.each([
    ['internal_product_name', { internal_product_name: '' }],
    ['internal_sku', { internal_sku: undefined }],
    ['selected_products', { selected_products: [] }],
    ['selected_products', { selected_products: undefined }],
    ['selected_products.0', { selected_products: ['not-an-id'] }],
  ])('refuses a pack with a bad %s (400 naming it) and writes nothing', async (field, change) => {
    const before = await counts();
    const res = await api.post('/add-pack', {
      internal_product_name: 'Bad',
      internal_sku: 'PACK-BAD',
      selected_products: [duvet._id],
      ...change,
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual([field]);
    expect(await counts()).toEqual(before);
  });

  it('refuses unknown, deleted or pack products in selected_products (400 naming it) and writes nothing', async () => {
    const gone = await addProduct(api, supplierId, 'NT-GONE');
    await api.post('/delete-product', { id: gone._id });
    const pack = (
      await api.post('/add-pack', {
        internal_product_name: 'Inner',
        internal_sku: 'PACK-INNER',
        selected_products: [throwBlanket._id],
      })
    ).json().doc;
    for (const bad of [crypto.randomUUID(), gone._id, pack._id]) {
      const before = await counts();
      const res = await api.post('/add-pack', {
        internal_product_name: 'Bad',
        internal_sku: 'PACK-BAD',
        selected_products: [duvet._id, bad],
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['selected_products']);
      expect(res.json().msg).toContain(bad);
      expect(await counts()).toEqual(before);
    }
  });

  it('answers 409 when the internal SKU is taken by a product or another pack', async () => {
    const before = await counts();
    for (const sku of ['NT-DUVET', 'PACK-BED']) {
      const res = await api.post('/add-pack', {
        internal_product_name: 'Dup',
        internal_sku: sku,
        selected_products: [duvet._id],
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toMatch(new RegExp(`"${sku}" is already used by the (product|pack)`));
    }
    expect(await counts()).toEqual(before);
  });
});

describe('POST /update-pack', () => {
  it('renames the pack and replaces its products', async () => {
    const pack = (
      await api.post('/add-pack', {
        internal_product_name: 'Old name',
        internal_sku: 'PACK-UPD',
        selected_products: [duvet._id],
      })
    ).json().doc;
    const res = await api.post('/update-pack', {
      _id: pack._id,
      internal_product_name: 'New name',
      internal_sku: 'PACK-UPD',
      selected_products: [pillow._id, throwBlanket._id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().msg).toBe('Pack updated successfully');
    expect(res.json().doc).toMatchObject({
      _id: pack._id,
      internal_product_name: 'New name',
      internal_sku: 'PACK-UPD',
      isPack: true,
    });
    expect(skusOf(res.json().doc)).toEqual(['NT-PILLOW', 'NT-THROW']);
  });

  it('keeps the internal SKU locked: another one is a 400 naming internal_sku, nothing changed', async () => {
    const pack = (
      await api.post('/add-pack', {
        internal_product_name: 'Locked',
        internal_sku: 'PACK-LOCK',
        selected_products: [duvet._id],
      })
    ).json().doc;
    const res = await api.post('/update-pack', {
      _id: pack._id,
      internal_product_name: 'Renamed',
      internal_sku: 'PACK-LOCK-2',
      selected_products: [pillow._id],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['internal_sku']);
    expect((await api.get('/get-product', { id: pack._id })).json().doc).toEqual(pack);
  });

  it('validates the products like add, nothing changed', async () => {
    const pack = (
      await api.post('/add-pack', {
        internal_product_name: 'Valid',
        internal_sku: 'PACK-VAL',
        selected_products: [duvet._id],
      })
    ).json().doc;
    for (const selected_products of [[], [crypto.randomUUID()]]) {
      const res = await api.post('/update-pack', {
        _id: pack._id,
        internal_product_name: 'Changed',
        internal_sku: 'PACK-VAL',
        selected_products,
      });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res.json())).toEqual(['selected_products']);
    }
    expect((await api.get('/get-product', { id: pack._id })).json().doc).toEqual(pack);
  });

  it('answers 404 for an unknown or deleted pack, 400 naming _id for a product', async () => {
    const body = { internal_product_name: 'X', internal_sku: 'NT-DUVET', selected_products: [pillow._id] };
    expect((await api.post('/update-pack', { ...body, _id: crypto.randomUUID() })).statusCode).toBe(404);
    const res = await api.post('/update-pack', { ...body, _id: duvet._id });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(['_id']);
    const pack = (
      await api.post('/add-pack', {
        internal_product_name: 'Gone',
        internal_sku: 'PACK-GONE',
        selected_products: [duvet._id],
      })
    ).json().doc;
    await api.post('/delete-product', { id: pack._id });
    expect(
      (await api.post('/update-pack', { ...body, internal_sku: 'PACK-GONE', _id: pack._id })).statusCode,
    ).toBe(404);
  });
});

describe('deleting a pack', () => {
  it('goes through /delete-product, hides the pack and frees its SKU', async () => {
    const pack = (
      await api.post('/add-pack', {
        internal_product_name: 'Short-lived',
        internal_sku: 'PACK-DEL',
        selected_products: [duvet._id],
      })
    ).json().doc;
    const res = await api.post('/delete-product', { id: pack._id });
    expect(res.statusCode).toBe(200);
    // The deletion is a save: its updatedAt is the deletion's.
    expect(res.json()).toEqual({
      msg: 'Pack deleted successfully',
      key: 'recordDeleted',
      values: { record: 'Pack' },
      doc: { ...pack, updatedAt: expect.any(String) },
    });
    expect((await api.get('/get-products', { search: 'PACK-DEL' })).json().count).toBe(0);
    expect((await api.post('/add-product', productPayload(supplierId, 'PACK-DEL'))).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('refuses Warehouse and Supplier users (403) and writes nothing', async () => {
    const pack = (
      await api.post('/add-pack', {
        internal_product_name: 'Roles',
        internal_sku: 'PACK-ROLE',
        selected_products: [duvet._id],
      })
    ).json().doc;
    const before = await counts();
    for (const role of ['Warehouse', 'Supplier'] as const) {
      const other = client(ctx, await tokenFor(ctx, role));
      const body = { internal_product_name: 'R', internal_sku: 'PACK-ROLE', selected_products: [pillow._id] };
      expect((await other.post('/add-pack', { ...body, internal_sku: 'PACK-ROLE-2' })).statusCode).toBe(403);
      expect((await other.post('/update-pack', { ...body, _id: pack._id })).statusCode).toBe(403);
      expect((await other.post('/delete-product', { id: pack._id })).statusCode).toBe(403);
    }
    expect(await counts()).toEqual(before);
  });
});
