import { defineEntity } from '../../domain/entities/entity';

/**
 * A throwaway entity, declared here and nowhere else (no migration, no folder): the API test
 * and the screen test build everything from it, so they fail as soon as the generator rots.
 */
export const gadgets = defineEntity({
  name: 'gadgets',
  area: 'settings',
  singular: 'Gadget',
  plural: 'Gadgets',
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      search: true,
      unique: 'A gadget with this name already exists',
      lockedOnEdit: true,
    },
    code: { kind: 'text', label: 'Code', max: 10, search: true },
    contact_email: { kind: 'email', label: 'Email' },
    website: { kind: 'url', label: 'Website', required: false },
    weight: { kind: 'number', label: 'Weight', required: false, max: 500 },
    fragile: { kind: 'boolean', label: 'Fragile', default: false },
    size: { kind: 'choice', label: 'Size', choices: ['S', 'M', 'L'], default: 'M' },
  },
});
