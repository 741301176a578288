import { describe, expect, it } from 'vitest';
import { formatKg, formatMetres, lineWeight, parcelOf } from './parcel';

const product = (weight: number, length: number, width: number, height: number) => ({
  weight,
  length,
  width,
  height,
});

describe('parcelOf', () => {
  it('sums weight x quantity and takes the largest dimensions and L+W+H', () => {
    const parcel = parcelOf([
      { quantity: 2, product: product(1.5, 0.4, 0.3, 0.1) },
      { quantity: 1, product: product(0.1, 0.2, 0.5, 0.2) },
    ]);
    expect(parcel).toEqual({ weight: 3.1, length: 0.4, width: 0.5, height: 0.2, lwh: 0.9 });
  });
  it('takes L+W+H of one product, not the sum of the largest sides', () => {
    const parcel = parcelOf([
      { quantity: 1, product: product(1, 1, 0.1, 0.1) },
      { quantity: 1, product: product(1, 0.1, 1, 0.1) },
    ]);
    expect(parcel.lwh).toBe(1.2);
    expect(parcel.length + parcel.width + parcel.height).toBeCloseTo(2.1);
  });
  it('treats missing measures as 0 and has no floating-point noise', () => {
    expect(
      parcelOf([{ quantity: 3, product: { weight: 0.1, length: null, width: null, height: null } }]).weight,
    ).toBe(0.3);
    expect(parcelOf([])).toEqual({ weight: 0, length: 0, width: 0, height: 0, lwh: 0 });
  });
});

describe('formatting', () => {
  it('shows a line weight, metres with one decimal and kg', () => {
    expect(lineWeight({ quantity: 4, product: product(0.35, 0, 0, 0) })).toBe(1.4);
    expect(formatMetres(0.45)).toBe('0.5');
    expect(formatMetres(null)).toBe('0.0');
    expect(formatKg(3.1)).toBe('3.1 kg');
  });
});

describe('numbers in German', () => {
  it('write a decimal comma and group thousands; English stays as the spec shows it', () => {
    expect(formatKg(1234.5, 'de')).toBe('1.234,5 kg');
    expect(formatKg(1234.5)).toBe('1234.5 kg');
    expect(formatMetres(0.25, 'de')).toBe('0,3');
    expect(formatMetres(2, 'de')).toBe('2,0');
    expect(formatMetres(2)).toBe('2.0');
  });
});
