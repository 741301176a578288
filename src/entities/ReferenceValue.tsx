import type { Reference } from '../../domain/entities/entity';
import type { ChoiceList } from '../../dataProvider/products';
import { useAdminRows } from '../components/forms';

/**
 * A reference field's value as the referenced record's declared label (a supplier's name, a
 * pack's products), read from the same cached list the input offers; the id while it loads or
 * when the record is gone.
 */
export const ReferenceValue = ({ reference, value }: { reference: Reference; value: unknown }) => {
  const { rows } = useAdminRows<Record<string, unknown>>(reference.list as ChoiceList);
  const labelOf = (id: unknown) => {
    const row = rows.find((candidate) => candidate._id === id);
    return row ? String(row[reference.label] ?? id) : String(id);
  };
  return <>{Array.isArray(value) ? value.map(labelOf).join(', ') : labelOf(value)}</>;
};
