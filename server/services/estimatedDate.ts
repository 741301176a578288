import { ESTIMATED_DATE_FORMAT, estimatedDateOf } from '../../domain/supplierLines';
import { invalidField } from '../http/errors';

/** An estimated shipping date as the calls take it: its date part, else a 400 naming the field. */
export function estimatedDateField(value: string): string {
  const date = estimatedDateOf(value);
  if (!date) throw invalidField('estimatedDate', ESTIMATED_DATE_FORMAT);
  return date;
}
