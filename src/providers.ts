import { createAuthProvider, type ResourceAreas } from '../authProvider';
import { dataProvider as endpoints, type AppDataProvider } from '../dataProvider';
import { RESOURCES } from './resources/index';
import type { ResourceDefinition } from './resources/definition';

/** Each resource key's permission area (and owners, for an owned entity), from the definitions. */
export function resourceAreas(definitions: readonly ResourceDefinition[]): ResourceAreas {
  return Object.fromEntries(
    definitions.map(({ name, area, owners }) => [name, owners?.length ? { area, owners } : area]),
  );
}

/** The providers of the app, derived from the resource definitions (src/resources/index.ts). */
export const authProvider = createAuthProvider(resourceAreas(RESOURCES));
export const dataProvider: AppDataProvider = endpoints;
