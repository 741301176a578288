import { BooleanInput, NumberInput, SelectInput, TextInput } from 'react-admin';
import type { FieldDeclaration } from '../../domain/entities/entity';
import { EmailBodyInput, ScheduleInput, TimeInput } from '../components/forms';
import { ReferenceInput } from './ReferenceInput';
import type { OwnerKind } from '../../domain/owners';

/** The input of one declared field, by its kind; a locked field is read-only on edit. */
export const EntityInput = ({
  source,
  field,
  label,
  editing,
  owner,
}: {
  source: string;
  field: FieldDeclaration;
  label: string;
  editing: boolean;
  /** The kind of owner the field names, when it is one of the entity's owners. */
  owner?: OwnerKind;
}) => {
  const common = {
    source,
    label,
    isRequired: field.required !== false && field.kind !== 'boolean',
    readOnly: editing && !!field.lockedOnEdit,
  };
  switch (field.kind) {
    case 'schedule':
      return <ScheduleInput source={source} />;
    case 'richText':
      return <EmailBodyInput source={source} />;
    case 'reference':
    case 'references':
      return <ReferenceInput {...common} field={field} owner={owner} />;
    case 'boolean':
      return <BooleanInput {...common} className="full-row" />;
    case 'time':
      return (
        <TimeInput
          source={source}
          label={label}
          isRequired={common.isRequired}
          clearable={!common.isRequired}
        />
      );
    case 'number':
      // Measures: never below 0, any fraction.
      return <NumberInput {...common} min={0} step="any" />;
    case 'choice':
      return (
        <SelectInput
          {...common}
          choices={(field.choices ?? []).map((id) => ({
            id,
            name: field.choiceTexts ? `${field.choiceTexts}.${id}` : id,
          }))}
          translateChoice={!!field.choiceTexts}
        />
      );
    case 'longText':
      return <TextInput {...common} multiline minRows={3} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'url':
      return <TextInput {...common} type="url" />;
    case 'phone':
      return <TextInput {...common} type="tel" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />;
    default:
      return <TextInput {...common} />;
  }
};

/** The value a new record's form starts with. */
export const emptyValue = (field: FieldDeclaration): unknown =>
  field.default ??
  (field.kind === 'boolean'
    ? false
    : field.kind === 'references'
      ? []
      : field.kind === 'number' || field.form === false
        ? null
        : '');
