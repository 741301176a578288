import { AutocompleteArrayInput, SelectInput, useGetIdentity } from 'react-admin';
import { ownerOf, type OwnerKind } from '../../domain/owners';
import { isRole } from '../../domain/roles';
import type { FieldDeclaration } from '../../domain/entities/entity';
import type { ChoiceList } from '../../dataProvider/products';
import { useAdminRows } from '../components/forms';

/**
 * The input of a reference field: the referenced resource's list read whole, each record
 * offered by its declared label; one of them, or several (at least one) for 'references'.
 * An owner field (the entity's `owners`) offers a Supplier or Warehouse user only its own
 * supplier or warehouse, as the server accepts only that one (domain/owners.ts).
 */
export const ReferenceInput = ({
  field,
  owner,
  ...common
}: {
  field: FieldDeclaration;
  /** The kind of owner this field names, when it is one of the entity's owners. */
  owner?: OwnerKind;
  source: string;
  label: string;
  isRequired: boolean;
  readOnly?: boolean;
}) => {
  const reference = field.reference!;
  const { identity } = useGetIdentity();
  const confined =
    owner && identity && isRole(identity.role)
      ? ownerOf({
          role: identity.role,
          supplierId: (identity.supplierId as string | null) ?? null,
          warehouseId: (identity.warehouseId as string | null) ?? null,
        })
      : undefined;
  const own = confined?.kind === owner ? confined : undefined;
  const { rows, isPending } = useAdminRows<Record<string, unknown>>(
    // An owner field waits for the identity: a Supplier or Warehouse user never reads the list.
    own || (owner && !identity) ? null : (reference.list as ChoiceList),
  );
  const choices = own
    ? own.id
      ? [{ id: own.id, name: String(identity?.fullName ?? identity?.email ?? own.id) }]
      : []
    : rows.map((row) => ({ id: row._id, name: String(row[reference.label] ?? row._id) }));
  // Its own owner field is never left empty: the row would be out of its reach (the server refuses it).
  const isRequired = common.isRequired || Boolean(own);
  return field.kind === 'references' ? (
    <AutocompleteArrayInput
      {...common}
      isRequired={isRequired}
      choices={choices}
      isPending={isPending}
      fullWidth
    />
  ) : (
    <SelectInput {...common} isRequired={isRequired} choices={choices} isPending={isPending} />
  );
};
