import type { EntitySurface as Entity } from '../../domain/entities/surface';

/** The English texts of declared entities (app.entities.<name>.*), made from their declarations. */
export function entityMessages(entities: readonly Entity[]) {
  return Object.fromEntries(
    entities.map(({ name, singular, plural, fields }) => [
      name,
      {
        list: plural,
        add: `Add ${singular}`,
        update: `Update ${singular}`,
        edit: 'Edit',
        edit_title: `Edit ${singular}`,
        view_title: `${singular} detail`,
        details: `${singular} Details`,
        fields: Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.label])),
      },
    ]),
  );
}

/** The sidebar key of an entity: its own text, else app.menu.<name> made from its plural. */
export const menuKey = (entity: Entity) => entity.texts?.menu ?? `app.menu.${entity.name.replace(/-/g, '_')}`;

/** The generated sidebar labels (app.menu.<name>), for the entities without a text of their own. */
export function entityMenuLabels(entities: readonly Entity[]) {
  return Object.fromEntries(
    entities.filter((e) => !e.texts?.menu).map((e) => [e.name.replace(/-/g, '_'), e.plural]),
  );
}
