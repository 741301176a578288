import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import type { FieldDeclaration } from '../../domain/entities/entity';
import { useTranslate } from 'react-admin';
import { ReferenceValue } from './ReferenceValue';

/** A choice in the reader's language; a value the texts lack shows as stored. */
const ChoiceText = ({ texts, value }: { texts: string; value: string }) => {
  const translate = useTranslate();
  return <>{translate(`${texts}.${value}`, { _: value })}</>;
};

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
  if (field.kind === 'choice' && field.choiceTexts)
    return <ChoiceText texts={field.choiceTexts} value={String(value)} />;
  if (field.kind === 'email') return <Link href={`mailto:${String(value)}`}>{String(value)}</Link>;
  return String(value);
}
