import type { Language } from './preferences';

/**
 * Dates are displayed as UTC (spec 000 section 9): the same instant reads the same for the
 * operator, the warehouse and the supplier wherever their browsers are. The zone never follows
 * the language; the order of day, month and year and their separator do (English as the spec
 * writes it, German as Germany does: 26.11.2026).
 */
const pad = (n: number) => String(n).padStart(2, '0');

function asDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A calendar day as the language writes it: 'DD/MM/YYYY' in English, 'DD.MM.YYYY' in German. */
export function formatDay(year: number, month: number, day: number, language: Language = 'en'): string {
  const separator = language === 'de' ? '.' : '/';
  return [pad(day), pad(month), String(year)].join(separator);
}

/** 'DD/MM/YYYY' (German 'DD.MM.YYYY') in UTC; '' when there is no valid date. */
export function formatUtcDate(value: string | Date | null | undefined, language: Language = 'en'): string {
  const d = asDate(value);
  return d ? formatDay(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), language) : '';
}

/** 'DD/MM/YYYY HH:mm' (German 'DD.MM.YYYY HH:mm') in UTC; '' when there is no valid date. */
export function formatUtcDateTime(
  value: string | Date | null | undefined,
  language: Language = 'en',
): string {
  const d = asDate(value);
  return d ? `${formatUtcDate(d, language)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}
