import { describe, expect, it } from 'vitest';
import { mayChoose, nextActivation } from './activation';

describe('nextActivation', () => {
  it('flips the stored status when the sent current status matches it', () => {
    expect(nextActivation(true, true)).toEqual({ activated: false });
    expect(nextActivation(false, false)).toEqual({ activated: true });
  });
  it('is a conflict when the status changed since the browser showed it', () => {
    expect(nextActivation(true, false)).toEqual({ conflict: true });
    expect(nextActivation(false, true)).toEqual({ conflict: true });
  });
});

describe('mayChoose', () => {
  it('offers activated records only', () => {
    expect(mayChoose({ activated: true })).toBe(true);
    expect(mayChoose({ activated: false })).toBe(false);
  });
  it('keeps a record already chosen usable after its deactivation', () => {
    expect(mayChoose({ activated: false }, true)).toBe(true);
  });
});
