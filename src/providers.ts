import { createAuthProvider, type ResourceAreas } from '../authProvider';
import type { AppDataProvider } from '../dataProvider';
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

let endpoints: Promise<AppDataProvider> | undefined;
const loadEndpoints = () => (endpoints ??= import('../dataProvider').then((m) => m.dataProvider));

/**
 * The dataProvider, fetched with its first call: the sign-in page calls none of its methods, so
 * it does not carry them and the list mapping's domain rules (issue 31's sign-in budget). Every
 * method is a function that awaits the module and calls its namesake; what react-admin reads as
 * a value (`then`: this is no promise; `supportAbortSignal`, compared with `true`) is undefined.
 */
export function lazyDataProvider(load: () => Promise<AppDataProvider>): AppDataProvider {
  const methods = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  return new Proxy({} as AppDataProvider, {
    get(_, name) {
      if (typeof name !== 'string' || name === 'then' || name === 'supportAbortSignal') return undefined;
      if (!methods.has(name))
        methods.set(name, async (...args) => {
          const provider = (await load()) as unknown as Record<string, (...a: unknown[]) => unknown>;
          return provider[name](...args);
        });
      return methods.get(name);
    },
  });
}

export const dataProvider: AppDataProvider = lazyDataProvider(loadEndpoints);
