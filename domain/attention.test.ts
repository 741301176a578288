import { describe, expect, it } from 'vitest';
import {
  ATTENTION_REASONS,
  ATTENTION_THRESHOLDS,
  DAY,
  DEFAULT_THRESHOLDS,
  HOUR,
  REASON_FIX,
  deadlineEnd,
  formatAge,
  attentionScopeOf,
  isViewersMove,
} from './attention';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('the reasons and thresholds', () => {
  it('names a fix for every reason, and defaults within their bounds', () => {
    for (const reason of ATTENTION_REASONS) expect(REASON_FIX[reason]).toBeTruthy();
    for (const [name, t] of Object.entries(ATTENTION_THRESHOLDS)) {
      expect(t.default).toBeGreaterThanOrEqual(t.min);
      expect(t.default).toBeLessThanOrEqual(t.max);
      expect(DEFAULT_THRESHOLDS[name as keyof typeof DEFAULT_THRESHOLDS]).toBe(t.default);
    }
  });
});

describe('deadlines', () => {
  it('end at midnight UTC after the deadline day', () => {
    expect(deadlineEnd('2026-03-09').toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });
});

describe('formatAge', () => {
  it('says how long a row waited, how late, or how long is left', () => {
    expect(formatAge('po-due', ago(3 * HOUR + 5), now)).toBe('3 h');
    expect(formatAge('po-due', ago(3 * DAY), now)).toBe('3 d');
    expect(formatAge('po-due', ago(5 * 60_000), now)).toBe('5 min');
    expect(formatAge('late', ago(2 * DAY), now)).toBe('2 d late');
    expect(formatAge('at-risk', ago(-5 * HOUR), now)).toBe('in 5 h');
  });
});

describe('isViewersMove', () => {
  const row = { move: 'warehouse' as const, warehouseId: 'w1', supplierId: null };
  it('gives an Admin every row, a warehouse its own moves, a supplier its own', () => {
    expect(
      isViewersMove({ role: 'Admin', warehouseId: null, supplierId: null }, { ...row, move: 'agent' }),
    ).toBe(true);
    expect(isViewersMove({ role: 'Warehouse', warehouseId: 'w1', supplierId: null }, row)).toBe(true);
    expect(isViewersMove({ role: 'Warehouse', warehouseId: 'w2', supplierId: null }, row)).toBe(false);
    expect(isViewersMove({ role: 'Supplier', warehouseId: null, supplierId: 's1' }, row)).toBe(false);
    expect(
      isViewersMove(
        { role: 'Supplier', warehouseId: null, supplierId: 's1' },
        { move: 'supplier', warehouseId: null, supplierId: 's1' },
      ),
    ).toBe(true);
  });
});

describe('attentionScopeOf', () => {
  it("is the queue's one scope: every row, none for a sign-in without its warehouse or supplier, or its own moves", () => {
    expect(attentionScopeOf({ role: 'Admin', warehouseId: null, supplierId: null })).toEqual({ kind: 'all' });
    expect(attentionScopeOf({ role: 'Warehouse', warehouseId: null, supplierId: null })).toEqual({
      kind: 'none',
    });
    expect(attentionScopeOf({ role: 'Supplier', warehouseId: 'w1', supplierId: 's1' })).toEqual({
      kind: 'own',
      move: 'supplier',
      ownerId: 's1',
    });
    expect(
      isViewersMove(
        { role: 'Warehouse', warehouseId: null, supplierId: null },
        { move: 'warehouse', warehouseId: null, supplierId: null },
      ),
    ).toBe(false);
  });
});
