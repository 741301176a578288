import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './index';
import type { HttpClient } from './httpClient';
import type { ResourceMappings } from './resources';
import { MAX_PRINTED } from '../domain/printing/limits';

// In the manner of ra-data-simple-rest's index.spec.ts: a mocked HTTP client, exact URLs.
const mappings: ResourceMappings = {
  warehouses: {
    listPath: '/get-warehouses',
    listKey: 'doc',
    onePath: (id) => `/get-warehouse/${String(id)}`,
    createPath: '/add-warehouse',
    updatePath: '/edit-warehouse',
    updateKey: 'docs',
    deletePath: '/delete_warehouse',
    statusPath: '/status_warehouse',
  },
  'shipping-agents': { listPath: '/get-shipping-agents', listKey: 'shippingAgents' },
};

function setup(json: unknown = {}) {
  const http = vi.fn(async () => ({ status: 200, json })) as unknown as HttpClient & ReturnType<typeof vi.fn>;
  return { http, provider: createDataProvider(http, mappings) };
}

const page = (page: number, perPage: number) => ({ page, perPage });
const anySort = { field: 'id', order: 'ASC' as const };

describe('getList', () => {
  it('sends the shared list query: limit, offset (the page number), search, tagText, isTag', async () => {
    const { http, provider } = setup({ doc: [], count: 0 });
    await provider.getList('warehouses', {
      pagination: page(2, 20),
      sort: anySort,
      filter: { q: ' north ', tag: 'activated' },
    });
    expect(http).toHaveBeenCalledWith(
      '/backend/api/admin/get-warehouses?limit=20&offset=2&search=north&tagText=activated&isTag=true',
      expect.objectContaining({}),
    );
  });

  it('leaves out search and tag when none is set', async () => {
    const { http, provider } = setup({ doc: [], count: 0 });
    await provider.getList('warehouses', { pagination: page(1, 10), sort: anySort, filter: {} });
    expect(http).toHaveBeenCalledWith(
      '/backend/api/admin/get-warehouses?limit=10&offset=1&isTag=false',
      expect.anything(),
    );
  });

  it("puts react-admin's sort on the wire as sort and order, lower case", async () => {
    const { http, provider } = setup({ doc: [], count: 0 });
    await provider.getList('warehouses', {
      pagination: page(1, 20),
      sort: { field: 'address.country', order: 'DESC' },
      filter: { tag: 'activated' },
    });
    expect(http).toHaveBeenCalledWith(
      '/backend/api/admin/get-warehouses?limit=20&offset=1&tagText=activated&isTag=true&sort=address.country&order=desc',
      expect.anything(),
    );
  });

  it("sends no sort for react-admin's default (by id): the list's own order", async () => {
    const { http, provider } = setup({ doc: [], count: 0 });
    await provider.getList('warehouses', { pagination: page(1, 10), sort: anySort, filter: {} });
    await provider.getList('warehouses', {
      pagination: page(1, 10),
      sort: { field: '', order: 'ASC' },
      filter: {},
    });
    for (const call of http.mock.calls) expect(call[0]).not.toMatch(/sort=|order=/);
  });

  it('reads rows under the mapped key, gives each an id from _id, and takes count as total', async () => {
    const { provider } = setup({ shippingAgents: [{ _id: 'a1', name: 'DHL' }], count: 31 });
    const result = await provider.getList('shipping-agents', {
      pagination: page(1, 10),
      sort: anySort,
      filter: {},
    });
    expect(result).toEqual({ data: [{ _id: 'a1', id: 'a1', name: 'DHL' }], total: 31 });
  });

  it('passes on that the count is an estimate (x-count-estimated) as meta, for "about N"', async () => {
    const http = vi.fn(async () => ({
      status: 200,
      json: { doc: [], count: 1_000_000 },
      countEstimated: true,
    })) as unknown as HttpClient;
    const result = await createDataProvider(http, mappings).getList('warehouses', {
      pagination: page(1, 10),
      sort: anySort,
      filter: {},
    });
    expect(result).toEqual({ data: [], total: 1_000_000, meta: { countEstimated: true } });
  });
});

describe('writes and single records', () => {
  it('getOne GETs the mapped path', async () => {
    const { http, provider } = setup({ doc: { _id: 'w1', name: 'North' } });
    const { data } = await provider.getOne('warehouses', { id: 'w1' });
    expect(http).toHaveBeenCalledWith('/backend/api/admin/get-warehouse/w1', expect.anything());
    expect(data).toEqual({ _id: 'w1', id: 'w1', name: 'North' });
  });

  it('create POSTs the fields', async () => {
    const { http, provider } = setup({ msg: 'ok', _id: 'ignored' });
    await provider.create('warehouses', { data: { name: 'North' } });
    expect(http).toHaveBeenCalledWith('/backend/api/admin/add-warehouse', {
      method: 'POST',
      body: { name: 'North' },
    });
  });

  it('update POSTs id plus the fields and reads the record under the mapped key', async () => {
    const { http, provider } = setup({ docs: { _id: 'w1', name: 'South' } });
    const { data } = await provider.update('warehouses', {
      id: 'w1',
      data: { name: 'South' },
      previousData: { id: 'w1', name: 'North' },
    });
    expect(http).toHaveBeenCalledWith('/backend/api/admin/edit-warehouse', {
      method: 'POST',
      body: { name: 'South', id: 'w1' },
    });
    expect(data).toEqual({ _id: 'w1', id: 'w1', name: 'South' });
  });

  it('the status toggle POSTs the id and the current status, and the record comes back flipped', async () => {
    const { http, provider } = setup({ msg: 'Warehouse deactivated' });
    const { data } = await provider.update('warehouses', {
      id: 'w1',
      data: { status: true },
      previousData: { id: 'w1', name: 'North', activated: true },
      meta: { action: 'status' },
    });
    expect(http).toHaveBeenCalledWith('/backend/api/admin/status_warehouse', {
      method: 'POST',
      body: { id: 'w1', status: true },
    });
    expect(data).toMatchObject({ id: 'w1', activated: false });
  });

  it('delete POSTs the id', async () => {
    const { http, provider } = setup({ msg: 'deleted' });
    await provider.delete('warehouses', { id: 'w1', previousData: { id: 'w1' } });
    expect(http).toHaveBeenCalledWith('/backend/api/admin/delete_warehouse', {
      method: 'POST',
      body: { id: 'w1' },
    });
  });
});

describe('refusals', () => {
  it('rejects a resource that has no mapping yet, naming it', async () => {
    const { http, provider } = setup();
    await expect(
      provider.getList('pickup-orders', { pagination: page(1, 10), sort: anySort, filter: {} }),
    ).rejects.toThrow('"pickup-orders"');
    expect(http).not.toHaveBeenCalled();
  });

  it('rejects an operation the resource does not map', async () => {
    const { provider } = setup();
    await expect(provider.create('shipping-agents', { data: {} })).rejects.toThrow('createPath');
  });
});

describe('changePassword', () => {
  it('POSTs the e-mail and current password to /admin/change-password and returns the msg', async () => {
    const { http, provider } = setup({ msg: 'Password reset email sent' });
    const answer = await provider.changePassword({ email: 'a@example.com', password: 'current-pw' });
    expect(http).toHaveBeenCalledWith('/backend/api/admin/change-password', {
      method: 'POST',
      body: { email: 'a@example.com', password: 'current-pw' },
    });
    expect(answer).toEqual({ msg: 'Password reset email sent' });
  });
});

describe('preferences', () => {
  it('reads and sets the signed-in user’s own language and theme', async () => {
    const { http, provider } = setup({ msg: 'Preferences', preferences: { language: 'de', theme: null } });
    expect(await provider.getPreferences()).toEqual({ language: 'de', theme: null });
    expect(http).toHaveBeenCalledWith('/backend/api/admin/get-preferences');
    await provider.setPreferences({ theme: 'dark' });
    expect(http).toHaveBeenLastCalledWith('/backend/api/admin/set-preferences', {
      method: 'POST',
      body: { theme: 'dark' },
    });
  });
});

describe('create and update hand back the server msg', () => {
  it('puts the msg of the answer in meta', async () => {
    const { provider } = setup({ msg: 'Warehouse added', doc: { _id: 'w1' } });
    const created = await provider.create('warehouses', { data: { name: 'North' } });
    expect(created.meta).toEqual({ msg: 'Warehouse added' });
    const updated = await provider.update('warehouses', { id: 'w1', data: {}, previousData: { id: 'w1' } });
    expect(updated.meta).toEqual({ msg: 'Warehouse added' });
  });
});

/** A provider whose HTTP client and file transport are mocks, with the real resource mappings. */
function setupCustom(json: unknown = { msg: 'ok' }) {
  const http = vi.fn(async () => ({ status: 200, json })) as unknown as HttpClient & ReturnType<typeof vi.fn>;
  const files = { download: vi.fn(async () => {}), upload: vi.fn(async () => json) };
  return { http, files, provider: createDataProvider(http, undefined, files as never) };
}

const ADMIN = '/backend/api/admin';

/** A custom write: its name, the call, the documented path and the body it must POST. */
type PostCase = [
  string,
  (p: ReturnType<typeof setupCustom>['provider']) => Promise<unknown>,
  string,
  unknown,
];

/** Each write POSTs its body to its documented path and answers the server's msg. */
function itPostsEach(posts: PostCase[]) {
  it.each(posts)('%s POSTs its body to the documented path', async (_name, call, path, body) => {
    const { http, provider } = setupCustom();
    await expect(call(provider)).resolves.toEqual({ msg: 'ok' });
    expect(http).toHaveBeenCalledWith(`${ADMIN}${path}`, { method: 'POST', body });
  });
}

describe('order methods', () => {
  const posts: PostCase[] = [
    [
      'assignWarehouse',
      (p) => p.assignWarehouse({ orderId: 'o1', warehouseId: 'w1' }),
      '/assign-warehouse',
      { orderId: 'o1', warehouseId: 'w1' },
    ],
    [
      'assignWarehouseBatch',
      (p) => p.assignWarehouseBatch({ ids: ['o1'], warehouseId: 'w1' }),
      '/assign-warehouse-batch',
      { ids: ['o1'], warehouseId: 'w1' },
    ],
    [
      'consolidateOrder',
      (p) => p.consolidateOrder({ orderId: 'o1', consolidated: false }),
      '/consolidate-order',
      { orderId: 'o1', consolidated: false },
    ],
    [
      'consolidateOrderBatch',
      (p) => p.consolidateOrderBatch({ ids: ['o1', 'o2'], consolidated: true }),
      '/consolidate-order-batch',
      { ids: ['o1', 'o2'], consolidated: true },
    ],
    [
      'addOrderNotes',
      (p) => p.addOrderNotes({ orderId: 'o1', notes: 'Ring twice' }),
      '/add-notes-to-order',
      { orderId: 'o1', notes: 'Ring twice' },
    ],
    [
      'addInvoiceNumber',
      (p) => p.addInvoiceNumber({ orderId: 'o1', invoiceNumber: 'INV-1' }),
      '/add-invoice-number-to-order',
      { orderId: 'o1', invoiceNumber: 'INV-1' },
    ],
    [
      'changeOrderStatus',
      (p) => p.changeOrderStatus({ orderId: 'o1', status: 'Preparation' }),
      '/change-order-status',
      { orderId: 'o1', status: 'Preparation' },
    ],
    [
      'changeOrderStatusBatch',
      (p) => p.changeOrderStatusBatch({ ids: ['o1', 'o2'], status: 'Preparation' }),
      '/change-order-status-batch',
      { ids: ['o1', 'o2'], status: 'Preparation' },
    ],
    [
      'changeConsolidatedOrderStatus',
      (p) => p.changeConsolidatedOrderStatus({ orderId: 'o1', status: 'Ready' }),
      '/change-consolidate-order-status',
      { orderId: 'o1', status: 'Ready' },
    ],
    [
      'refundOrderLine',
      (p) => p.refundOrderLine({ orderId: 'o1', productUniqueId: 'u1' }),
      '/change-order-product-status',
      { orderId: 'o1', productUniqueId: 'u1', status: 'Refund' },
    ],
    [
      'refundOrderBatch',
      (p) => p.refundOrderBatch({ ids: ['o1', 'o2'] }),
      '/refund-order-batch',
      { ids: ['o1', 'o2'] },
    ],
    [
      'addShippingInfo',
      (p) =>
        p.addShippingInfo({
          orderId: 'o1',
          trackingId: '42',
          agentName: 'DHL',
          trackingURL: 'https://t.example/42',
        }),
      '/add-tracking-id-to-warehouse-orders',
      { orderId: 'o1', trackingId: '42', agentName: 'DHL', trackingURL: 'https://t.example/42' },
    ],
    [
      'importOrders',
      (p) => p.importOrders({ rows: [{ Name: '#1' }], firstRow: 3 }),
      '/import-orders',
      { rows: [{ Name: '#1' }], firstRow: 3 },
    ],
    [
      'importProducts',
      (p) => p.importProducts({ rows: [{ internal_sku: 'K1' }] }),
      '/import-products',
      { rows: [{ internal_sku: 'K1' }] },
    ],
    [
      'saveSendFromSettings',
      (p) => p.saveSendFromSettings({ email: 'a@example.com', deadline: 3, image: 'sig.png', size: 200 }),
      '/add-send-from-email',
      { email: 'a@example.com', deadline: 3, image: 'sig.png', size: 200 },
    ],
    [
      'setDailyDigest',
      (p) => p.setDailyDigest({ recipient: 'operator', enabled: true }),
      '/set-daily-digest',
      { recipient: 'operator', enabled: true },
    ],
    ['resendEmail', (p) => p.resendEmail('m1'), '/resend-email', { id: 'm1' }],
    ['retryShopFulfilment', (p) => p.retryShopFulfilment('f1'), '/retry-shop-fulfilment', { id: 'f1' }],
    ['resolveShopChanges', (p) => p.resolveShopChanges('o-1'), '/resolve-shop-changes', { id: 'o-1' }],
  ];

  itPostsEach(posts);

  it('removeSignatureImage POSTs without a body', async () => {
    const { http, provider } = setupCustom();
    await provider.removeSignatureImage();
    expect(http).toHaveBeenCalledWith(`${ADMIN}/remove-image`, { method: 'POST' });
  });

  it('runCron GETs /cron', async () => {
    const { http, provider } = setupCustom({ msg: 'No shop', configured: false });
    await expect(provider.runCron()).resolves.toEqual({ msg: 'No shop', configured: false });
    expect(http).toHaveBeenCalledWith(`${ADMIN}/cron`, undefined);
  });

  it('getOrderEvents and getOrder GET by id and answer the doc', async () => {
    const { http, provider } = setupCustom({ doc: [{ _id: 'e1' }] });
    await expect(provider.getOrderEvents({ orderId: 'o 1' })).resolves.toEqual([{ _id: 'e1' }]);
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-order-events?orderId=o%201`, undefined);
    await provider.getOrder({ id: 'o1' });
    expect(http).toHaveBeenLastCalledWith(`${ADMIN}/get-order?id=o1`, undefined);
  });

  it('getOrderRouting GETs the order routing by id and answers the doc', async () => {
    const { http, provider } = setupCustom({ doc: { order_id: 'o 1', recomputed: true } });
    await expect(provider.getOrderRouting({ id: 'o 1' })).resolves.toEqual({
      order_id: 'o 1',
      recomputed: true,
    });
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-order-routing?id=o%201`, undefined);
  });

  it('previewWarehouseChange POSTs the change and answers the doc', async () => {
    const { http, provider } = setupCustom({ doc: { days: 30 } });
    const change = { id: 'w1', activated: false };
    await expect(provider.previewWarehouseChange({ change })).resolves.toEqual({ days: 30 });
    expect(http).toHaveBeenCalledWith(`${ADMIN}/preview-warehouse-change`, { method: 'POST', body: change });
  });

  it('exportOrdersCsv downloads the list as filtered, every page', async () => {
    const { files, provider } = setupCustom();
    await provider.exportOrdersCsv({ list: '/export-orders', filter: { q: 'ada', tag: 'pending' } });
    expect(files.download).toHaveBeenCalledWith(
      `${ADMIN}/export-orders?limit=10&offset=1&isTag=true&search=ada&tagText=pending`,
      'orders.csv',
    );
  });

  it('exportOrdersSelectionCsv downloads exactly the selected orders', async () => {
    const { files, provider } = setupCustom();
    await provider.exportOrdersSelectionCsv({ ids: ['o1', 'o2'] });
    expect(files.download).toHaveBeenCalledWith(`${ADMIN}/export-orders-selection`, 'orders.csv', {
      ids: ['o1', 'o2'],
    });
  });

  it('exportProductsCsv downloads products.csv', async () => {
    const { files, provider } = setupCustom();
    await provider.exportProductsCsv();
    expect(files.download).toHaveBeenCalledWith(`${ADMIN}/export-products`, 'products.csv');
  });

  it('exportProductsSelectionCsv POSTs the selected ids and saves products.csv', async () => {
    const { files, provider } = setupCustom();
    await provider.exportProductsSelectionCsv({ ids: ['p1', 'p2'] });
    expect(files.download).toHaveBeenCalledWith(`${ADMIN}/export-products-selection`, 'products.csv', {
      ids: ['p1', 'p2'],
    });
  });
});

describe('printing', () => {
  it(`downloadPrintPdf POSTs the selection's ${MAX_PRINTED} ids in a body, never in the query string`, async () => {
    const { files, provider } = setupCustom();
    const ids = Array.from(
      { length: MAX_PRINTED },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const [pdf, path, file] of [
      ['order-tickets', '/shipping-tickets.pdf', 'shipping-tickets.pdf'],
      ['warehouse-order-tickets', '/warehouse-shipping-tickets.pdf', 'shipping-tickets.pdf'],
      ['pick-list', '/pick-list.pdf', 'pick-list.pdf'],
      ['pickup-order-tickets', '/pickup-order-tickets.pdf', 'pickup-order-tickets.pdf'],
    ] as const) {
      await provider.downloadPrintPdf({ pdf, ids, language: 'de' });
      expect(files.download).toHaveBeenLastCalledWith(`${ADMIN}${path}`, file, { ids, lang: 'de' });
    }
  });
});

describe('settings, stock and choices', () => {
  it('getSendFromSettings GETs /get-send-from-email and answers the doc', async () => {
    const { http, provider } = setupCustom({ doc: { deadline_days: 3 } });
    await expect(provider.getSendFromSettings()).resolves.toEqual({ deadline_days: 3 });
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-send-from-email`);
  });

  it('getDailyDigest GETs /get-daily-digest and answers the doc', async () => {
    const { http, provider } = setupCustom({ doc: [{ recipient: 'operator', enabled: false }] });
    await expect(provider.getDailyDigest()).resolves.toEqual([{ recipient: 'operator', enabled: false }]);
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-daily-digest`);
  });

  it('uploadSignature sends the multipart fields image and imageSize', async () => {
    const { files, provider } = setupCustom({ msg: 'Uploaded', fileName: 'sig.png' });
    const file = new File(['png'], 'sig.png', { type: 'image/png' });
    await expect(provider.uploadSignature({ file, imageSize: 240 })).resolves.toEqual({
      msg: 'Uploaded',
      fileName: 'sig.png',
    });
    const [url, form] = files.upload.mock.calls[0] as unknown as [string, FormData];
    expect(url).toBe(`${ADMIN}/upload`);
    expect(form.get('imageSize')).toBe('240');
    expect((form.get('image') as File).name).toBe('sig.png');
  });

  it('getStockHistory reads every page of 500 and names the movements by _id', async () => {
    const http = vi
      .fn()
      .mockResolvedValueOnce({
        status: 200,
        json: { doc: [{ _id: 'm1' }], count: 2, product: { _id: 'p1' } },
      })
      .mockResolvedValueOnce({
        status: 200,
        json: { doc: [{ _id: 'm2' }], count: 2, product: { _id: 'p1' } },
      });
    const provider = createDataProvider(http as unknown as HttpClient);
    const { movements } = await provider.getStockHistory({ warehouse_id: 'w1', product_id: 'p1' });
    expect(http.mock.calls.map(([url]) => url)).toEqual([
      `${ADMIN}/get-stock-history?warehouse_id=w1&product_id=p1&limit=500&offset=1`,
      `${ADMIN}/get-stock-history?warehouse_id=w1&product_id=p1&limit=500&offset=2`,
    ]);
    expect(movements.map((m) => m.id)).toEqual(['m1', 'm2']);
  });

  it('findStockEntry searches the stock list by internal SKU and matches both ids', async () => {
    const entry = { _id: 's1', warehouse: { _id: 'w1' }, product: { product_id: { _id: 'p1' } } };
    const other = { _id: 's2', warehouse: { _id: 'w2' }, product: { product_id: { _id: 'p1' } } };
    const { http, provider } = setupCustom({ doc: [other, entry] });
    await expect(
      provider.findStockEntry({ warehouse_id: 'w1', product_id: 'p1', internalSku: 'K 1' }),
    ).resolves.toEqual({ ...entry, id: 's1' });
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-stock?limit=500&offset=1&search=K+1&isTag=false`, {
      signal: undefined,
    });
  });

  it('getChoices GETs one page of a select list and reads its rows', async () => {
    const { http, provider } = setupCustom({ doc: [{ _id: 's1' }], count: 1 });
    await expect(provider.getChoices({ list: '/get-suppliers', limit: 500 })).resolves.toEqual([
      { _id: 's1' },
    ]);
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-suppliers?limit=500&offset=1`, { signal: undefined });
  });
});

describe("the screens' writes go to their documented paths", () => {
  // The screen tests assert which method ran with which params; the URLs are checked here.
  it.each([
    ['packs', 'create', '/add-pack'],
    ['packs', 'update', '/update-pack'],
    ['products', 'create', '/add-product'],
    ['products', 'update', '/edit-product'],
    ['products', 'delete', '/delete-product'],
    ['stock', 'create', '/add-stock'],
    ['stock', 'update', '/edit-stock'],
    ['warehouses', 'create', '/add-warehouse'],
    ['warehouses', 'update', '/edit-warehouse'],
    ['warehouses', 'delete', '/delete_warehouse'],
    ['suppliers', 'create', '/add-supplier'],
    ['suppliers', 'update', '/edit-supplier'],
    ['suppliers', 'delete', '/delete_supplier'],
    ['shipping-agents', 'create', '/add-shipping-agent'],
    ['shipping-agents', 'update', '/edit-shipping-agent'],
    ['shipping-agents', 'delete', '/delete-shipping-agent'],
  ] as const)('%s %s POSTs to %s', async (resource, method, path) => {
    const { http, provider } = setupCustom({ msg: 'ok', doc: { _id: 'r1' } });
    if (method === 'create') await provider.create(resource, { data: { name: 'x' } });
    else if (method === 'update')
      await provider.update(resource, { id: 'r1', data: { name: 'x' }, previousData: { id: 'r1' } });
    else await provider.delete(resource, { id: 'r1', previousData: { id: 'r1' } });
    expect(http).toHaveBeenCalledWith(`${ADMIN}${path}`, expect.objectContaining({ method: 'POST' }));
  });
});

describe("the screens' lists read their documented paths", () => {
  it.each([
    ['orders', '/get-shopify-orders'],
    ['products', '/get-products'],
    ['stock', '/get-stock'],
    ['warehouses', '/get-warehouses'],
    ['suppliers', '/get-suppliers'],
    ['shipping-agents', '/get-shipping-agents'],
    ['warehouse-orders', '/get-all-warehouse-orders'],
  ])('%s GETs %s', async (resource, path) => {
    const { http, provider } = setupCustom({ doc: [], shippingAgents: [], count: 0 });
    await provider.getList(resource, { pagination: page(1, 10), sort: anySort, filter: {} });
    expect(http).toHaveBeenCalledWith(`${ADMIN}${path}?limit=10&offset=1&isTag=false`, expect.anything());
  });
});

describe("the screens' single records and status toggles use their documented paths", () => {
  it.each([
    ['warehouses', '/get-warehouse', '/status_warehouse'],
    ['suppliers', '/get-supplier', '/status_supplier'],
    ['shipping-agents', '/get-shipping-agent', '/status-shipping-agent'],
  ])('%s GETs %s?id= and toggles through %s', async (resource, onePath, statusPath) => {
    const { http, provider } = setupCustom({ msg: 'ok', doc: { _id: 'r 1' } });
    await provider.getOne(resource, { id: 'r 1' });
    expect(http).toHaveBeenCalledWith(`${ADMIN}${onePath}?id=r%201`, expect.anything());
    await provider.update(resource, {
      id: 'r 1',
      data: { status: true },
      previousData: { id: 'r 1', activated: true },
      meta: { action: 'status' },
    });
    expect(http).toHaveBeenCalledWith(`${ADMIN}${statusPath}`, {
      method: 'POST',
      body: { id: 'r 1', status: true },
    });
  });
});

describe("the master data's batches post to their single call's path with -batch", () => {
  it.each([
    ['warehouses', '/delete_warehouse', '/status_warehouse'],
    ['suppliers', '/delete_supplier', '/status_supplier'],
    ['shipping-agents', '/delete-shipping-agent', '/status-shipping-agent'],
  ])('%s deletes through %s-batch and (de)activates through %s-batch', async (resource, del, status) => {
    const answer = { msg: '1 changed', done: 1, refused: 0, rows: [{ id: 'r1', outcome: 'done' }] };
    const { http, provider } = setupCustom(answer);
    await expect(provider.deleteBatch(resource, { ids: ['r1'] })).resolves.toEqual(answer);
    expect(http).toHaveBeenCalledWith(`${ADMIN}${del}-batch`, { method: 'POST', body: { ids: ['r1'] } });
    await provider.setActivationBatch(resource, { ids: ['r1', 'r2'], activated: false });
    expect(http).toHaveBeenCalledWith(`${ADMIN}${status}-batch`, {
      method: 'POST',
      body: { ids: ['r1', 'r2'], activated: false },
    });
  });

  it('products delete through /delete-product-batch and have no activation to set', async () => {
    const { http, provider } = setupCustom({ msg: '0 changed', done: 0, refused: 0, rows: [] });
    await provider.deleteBatch('products', { ids: ['p1'] });
    expect(http).toHaveBeenCalledWith(`${ADMIN}/delete-product-batch`, {
      method: 'POST',
      body: { ids: ['p1'] },
    });
    expect(() => provider.setActivationBatch('products', { ids: ['p1'], activated: true })).toThrow(
      /no statusPath/,
    );
  });
});

describe('the orders resource (Master Dashboard, Consolidate/Unconsolidate, order details)', () => {
  it('the Consolidate/Unconsolidate list, meta.view consolidate, reads its own endpoint with the list query', async () => {
    const { http, provider } = setupCustom({ doc: [{ _id: 'o1' }], count: 1 });
    const { data } = await provider.getList('orders', {
      pagination: page(1, 10),
      sort: anySort,
      filter: { tag: 'ready' },
      meta: { view: 'consolidate' },
    });
    expect(http).toHaveBeenCalledWith(
      `${ADMIN}/get-consolidate-unconsolidate-orders?limit=10&offset=1&tagText=ready&isTag=true`,
      expect.anything(),
    );
    expect(data).toEqual([{ _id: 'o1', id: 'o1' }]);
  });

  it('the Master Dashboard filters by tag with the shared list query', async () => {
    const { http, provider } = setupCustom({ doc: [], count: 0 });
    await provider.getList('orders', {
      pagination: page(1, 10),
      sort: anySort,
      filter: { tag: 'preparation' },
    });
    expect(http).toHaveBeenCalledWith(
      `${ADMIN}/get-shopify-orders?limit=10&offset=1&tagText=preparation&isTag=true`,
      expect.anything(),
    );
  });

  it('the Master Dashboard and its export ask for the picked shop’s orders (several shops)', async () => {
    const { http, files, provider } = setupCustom({ doc: [], count: 0 });
    const shop = 'https://store.example.com';
    await provider.getList('orders', { pagination: page(1, 10), sort: anySort, filter: { q: '1001', shop } });
    expect(http).toHaveBeenCalledWith(
      `${ADMIN}/get-shopify-orders?limit=10&offset=1&search=1001&isTag=false&shop=${encodeURIComponent(shop)}`,
      expect.anything(),
    );
    await provider.exportOrdersCsv({ list: '/export-orders', filter: { shop } });
    expect(files.download).toHaveBeenCalledWith(
      `${ADMIN}/export-orders?limit=10&offset=1&isTag=false&shop=${encodeURIComponent(shop)}`,
      'orders.csv',
    );
  });

  it('getOne of an order GETs /get-order?id= and reads the doc', async () => {
    const { http, provider } = setupCustom({ msg: 'ok', doc: { _id: 'o 1', order_number: '#1' } });
    const { data } = await provider.getOne('orders', { id: 'o 1' });
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-order?id=o%201`, expect.anything());
    expect(data).toEqual({ _id: 'o 1', id: 'o 1', order_number: '#1' });
  });
});

describe('warehouse order methods', () => {
  const posts: PostCase[] = [
    [
      'setWarehouseOrderAgent',
      (p) => p.setWarehouseOrderAgent({ orderId: 'o1', shippingAgentId: 'a1' }),
      '/add-shipping-agent-to-warehouse-order',
      { orderId: 'o1', shippingAgentId: 'a1' },
    ],
    [
      'setWarehouseOrderEstimatedDate',
      (p) => p.setWarehouseOrderEstimatedDate({ orderId: 'o1', estimatedDate: '2026-12-24' }),
      '/update-order-estimated-shipping-date',
      { orderId: 'o1', estimatedDate: '2026-12-24' },
    ],
    [
      'changeWarehouseOrderStatus',
      (p) => p.changeWarehouseOrderStatus({ id: 'o1', status: 'Ready' }),
      '/update-warehouse-order-status',
      { id: 'o1', status: 'Ready' },
    ],
    [
      'changeWarehouseOrderStatusBatch',
      (p) => p.changeWarehouseOrderStatusBatch({ ids: ['o1'], status: 'Pending' }),
      '/update-warehouse-order-status-batch',
      { ids: ['o1'], status: 'Pending' },
    ],
    [
      'setWarehouseOrderAgentBatch',
      (p) => p.setWarehouseOrderAgentBatch({ ids: ['o1', 'o2'], shippingAgentId: 'a1' }),
      '/add-shipping-agent-to-warehouse-order-batch',
      { ids: ['o1', 'o2'], shippingAgentId: 'a1' },
    ],
    [
      'setWarehouseOrderEstimatedDateBatch',
      (p) => p.setWarehouseOrderEstimatedDateBatch({ ids: ['o1'], estimatedDate: '2026-12-24' }),
      '/update-order-estimated-shipping-date-batch',
      { ids: ['o1'], estimatedDate: '2026-12-24' },
    ],
  ];

  itPostsEach(posts);

  it('exportWarehouseOrdersSelectionCsv downloads exactly the selected orders', async () => {
    const { files, provider } = setupCustom();
    await provider.exportWarehouseOrdersSelectionCsv({ ids: ['o1', 'o2'] });
    expect(files.download).toHaveBeenCalledWith(
      `${ADMIN}/export-warehouse-orders-selection`,
      'warehouse-orders.csv',
      { ids: ['o1', 'o2'] },
    );
  });

  it('getWarehouseOrders POSTs {warehouse_id} with the list query and reads warehouseOrders', async () => {
    const { http, provider } = setupCustom({ warehouseOrders: [{ _id: 'o1' }], count: 1 });
    await expect(
      provider.getWarehouseOrders({ warehouseId: 'w1', page: 2, perPage: 20, search: 'ada', tag: 'ready' }),
    ).resolves.toEqual({ warehouseOrders: [{ _id: 'o1' }], count: 1 });
    expect(http).toHaveBeenCalledWith(
      `${ADMIN}/get-warehouse-orders?limit=20&offset=2&isTag=true&search=ada&tagText=ready`,
      { method: 'POST', body: { warehouse_id: 'w1' } },
    );
  });

  it('the Warehouse Orders list: GET /get-all-warehouse-orders, or one warehouse’s by POST /get-warehouse-orders', async () => {
    const { http, provider } = setupCustom({ doc: [{ _id: 'o1' }], count: 5 });
    const list = { pagination: page(2, 20), sort: anySort };
    await expect(provider.getList('warehouse-orders', { ...list, filter: { q: 'ada' } })).resolves.toEqual({
      data: [{ _id: 'o1', id: 'o1' }],
      total: 5,
    });
    expect(http).toHaveBeenLastCalledWith(
      `${ADMIN}/get-all-warehouse-orders?limit=20&offset=2&search=ada&isTag=false`,
      expect.not.objectContaining({ method: 'POST' }),
    );

    http.mockResolvedValueOnce({ status: 200, json: { warehouseOrders: [{ _id: 'o2' }], count: 1 } });
    const narrowed = await provider.getList('warehouse-orders', {
      ...list,
      filter: { q: 'ada', tag: 'ready', warehouse_id: 'w1' },
    });
    expect(narrowed).toEqual({ data: [{ _id: 'o2', id: 'o2' }], total: 1 });
    expect(http).toHaveBeenLastCalledWith(
      `${ADMIN}/get-warehouse-orders?limit=20&offset=2&search=ada&tagText=ready&isTag=true`,
      expect.objectContaining({ method: 'POST', body: { warehouse_id: 'w1' } }),
    );
  });

  it('a Warehouse user’s list: POST /get-warehouse-orders with its own user id as warehouse_id (spec 000 section 6)', async () => {
    const { http, provider } = setupCustom({ warehouseOrders: [{ _id: 'o3' }], count: 1 });
    // The screen's permanent filter, as WarehouseOrderList sets it for a Warehouse user.
    const mine = await provider.getList('warehouse-orders', {
      pagination: page(1, 10),
      sort: anySort,
      filter: { tag: 'pending', warehouse_id: 'u-wh' },
    });
    expect(mine).toEqual({ data: [{ _id: 'o3', id: 'o3' }], total: 1 });
    expect(http).toHaveBeenLastCalledWith(
      `${ADMIN}/get-warehouse-orders?limit=10&offset=1&tagText=pending&isTag=true`,
      expect.objectContaining({ method: 'POST', body: { warehouse_id: 'u-wh' } }),
    );
  });

  it('the one order and its timeline read the warehouse paths', async () => {
    const { http, provider } = setupCustom({ doc: { _id: 'o 1' } });
    await provider.getOne('warehouse-orders', { id: 'o 1' });
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-warehouse-order?id=o%201`, expect.anything());
    await provider.getWarehouseOrderEvents({ orderId: 'o 1' });
    expect(http).toHaveBeenLastCalledWith(`${ADMIN}/get-warehouse-order-events?orderId=o%201`, undefined);
  });

  it('getActiveShippingAgents GETs the activated agents, 500 at once', async () => {
    const { http, provider } = setupCustom({ shippingAgents: [{ _id: 'a1', name: 'Royal' }], count: 1 });
    await expect(provider.getActiveShippingAgents()).resolves.toEqual([{ _id: 'a1', name: 'Royal' }]);
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-active-shipping-agents?limit=500&offset=1`, undefined);
  });

  it('exportWarehouseOrdersCsv downloads the list as filtered', async () => {
    const { files, provider } = setupCustom();
    await provider.exportWarehouseOrdersCsv({ filter: { q: 'ada', tag: 'shipped' } });
    expect(files.download).toHaveBeenCalledWith(
      `${ADMIN}/export-warehouse-orders?limit=10&offset=1&isTag=true&search=ada&tagText=shipped`,
      'warehouse-orders.csv',
    );
    await provider.exportWarehouseOrdersCsv({ filter: { warehouse_id: 'w-7' } });
    expect(files.download).toHaveBeenLastCalledWith(
      `${ADMIN}/export-warehouse-orders?limit=10&offset=1&isTag=false&warehouse_id=w-7`,
      'warehouse-orders.csv',
    );
  });
});

describe('the supplier view (spec 000 section 7; docs/api.md "Supplier view")', () => {
  const line = { productId: 'l1', assignOrderId: 'a1' };

  it('lists GET /get-purchase-orders with the list query and read supplierOrders', async () => {
    const { http, provider } = setupCustom({ msg: 'ok', supplierOrders: [{ _id: 'a1' }], count: 11 });
    const result = await provider.getList('supplier-orders', {
      pagination: page(2, 10),
      sort: anySort,
      filter: { q: 'PO-1', tag: 'ready' },
    });
    expect(http).toHaveBeenCalledWith(
      `${ADMIN}/get-purchase-orders?limit=10&offset=2&search=PO-1&tagText=ready&isTag=true`,
      expect.anything(),
    );
    expect(result).toEqual({ data: [{ _id: 'a1', id: 'a1' }], total: 11 });
  });

  it.each([
    [
      'setLineShippingAgent',
      (p: ReturnType<typeof setupCustom>['provider']) =>
        p.setLineShippingAgent({ ...line, shippingAgentId: 'g1' }),
      '/add-shipping-agent-to-product',
      { ...line, shippingAgentId: 'g1' },
    ],
    [
      'setLineEstimatedDate',
      (p: ReturnType<typeof setupCustom>['provider']) =>
        p.setLineEstimatedDate({ ...line, estimatedDate: '2026-12-01' }),
      '/update-estimated-shipping-date',
      { ...line, estimatedDate: '2026-12-01' },
    ],
    [
      'changeLineStatus',
      (p: ReturnType<typeof setupCustom>['provider']) => p.changeLineStatus({ ...line, status: 'Ready' }),
      '/change-product-status',
      { ...line, status: 'Ready' },
    ],
    [
      'setLinesShippingAgentBatch',
      (p: ReturnType<typeof setupCustom>['provider']) =>
        p.setLinesShippingAgentBatch({ ids: ['a1', 'a2'], shippingAgentId: 'g1' }),
      '/add-shipping-agent-to-product-batch',
      { ids: ['a1', 'a2'], shippingAgentId: 'g1' },
    ],
    [
      'setLinesEstimatedDateBatch',
      (p: ReturnType<typeof setupCustom>['provider']) =>
        p.setLinesEstimatedDateBatch({ ids: ['a1'], estimatedDate: '2026-12-01' }),
      '/update-estimated-shipping-date-batch',
      { ids: ['a1'], estimatedDate: '2026-12-01' },
    ],
    [
      'changeLinesStatusBatch',
      (p: ReturnType<typeof setupCustom>['provider']) =>
        p.changeLinesStatusBatch({ ids: ['a1'], status: 'Preparation' }),
      '/change-product-status-batch',
      { ids: ['a1'], status: 'Preparation' },
    ],
    [
      'addLineShippingInfo',
      (p: ReturnType<typeof setupCustom>['provider']) =>
        p.addLineShippingInfo({
          ...line,
          trackingId: '42',
          agentName: 'DHL',
          trackingURL: 'https://t.example/42',
        }),
      '/add-tracking-id-to-supplier-orders',
      { ...line, trackingId: '42', agentName: 'DHL', trackingURL: 'https://t.example/42' },
    ],
    [
      'addLinesShippingInfoBatch',
      (p: ReturnType<typeof setupCustom>['provider']) =>
        p.addLinesShippingInfoBatch({
          ids: ['a1', 'a2'],
          trackingId: '42',
          agentName: 'DHL',
          trackingURL: 'https://t.example/42',
        }),
      '/add-tracking-id-to-supplier-orders-batch',
      { ids: ['a1', 'a2'], trackingId: '42', agentName: 'DHL', trackingURL: 'https://t.example/42' },
    ],
  ] as const)('%s POSTs its body to the documented path', async (_name, call, path, body) => {
    const { http, provider } = setupCustom();
    await expect(call(provider)).resolves.toEqual({ msg: 'ok' });
    expect(http).toHaveBeenCalledWith(`${ADMIN}${path}`, { method: 'POST', body });
  });
});

describe('pickup-order methods', () => {
  const puo = '5b4e1c1e-0000-4000-8000-000000000001';
  const assignment = '5b4e1c1e-0000-4000-8000-000000000002';
  const customer = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Main St',
    city: 'Vienna',
    country: 'Austria',
    province: 'Wien',
    zip: '1010',
  };
  const posts: PostCase[] = [
    [
      'updatePickupOrderDate',
      (p) => p.updatePickupOrderDate({ id: puo, time: '2026-12-01T09:30' }),
      '/update-pickup-order-date',
      { id: puo, time: '2026-12-01T09:30' },
    ],
    [
      'sendPickupOrderNow',
      (p) => p.sendPickupOrderNow({ id: puo, page: 2, perPage: 20 }),
      '/pickup-order-sent-now?limit=20&offset=2',
      { id: puo },
    ],
    [
      'sendPickupOrdersNowBatch',
      (p) => p.sendPickupOrdersNowBatch({ ids: [puo, 'puo2'] }),
      '/pickup-order-sent-now-batch',
      { ids: [puo, 'puo2'] },
    ],
    [
      'changePuoStatus',
      (p) => p.changePuoStatus({ puoId: puo, assignOrderId: assignment, status: 'Shipped' }),
      '/change-puo-status',
      { puoId: puo, assignOrderId: assignment, status: 'Shipped' },
    ],
    [
      'changePuoStatusBatch',
      (p) => p.changePuoStatusBatch({ ids: [puo, 'puo2'], status: 'Shipped' }),
      '/change-puo-status-batch',
      { ids: [puo, 'puo2'], status: 'Shipped' },
    ],
    [
      'addPuoShippingInfoBatch',
      (p) =>
        p.addPuoShippingInfoBatch({
          ids: [puo],
          trackingId: '42',
          agentName: 'DHL',
          trackingURL: 'https://t.example/42',
        }),
      '/add-shipping-info-to-pickup-order-batch',
      { ids: [puo], trackingId: '42', agentName: 'DHL', trackingURL: 'https://t.example/42' },
    ],
    [
      'changePuoProductStatus',
      (p) =>
        p.changePuoProductStatus({
          status: 'Refund',
          productUniqueId: 'l1',
          shopifyLineItemId: '99',
          puoId: puo,
          sentTo: 'Customer',
          sentToId: null,
          orderId: 'o1',
        }),
      '/change-puo-product-status',
      {
        status: 'Refund',
        productUniqueId: 'l1',
        shopifyLineItemId: '99',
        puoId: puo,
        sentTo: 'Customer',
        sentToId: null,
        orderId: 'o1',
      },
    ],
    [
      'addPuoShippingInfo',
      (p) =>
        p.addPuoShippingInfo({
          id: puo,
          assignOrderId: assignment,
          trackingId: '42',
          agentName: 'DHL',
          trackingURL: 'https://t.example/42',
        }),
      '/add-shipping-info-to-pickup-order',
      {
        id: puo,
        assignOrderId: assignment,
        trackingId: '42',
        agentName: 'DHL',
        trackingURL: 'https://t.example/42',
      },
    ],
    [
      'addPuoProductToWarehouse',
      (p) =>
        p.addPuoProductToWarehouse({
          id: puo,
          supplierId: 's1',
          warehouseId: 'w1',
          productId: 'p1',
          quantity: 3,
        }),
      '/add-manual-product-to-pickup-order',
      { id: puo, supplierId: 's1', warehouseId: 'w1', productId: 'p1', quantity: 3 },
    ],
    [
      'addPuoProductToCustomer',
      (p) => p.addPuoProductToCustomer({ id: puo, supplierId: 's1', customer, productId: 'p1', quantity: 1 }),
      '/add-manual-order-to-customer-pickup-order',
      { id: puo, supplierId: 's1', customer, productId: 'p1', quantity: 1 },
    ],
  ];

  itPostsEach(posts);

  // The 'sent' view is mapped under pickup-orders/sent (src/providers.ts turns meta.view into that key).
  it.each([
    ['pickup-orders', '/get-pickup-orders-to-be-sent'],
    ['pickup-orders/sent', '/get-pickup-orders-sent'],
  ])('the %s list GETs %s and reads pickupOrders and count', async (resource, path) => {
    const { http, provider } = setupCustom({ pickupOrders: [{ _id: puo }], count: 11 });
    const result = await provider.getList(resource, {
      pagination: page(2, 10),
      sort: anySort,
      filter: { q: 'PUO-1' },
    });
    expect(http).toHaveBeenCalledWith(
      `${ADMIN}${path}?limit=10&offset=2&search=PUO-1&isTag=false`,
      expect.anything(),
    );
    expect(result).toEqual({ data: [{ _id: puo, id: puo }], total: 11 });
  });

  it('getSupplierProducts GETs the products of one supplier', async () => {
    const { http, provider } = setupCustom({ doc: [{ _id: 'p1' }] });
    await expect(provider.getSupplierProducts({ supplierId: 's 1' })).resolves.toEqual([{ _id: 'p1' }]);
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-supplier-products?supplierId=s%201`, {
      signal: undefined,
    });
  });
});

describe('purchase orders (docs/api.md "Purchase orders")', () => {
  it('lists to-be-sent POs, and the sent ones through the sent view', async () => {
    const { http, provider } = setupCustom({ supplierOrders: [{ _id: 'po1' }], count: 7 });
    const toBeSent = await provider.getList('purchase-orders', {
      pagination: page(2, 30),
      sort: anySort,
      filter: { q: 'PO-0001' },
    });
    expect(http).toHaveBeenCalledWith(
      `${ADMIN}/get-supplier-orders-to-be-sent?limit=30&offset=2&search=PO-0001&isTag=false`,
      expect.anything(),
    );
    expect(toBeSent).toEqual({ data: [{ _id: 'po1', id: 'po1' }], total: 7 });
    // src/providers.ts turns meta.view into this key.
    await provider.getList('purchase-orders/sent', { pagination: page(1, 10), sort: anySort, filter: {} });
    expect(http).toHaveBeenLastCalledWith(
      `${ADMIN}/get-supplier-orders-sent?limit=10&offset=1&isTag=false`,
      expect.anything(),
    );
  });

  it('getOne reads /get-supplier-order', async () => {
    const { http, provider } = setupCustom({ supplierOrder: { _id: 'po 1' } });
    const { data } = await provider.getOne('purchase-orders', { id: 'po 1' });
    expect(http).toHaveBeenCalledWith(`${ADMIN}/get-supplier-order?id=po%201`, expect.anything());
    expect(data.id).toBe('po 1');
  });

  const customer = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Main St',
    city: 'Turin',
    country: 'Italy',
    province: 'TO',
    zip: '10100',
  };
  const posts: PostCase[] = [
    [
      'updatePurchaseOrderSchedule',
      (p) => p.updatePurchaseOrderSchedule({ id: 'po1', time: '2026-12-01T09:30' }),
      '/update-supplier-order-date',
      { id: 'po1', time: '2026-12-01T09:30' },
    ],
    [
      'sendPurchaseOrderNow',
      (p) => p.sendPurchaseOrderNow({ id: 'po1', perPage: 20, page: 2 }),
      '/supplier-order-sent-now?limit=20&offset=2',
      { id: 'po1' },
    ],
    [
      'sendPurchaseOrdersNow',
      (p) => p.sendPurchaseOrdersNow({ ids: ['po1', 'po2'] }),
      '/supplier-orders-sent-now?limit=10&offset=1',
      { ids: ['po1', 'po2'] },
    ],
    [
      'sendPurchaseOrdersNowBatch',
      (p) => p.sendPurchaseOrdersNowBatch({ ids: ['po1', 'po2'] }),
      '/supplier-order-sent-now-batch',
      { ids: ['po1', 'po2'] },
    ],
    [
      'addManualProductToWarehouse',
      (p) =>
        p.addManualProductToWarehouse({ supplierId: 's1', warehouseId: 'w1', productId: 'p1', quantity: 3 }),
      '/add-manual-product-to-supplier',
      { supplierId: 's1', warehouseId: 'w1', productId: 'p1', quantity: 3 },
    ],
    [
      'addManualProductToCustomer',
      (p) => p.addManualProductToCustomer({ supplierId: 's1', customer, productId: 'p1', quantity: 1 }),
      '/add-manual-order-to-customer',
      { supplierId: 's1', customer, productId: 'p1', quantity: 1 },
    ],
    [
      'changePoLineUnits',
      (p) => p.changePoLineUnits({ productId: 'l1', quantity: 4, supplierId: 's1' }),
      '/change-product-quantity',
      { productId: 'l1', quantity: 4, supplierId: 's1' },
    ],
    [
      'deleteAssignOrder',
      (p) => p.deleteAssignOrder({ assignOrderId: 'a1', supplierId: 's1' }),
      '/delete-assign-order',
      { assignOrderId: 'a1', supplierId: 's1' },
    ],
    [
      'addAssignOrderNotes',
      (p) => p.addAssignOrderNotes({ assignOrderId: 'a1', supplierId: 's1', notes: 'Call first' }),
      '/add-notes-to-assign-order',
      { assignOrderId: 'a1', supplierId: 's1', notes: 'Call first' },
    ],
    [
      'addAssignOrderInvoiceNumber',
      (p) => p.addAssignOrderInvoiceNumber({ assignOrderId: 'a1', supplierId: 's1', invoiceNumber: 'INV-9' }),
      '/add-invoice-number-to-assign-order',
      { assignOrderId: 'a1', supplierId: 's1', invoiceNumber: 'INV-9' },
    ],
    [
      'setAssignOrderStatus',
      (p) => p.setAssignOrderStatus({ assignOrderId: 'a1', supplierId: 's1', status: 'Paid' }),
      '/add-status-to-assign-order',
      { assignOrderId: 'a1', supplierId: 's1', status: 'Paid' },
    ],
  ];

  itPostsEach(posts);
});
