import type { Entity } from '../../domain/entities/entity';

/** The English texts of declared entities (app.entities.<name>.*), made from their declarations. */
export function entityMessages(entities: readonly Entity[]) {
  return Object.fromEntries(
    entities.map(({ name, singular, plural, fields }) => [
      name,
      {
        menu: plural,
        list: plural,
        add: `Add ${singular}`,
        update: `Update ${singular}`,
        edit_title: `Edit ${singular}`,
        view_title: `${singular} detail`,
        details: `${singular} Details`,
        fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.label])),
      },
    ]),
  );
}
