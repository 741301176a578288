import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password';

describe('passwordProblem', () => {
  it('refuses fewer than 8 characters', () => {
    expect(passwordProblem('short1!')).toMatch(/at least 8/);
  });
  it('accepts 8 characters with no composition rules', () => {
    expect(passwordProblem('abcdefgh')).toBeNull();
  });
  it('accepts a long passphrase', () => {
    expect(passwordProblem('correct horse battery staple '.repeat(3))).toBeNull();
  });
  it('refuses an absurdly long one', () => {
    expect(passwordProblem('x'.repeat(257))).toMatch(/at most/);
  });
  it('refuses a common password, whatever its case', () => {
    const common = new Set(['password123']);
    expect(passwordProblem('PassWord123', (pw) => common.has(pw))).toMatch(/too common/);
  });
});
