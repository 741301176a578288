import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import type { FieldDeclaration } from '../../domain/entities/entity';
import { ReferenceValue } from './ReferenceValue';

/**
 * How a list cell or a detail shows a field's value: links for URLs and e-mails, Yes/No, a
 * referenced record by its label.
 */
export function displayValue(field: FieldDeclaration, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') return null;
  if (field.kind === 'boolean') return value ? 'Yes' : 'No';
  if (field.kind === 'url')
    return (
      <Link href={String(value)} target="_blank" rel="noopener noreferrer">
        {String(value)}
      </Link>
    );
  if ((field.kind === 'reference' || field.kind === 'references') && field.reference)
    return <ReferenceValue reference={field.reference} value={value} />;
  if (field.kind === 'email') return <Link href={`mailto:${String(value)}`}>{String(value)}</Link>;
  return String(value);
}
