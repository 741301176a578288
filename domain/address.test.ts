import { describe, expect, it } from 'vitest';
import { formatAddress, formatPlaceAddress, formatShopAddress } from './address';

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

describe('formatPlaceAddress and formatShopAddress', () => {
  it('writes a place as number and street, city, zip, country', () => {
    expect(
      formatPlaceAddress({
        street_number: '12',
        street_name: 'Havenweg',
        city: 'Rotterdam',
        zipCode: '3011 AB',
        country: 'Netherlands',
      }),
    ).toBe('12 Havenweg, Rotterdam, 3011 AB, Netherlands');
  });

  it('writes a shop address with both street lines and leaves out what is missing', () => {
    expect(
      formatShopAddress({
        address1: '1 Main St',
        address2: 'Flat 2',
        city: 'Vienna',
        zip: '1010',
        country: 'Austria',
      }),
    ).toBe('1 Main St, Flat 2, Vienna, 1010, Austria');
    expect(formatShopAddress({})).toBe('');
  });
});
