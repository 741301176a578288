import { describe, expect, it } from 'vitest';
import { findBadText, textProblem } from './textInput';

describe('text a database can hold', () => {
  it('is any well-formed string, emoji (surrogate pairs) included', () => {
    expect(textProblem('Zoë 🚚 naïve')).toBeNull();
  });

  it('holds no NUL and no lone surrogate', () => {
    expect(textProblem('a\u0000b')).toMatch(/NUL/);
    expect(textProblem('x\ud800y')).toMatch(/lone surrogate/);
    expect(textProblem('\udc00')).toMatch(/lone surrogate/);
  });

  it('is named by its path in a body, keys included', () => {
    expect(findBadText({ products: [{ sku: 'ok' }, { sku: 'a\u0000' }] }, 'body')?.field).toBe(
      'products.1.sku',
    );
    expect(findBadText({ 'x\u0000': 1 }, 'body')?.field).toBe('body');
    expect(findBadText('\u0000', 'query')?.field).toBe('query');
    expect(findBadText({ a: 1, b: [true, null] }, 'body')).toBeNull();
  });

  it('is found however deep a body is nested, without running out of stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findBadText(deep, 'body')?.field).toBe(Array(100_000).fill('0').join('.'));
  });
});
