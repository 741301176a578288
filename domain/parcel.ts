/**
 * Parcel maths (DESIGN.md section 4 step 2, spec 000 section 9): an order's parcel is its
 * total weight (weight x quantity per line) and its largest length, width, height and L+W+H
 * among its products. Weights in kg, dimensions in metres.
 */
import { LANGUAGE_LOCALES, type Language } from './preferences';
export interface Measured {
  weight: number | null;
  length: number | null;
  width: number | null;
  height: number | null;
}

/** A line without a known product (an unknown SKU) measures nothing known. */
export const UNMEASURED: Measured = { weight: null, length: null, width: null, height: null };

export interface ParcelLine {
  quantity: number;
  product: Measured;
}

export interface Parcel {
  weight: number;
  length: number;
  width: number;
  height: number;
  lwh: number;
}

const n = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** Rounds away floating-point noise (0.1 + 0.2) without losing grams. */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

export function lineWeight(line: ParcelLine): number {
  return tidy(n(line.product.weight) * line.quantity);
}

export function parcelOf(lines: readonly ParcelLine[]): Parcel {
  let weight = 0;
  let length = 0;
  let width = 0;
  let height = 0;
  let lwh = 0;
  for (const line of lines) {
    const p = line.product;
    weight += n(p.weight) * line.quantity;
    length = Math.max(length, n(p.length));
    width = Math.max(width, n(p.width));
    height = Math.max(height, n(p.height));
    lwh = Math.max(lwh, n(p.length) + n(p.width) + n(p.height));
  }
  return { weight: tidy(weight), length, width, height, lwh: tidy(lwh) };
}

/** German writes a decimal comma and groups thousands with a dot; English stays as the spec shows it. */
const german = (value: number, fractionDigits: { min: number; max: number }) =>
  new Intl.NumberFormat(LANGUAGE_LOCALES.de, {
    minimumFractionDigits: fractionDigits.min,
    maximumFractionDigits: fractionDigits.max,
  }).format(value);

/** Dimensions are shown with one decimal (spec 000 section 9). */
export function formatMetres(value: number | null | undefined, language: Language = 'en'): string {
  return language === 'de' ? german(n(value), { min: 1, max: 1 }) : n(value).toFixed(1);
}

export function formatKg(value: number | null | undefined, language: Language = 'en'): string {
  const kg = tidy(n(value));
  return `${language === 'de' ? german(kg, { min: 0, max: 6 }) : kg} kg`;
}
