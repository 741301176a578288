import { describe, expect, it } from 'vitest';
import { formatAddress } from './address';

describe('formatAddress', () => {
  it('writes street, city, zip and province, country', () => {
    expect(
      formatAddress({
        street: ['1 Main Street', 'Flat 2'],
        city: 'Leeds',
        zip: 'LS1 1AA',
        province: 'West Yorkshire',
        country: 'United Kingdom',
      }),
    ).toBe('1 Main Street, Flat 2, Leeds, LS1 1AA West Yorkshire, United Kingdom');
  });

  it('leaves out missing and blank parts', () => {
    expect(
      formatAddress({ street: ['12 Havenweg', null, ' '], city: 'Rotterdam', zip: '3011', country: null }),
    ).toBe('12 Havenweg, Rotterdam, 3011');
    expect(formatAddress({ street: [] })).toBe('');
  });
});
