/** A measure as the server keeps it, without floating-point noise (0.0096, not 0.009600000000000001). */
export function formatMeasure(value: unknown): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  return String(Number(value.toFixed(6)));
}
