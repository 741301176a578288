import { describe, expect, it } from 'vitest';
import {
  alreadyDone,
  batchCounts,
  batchMessage,
  distinctIds,
  isUnchanged,
  summarizeBatch,
  supplierRowLabel,
  BATCH_MAX_ROWS,
} from './batch';
import { batchBody, batchIds } from './schemas/batch';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('a batch', () => {
  it('counts done and refused rows', () => {
    const rows = [
      { id: 'a', outcome: 'done' as const },
      { id: 'b', outcome: 'refused' as const, reason: 'no' },
      { id: 'c', outcome: 'done' as const },
    ];
    expect(summarizeBatch(rows)).toEqual({ done: 2, refused: 1, unchanged: 0 });
    expect(summarizeBatch([])).toEqual({ done: 0, refused: 0, unchanged: 0 });
  });
  it('counts the rows already so apart from the refusals', () => {
    const rows = [
      { id: 'a', outcome: 'done' as const },
      { id: 'b', outcome: 'refused' as const, reason: alreadyDone('Ready'), unchanged: true as const },
      { id: 'c', outcome: 'refused' as const, reason: 'Order not found' },
    ];
    expect(rows.map(isUnchanged)).toEqual([false, true, false]);
    expect(summarizeBatch(rows)).toEqual({ done: 1, refused: 2, unchanged: 1 });
    expect(batchCounts(summarizeBatch(rows))).toEqual({ done: 1, alreadySo: 1, refused: 1 });
    expect(batchCounts({ done: 3, refused: 0 })).toEqual({ done: 3, alreadySo: 0, refused: 0 });
  });
  it('names a supplier view’s row by its PO and its order', () => {
    expect(supplierRowLabel('PO-1001', '#1042')).toBe('PO-1001 #1042');
    expect(supplierRowLabel('PO-1001', null)).toBe('PO-1001');
  });
  it('says what it changed and what it refused', () => {
    expect(batchMessage({ done: 12, refused: 2 })).toBe('12 changed, 2 refused');
    expect(batchMessage({ done: 3, refused: 0 })).toBe('3 changed');
    expect(alreadyDone('Preparation')).toBe('Already Preparation: nothing to change');
  });
  it('answers each row once, in the order given', () => {
    expect(distinctIds(['b', 'a', 'b'])).toEqual(['b', 'a']);
  });
  it('reads an id in capitals as the same row', () => {
    const id = 'a00bcdef-0000-4000-8000-00000000000a';
    const parsed = batchIds.parse([id, id.toUpperCase()]);
    expect(distinctIds(parsed)).toEqual([id]);
  });
});

describe('a batch request', () => {
  it('takes 1 to BATCH_MAX_ROWS ids', () => {
    expect(batchIds.safeParse([ID(1)]).success).toBe(true);
    expect(batchIds.safeParse([]).success).toBe(false);
    const many = Array.from({ length: BATCH_MAX_ROWS + 1 }, (_, i) => ID(i));
    expect(batchIds.safeParse(many).success).toBe(false);
    expect(batchIds.safeParse(many.slice(1)).success).toBe(true);
  });
  it('names the id at fault', () => {
    const result = batchBody({}).safeParse({ ids: [ID(1), 'nope'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].path).toEqual(['ids', 1]);
  });
});
