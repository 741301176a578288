import { NumberInput } from 'react-admin';

/**
 * A required whole number within the range its schema allows (domain's `wholeNumber`, e.g.
 * DEADLINE_DAYS): the browser's spinner keeps to the same bounds the server checks.
 */
export const WholeNumberInput = ({
  source,
  label,
  range,
}: {
  source: string;
  /** i18n key. */
  label: string;
  range: { readonly min: number; readonly max: number };
}) => <NumberInput source={source} label={label} min={range.min} max={range.max} step={1} isRequired />;
