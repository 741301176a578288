/**
 * Dates are displayed as UTC (spec 000 section 9): the same instant reads the same for the
 * operator, the warehouse and the supplier wherever their browsers are.
 */
const pad = (n: number) => String(n).padStart(2, '0');

function asDate(value: string | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'DD/MM/YYYY' in UTC; '' when there is no valid date. */
export function formatUtcDate(value: string | Date | null | undefined): string {
  const d = asDate(value);
  return d ? `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}` : '';
}

/** 'DD/MM/YYYY HH:mm' in UTC; '' when there is no valid date. */
export function formatUtcDateTime(value: string | Date | null | undefined): string {
  const d = asDate(value);
  return d ? `${formatUtcDate(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}
