import { describe, expect, it } from 'vitest';
import { sameSku, skuKey } from './sku';

describe('skuKey and sameSku', () => {
  it('match SKUs regardless of case and surrounding spaces', () => {
    expect(skuKey('  DS-NT-001 ')).toBe('ds-nt-001');
    expect(sameSku('ds-nt-001', 'DS-NT-001')).toBe(true);
    expect(sameSku(' DS-NT-001\t', 'ds-nt-001')).toBe(true);
  });
  it('keep inner differences', () => {
    expect(sameSku('DS-NT-001', 'DS-NT-0001')).toBe(false);
    expect(sameSku('DS NT', 'DS-NT')).toBe(false);
  });
});
