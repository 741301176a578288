/**
 * The most records one print takes: a day's tickets of a busy warehouse (bench: 500 in
 * docs/benchmarks.md). Apart from the print calls' schemas (schemas/printing.ts), so the lists'
 * print buttons know it without loading zod.
 */
export const MAX_PRINTED = 500;
