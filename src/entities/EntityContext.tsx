import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Entity, Section } from '../../domain/entities/entity';
import { entityMessages } from './messages';

/**
 * What a resource shows its own way inside the generated views: a list cell or a detail value
 * (by field or record path), a section of the detail screen drawn in full (by its title, or a
 * title the declaration does not have, added at the end), and where a saved edit goes.
 */
export interface EntityParts {
  cells?: Record<string, (record: Record<string, unknown>) => ReactNode>;
  details?: Record<string, (record: Record<string, unknown>) => ReactNode>;
  sections?: Record<string, ComponentType>;
  /** Shown in the add and edit form under its sections, inside the form (a warehouse's routing preview); `id` the edited record's. */
  formPanel?: ComponentType<{ id?: string }>;
  /** 'back' (one page back) or a path; default the list. */
  afterEdit?: string;
}

const EntityContext = createContext<{ entity: Entity; parts: EntityParts } | null>(null);

function useBound() {
  const bound = useContext(EntityContext);
  if (!bound) throw new Error('A generated view needs its entity (src/entities/entityResource.ts)');
  return bound;
}

/** The declared entity a generated view shows. */
export const useEntity = (): Entity => useBound().entity;

/** What the resource shows its own way (none by default). */
export const useEntityParts = (): EntityParts => useBound().parts;

/** A view bound to its entity: the lazily loaded views of a resource take no props. */
export const withEntity = (entity: Entity, View: ComponentType, parts: EntityParts = {}): ComponentType => {
  const Bound = () => (
    <EntityContext.Provider value={{ entity, parts }}>
      <View />
    </EntityContext.Provider>
  );
  Bound.displayName = `${entity.name}/${View.displayName ?? View.name}`;
  return Bound;
};

/**
 * The entity's texts: `app.entities.<name>.<key>` when a translation has it, else the English
 * made from the declaration (so a new entity needs no message file; another language adds keys).
 */
export function useEntityText() {
  const entity = useEntity();
  const translate = useTranslate();
  const english = entityMessages([entity])[entity.name] as unknown as Record<string, string>;
  const own = entity.texts as Record<string, string | undefined> | undefined;
  return (key: string) =>
    own?.[key]
      ? translate(own[key]!)
      : translate(`app.entities.${entity.name}.${key}`, { _: english[key] ?? key });
}

/** A field's label, translated when a translation has it. */
export function useFieldLabel() {
  const entity = useEntity();
  const translate = useTranslate();
  return (field: string) => {
    const declared = entity.fields[field];
    return declared?.ui
      ? translate(declared.ui)
      : translate(`app.entities.${entity.name}.fields.${field}`, { _: declared?.label ?? field });
  };
}

/** The sections of a form or detail screen: the declared ones, else one with every field. */
export function useSections(screen: 'form' | 'show'): readonly Section[] {
  const entity = useEntity();
  const text = useEntityText();
  const declared = screen === 'form' ? entity.form : entity.show;
  if (declared) return declared;
  const fields = Object.keys(entity.fields);
  return [
    {
      title: text('details'),
      fields: screen === 'show' && entity.activation ? [...fields, 'activated'] : fields,
    },
  ];
}
