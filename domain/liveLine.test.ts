import { describe, expect, it } from 'vitest';
import { isLive, isLiveStatus, liveLines, REFUNDED } from './liveLine';

describe('a live line', () => {
  it('is any line not refunded, whatever else its status', () => {
    expect(isLive({ status: REFUNDED })).toBe(false);
    for (const status of ['Pending', 'Ready', 'Shipped', null, undefined])
      expect(isLive({ status })).toBe(true);
    expect(isLiveStatus('Refund')).toBe(false);
    expect(isLiveStatus('Shipped')).toBe(true);
  });

  it('liveLines keeps the live lines in their order, the same objects', () => {
    const a = { id: 'a', status: 'Pending' };
    const b = { id: 'b', status: 'Refund' };
    const c = { id: 'c', status: 'Shipped' };
    expect(liveLines([a, b, c])).toEqual([a, c]);
    expect(liveLines([a, b, c])[1]).toBe(c);
  });
});
