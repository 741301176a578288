import type { Entity } from '../../domain/entities/entity';
import { emptyValue } from './EntityInput';
import { valueAt } from './valueAt';

/** The form's values of a stored record (its add payload), or of a new one. */
export const formValues = (entity: Entity, record?: object): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(entity.fields).map(([key, field]) => [
      key,
      record
        ? (valueAt(record as Record<string, unknown>, field.record ?? key) ?? emptyValue(field))
        : emptyValue(field),
    ]),
  );
