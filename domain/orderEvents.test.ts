import { describe, expect, it } from 'vitest';
import { keptWarehouseName, warehouseIdsToName } from './orderEvents';

describe('the warehouses an event names', () => {
  it('are the warehouse it names and a problematic order’s candidates, once each, unless already named', () => {
    expect(warehouseIdsToName({ warehouseId: 'w-1', lines: 2 })).toEqual(['w-1']);
    expect(warehouseIdsToName({ reason: 'several', candidates: ['w-1', 'w-2', 'w-1'] })).toEqual([
      'w-1',
      'w-2',
    ]);
    expect(warehouseIdsToName({ orderNumber: '#1001' })).toEqual([]);
    expect(warehouseIdsToName(undefined)).toEqual([]);
    // Already named: a warehouse change or choice names its warehouse; an event that kept the names.
    expect(warehouseIdsToName({ warehouseId: 'w-1', warehouse: 'Leeds', change: 'edited' })).toEqual([]);
    expect(warehouseIdsToName({ candidates: ['w-1'], warehouseNames: { 'w-1': 'Leeds' } })).toEqual([]);
  });

  it('keep their names: the kept name of an id, nothing for another or a malformed detail', () => {
    const detail = { candidates: ['w-1', 'w-2'], warehouseNames: { 'w-1': 'Leeds', 'w-2': 'York' } };
    expect(keptWarehouseName(detail, 'w-2')).toBe('York');
    expect(keptWarehouseName(detail, 'w-3')).toBeUndefined();
    expect(keptWarehouseName({ warehouseNames: 'Leeds' }, 'w-1')).toBeUndefined();
    expect(keptWarehouseName(detail, 7)).toBeUndefined();
  });
});
