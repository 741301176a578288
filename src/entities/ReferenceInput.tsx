import { AutocompleteArrayInput, SelectInput } from 'react-admin';
import type { FieldDeclaration } from '../../domain/entities/entity';
import type { ChoiceList } from '../../dataProvider/products';
import { useAdminRows } from '../components/forms';

/**
 * The input of a reference field: the referenced resource's list read whole, each record
 * offered by its declared label; one of them, or several (at least one) for 'references'.
 */
export const ReferenceInput = ({
  field,
  ...common
}: {
  field: FieldDeclaration;
  source: string;
  label: string;
  isRequired: boolean;
  readOnly?: boolean;
}) => {
  const reference = field.reference!;
  const { rows, isPending } = useAdminRows<Record<string, unknown>>(reference.list as ChoiceList);
  const choices = rows.map((row) => ({ id: row._id, name: String(row[reference.label] ?? row._id) }));
  return field.kind === 'references' ? (
    <AutocompleteArrayInput {...common} choices={choices} isPending={isPending} fullWidth />
  ) : (
    <SelectInput {...common} choices={choices} isPending={isPending} />
  );
};
