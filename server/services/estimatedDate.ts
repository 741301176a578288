import { ESTIMATED_DATE_FORMAT, estimatedDateOf } from '../../domain/supplierLines';
import {
  ESTIMATED_DATE_FIELD,
  estimatedDateProblem,
  estimatedDateTooFar,
  utcDayOf,
} from '../../domain/estimatedDate';
import { invalidField } from '../http/errors';

/**
 * An estimated shipping date as the calls take it: its date part, else a 400 naming the field.
 * What is wrong whatever the order (format, more than a year ahead) is checked here, once for a
 * whole batch, before any row is read.
 */
export function estimatedDateField(value: string, now: Date): string {
  const date = estimatedDateOf(value);
  if (!date) throw invalidField(ESTIMATED_DATE_FIELD, ESTIMATED_DATE_FORMAT);
  const tooFar = estimatedDateTooFar(date, utcDayOf(now));
  if (tooFar) throw invalidField(ESTIMATED_DATE_FIELD, tooFar);
  return date;
}

/**
 * The date against one order's date, inside that order's step: a single call answers 400 naming
 * the field, a batch refuses that row with the reason (services/batch.ts).
 */
export function assertEstimatedDateFits(date: string, orderDate: Date | string, now: Date): void {
  const problem = estimatedDateProblem(date, { today: utcDayOf(now), orderDate });
  if (problem) throw invalidField(ESTIMATED_DATE_FIELD, problem);
}
