import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useOneAtATime } from './useOneAtATime';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('useOneAtATime', () => {
  it('makes one call for two triggers within one frame, both getting its outcome', async () => {
    const answer = deferred<string>();
    const call = vi.fn(() => answer.promise);
    const { result } = renderHook(() => useOneAtATime());
    let first!: Promise<string>;
    let second!: Promise<string>;
    await act(async () => {
      first = result.current.once(call);
      second = result.current.once(call); // before React rendered the pending state
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve('sent'));
    expect(await first).toBe('sent');
    expect(await second).toBe('sent');
    expect(result.current.isPending).toBe(false);
  });

  it('runs again once the call settled, also after a failure', async () => {
    const call = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce('ok');
    const { result } = renderHook(() => useOneAtATime());
    await act(async () => {
      await expect(result.current.once(call)).rejects.toThrow('refused');
    });
    expect(result.current.isPending).toBe(false);
    await act(async () => {
      expect(await result.current.once(call)).toBe('ok');
    });
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('after finish(), fires nothing more and stays pending: the action is done for good', async () => {
    const { result } = renderHook(() => useOneAtATime());
    const call = vi.fn(async () => {
      result.current.finish();
      return 'password set';
    });
    await act(async () => {
      expect(await result.current.once(call)).toBe('password set');
    });
    await act(async () => {
      expect(await result.current.once(call)).toBe('password set');
    });
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.current.isPending).toBe(true);
  });
});
