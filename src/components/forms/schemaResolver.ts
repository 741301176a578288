import { zodResolver } from '@hookform/resolvers/zod';
import type { FormProps } from 'react-admin';
import type { z } from 'zod';

export type FormResolver = NonNullable<FormProps['resolver']>;

/**
 * A react-admin form validated by a domain schema (domain/schemas/): the browser shows the very
 * messages the server answers with, and the form submits the schema's output (payload names,
 * numbers as numbers, empty optional values as null).
 */
export function schemaResolver(schema: z.ZodType): FormResolver {
  return zodResolver(schema as never) as unknown as FormResolver;
}
