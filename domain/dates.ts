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

/**
 * A day typed as the lists write it (formatDay): day, month, year, in either language's
 * separators or none ('08122026', '8/12/2026', '08.12.2026'), or pasted as the API writes it
 * ('2026-12-08'). 'YYYY-MM-DD', or null when it is not a real day. The order never follows the
 * browser's locale.
 */
export function parseDay(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed);
  const parts = iso
    ? [iso[3], iso[2], iso[1]]
    : (
        /^(\d{2})(\d{2})(\d{4})$/.exec(trimmed) ?? /^(\d{1,2})[./\-\s](\d{1,2})[./\-\s](\d{4})$/.exec(trimmed)
      )?.slice(1);
  if (!parts) return null;
  const [day, month, year] = parts.map(Number);
  const d = new Date(Date.UTC(year, month - 1, day));
  if (year < 1000 || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** A 'YYYY-MM-DD' day as the language writes it ('' for anything else). */
export function formatIsoDay(day: string | null | undefined, language: Language = 'en'): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day ?? '');
  return m ? formatDay(+m[1], +m[2], +m[3], language) : '';
}
