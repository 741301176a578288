import { describe, expect, it, vi } from 'vitest';
import { lazyDataProvider } from './providers';
import type { AppDataProvider } from '../dataProvider';

describe('the lazily fetched dataProvider', () => {
  it('fetches the module on the first call only, and calls the namesake with the same arguments', async () => {
    const getList = vi.fn(async (resource: string) => ({ data: [{ id: resource }], total: 1 }));
    const load = vi.fn(async () => ({ getList }) as unknown as AppDataProvider);
    const provider = lazyDataProvider(load);
    expect(load).not.toHaveBeenCalled();
    const params = { pagination: { page: 1, perPage: 5 } };
    await expect(provider.getList('orders', params as never)).resolves.toEqual({
      data: [{ id: 'orders' }],
      total: 1,
    });
    await provider.getList('stock', params as never);
    expect(load).toHaveBeenCalledTimes(2);
    expect(getList).toHaveBeenNthCalledWith(1, 'orders', params);
    // The same function each time it is read, as a hook's dependency stays the same.
    expect(provider.getList).toBe(provider.getList);
  });

  it('is no promise and does not claim abort signals, so react-admin reads it as a plain provider', async () => {
    const provider = lazyDataProvider(async () => ({}) as AppDataProvider);
    expect((provider as unknown as { then?: unknown }).then).toBeUndefined();
    expect(provider.supportAbortSignal).toBeUndefined();
    // Awaiting it gives the provider itself, not a call of a `then` method.
    expect(await Promise.resolve(provider)).toBe(provider);
  });

  it('passes a failed call on as the same error', async () => {
    const refused = new Error('Not found');
    const provider = lazyDataProvider(
      async () => ({ getOne: async () => Promise.reject(refused) }) as unknown as AppDataProvider,
    );
    await expect(provider.getOne('orders', { id: 'x' })).rejects.toBe(refused);
  });
});
