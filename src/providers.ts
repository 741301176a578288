import type { DataProvider } from 'react-admin';
import { createAuthProvider, type ResourceAreas } from '../authProvider';
import { dataProvider as endpoints, type AppDataProvider } from '../dataProvider';
import { viewKey } from '../dataProvider/resources';
import { RESOURCES } from '../resources';
import type { ResourceDefinition } from '../resources/definition';

/** Each resource key's permission area, from the definitions. */
export function resourceAreas(definitions: readonly ResourceDefinition[]): ResourceAreas {
  return Object.fromEntries(definitions.map((definition) => [definition.name, definition.area]));
}

/**
 * A further list of a resource (the orders' Consolidate/Unconsolidate list) asks getList with
 * `meta: { view }`; its endpoints are mapped under 'name/view' (resources/<x>/api.ts `views`).
 */
export function withListViews<T extends DataProvider>(provider: T): T {
  return {
    ...provider,
    getList: (resource, params) => {
      const view: unknown = params.meta?.view;
      return provider.getList(typeof view === 'string' ? viewKey(resource, view) : resource, params);
    },
  };
}

/** The providers of the app, derived from the resource definitions (resources/index.ts). */
export const authProvider = createAuthProvider(resourceAreas(RESOURCES));
export const dataProvider: AppDataProvider = withListViews(endpoints);
