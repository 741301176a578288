import { schemaResolver, type FormResolver } from './schemaResolver';
import type { z } from 'zod';

/**
 * A form validated by a domain schema (the server's own messages) whose locked fields
 * (disabled on edit: the product's supplier, the pack's internal SKU, the stock entry's ids)
 * are validated with the record's value, whatever the disabled input holds. react-hook-form
 * leaves disabled inputs out of the submitted values, so the form adds them back on submit.
 */
export function lockedResolver(schema: z.ZodType, locked: Record<string, unknown>): FormResolver {
  const resolve = schemaResolver(schema);
  return (values, context, options) => resolve({ ...values, ...locked }, context, options);
}
