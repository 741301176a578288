import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('takes a uuid in either case and nothing else', () => {
    expect(isUuid('0b6f3c2e-9d1a-4f6e-8a2b-3c4d5e6f7a8b')).toBe(true);
    expect(isUuid('0B6F3C2E-9D1A-4F6E-8A2B-3C4D5E6F7A8B')).toBe(true);
    expect(isUuid('0b6f3c2e9d1a4f6e8a2b3c4d5e6f7a8b')).toBe(false);
    expect(isUuid('0b6f3c2e-9d1a-4f6e-8a2b-3c4d5e6f7a8b ')).toBe(false);
    expect(isUuid('1')).toBe(false);
  });
});
