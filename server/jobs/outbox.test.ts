import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './outbox';

describe('retryDelayMs', () => {
  it('backs off exponentially from one minute', () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(4)).toBe(480_000);
  });
  it('is capped at two hours', () => {
    expect(retryDelayMs(20)).toBe(2 * 60 * 60_000);
  });
});
