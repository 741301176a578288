import { describe, expect, it } from 'vitest';
import { printBody, printedIds, printQuery } from './printing';

const ID = 'a00b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

describe('the printed selection', () => {
  it('prints a record once whatever the case of its id', () => {
    expect(printedIds([ID, ID.toUpperCase(), ` ${ID} `])).toEqual([ID]);
    expect(printedIds(`${ID},${ID.toUpperCase()}`)).toEqual([ID]);
  });

  it('counts a record asked in two cases once against the most', () => {
    expect(printBody.safeParse({ ids: [ID, ID.toUpperCase()] }).success).toBe(true);
    expect(printQuery.safeParse({ ids: `${ID},${ID.toUpperCase()}` }).success).toBe(true);
  });
});
