import { describe, expect, it, vi } from 'vitest';
import { createDataProvider } from './index';
import type { HttpClient } from './httpClient';
import type { ResourceMappings } from './resources';

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

  it('reads rows under the mapped key, gives each an id from _id, and takes count as total', async () => {
    const { provider } = setup({ shippingAgents: [{ _id: 'a1', name: 'DHL' }], count: 31 });
    const result = await provider.getList('shipping-agents', {
      pagination: page(1, 10),
      sort: anySort,
      filter: {},
    });
    expect(result).toEqual({ data: [{ _id: 'a1', id: 'a1', name: 'DHL' }], total: 31 });
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
