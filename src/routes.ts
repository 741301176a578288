import type { Area } from '../domain/access';
import { RESOURCES } from './resources/index';
import type { ResourceDefinition, Screen, ScreenAction } from './resources/definition';

export type { Screen, ScreenAction } from './resources/definition';

/**
 * Every path of both specifications, in one table derived from the resource definitions
 * (src/resources/index.ts): which area of domain/access.ts it belongs to and which screen it shows.
 *
 * Several entries may share a path: the first one the signed-in role may use wins. That is how
 * `/` (and `/orders`, "the first screen of the section") is each role's own first screen: the
 * definitions with a `home`, by rank. react-router matches paths case-insensitively, so `/Sent`,
 * `/Suppliers` and `/edit-Pack` are served by `/sent`, `/suppliers` and `/edit-pack`; they are
 * listed as aliases anyway so that this table names every path the specifications write.
 */
export interface AppRoute {
  path: string;
  /** Other spellings of the same path found in the specifications. */
  aliases?: readonly string[];
  area: Area;
  action: ScreenAction;
  screen: Screen;
}

/** The paths that show each role's first screen. */
const FIRST_SCREEN_PATHS = ['/', '/orders'];

export function routesOf(definitions: readonly ResourceDefinition[]): AppRoute[] {
  const homes = definitions
    .flatMap(({ area, home }) => (home ? [{ area, ...home }] : []))
    .sort((a, b) => a.rank - b.rank);
  const firstScreens = FIRST_SCREEN_PATHS.flatMap((path) =>
    homes.map(({ area, screen }): AppRoute => ({ path, area, action: 'list', screen })),
  );
  const specPaths = definitions.flatMap((definition) =>
    definition.paths.map(({ area, ...path }): AppRoute => ({ ...path, area: area ?? definition.area })),
  );
  return [...firstScreens, ...specPaths];
}

export const ROUTES: readonly AppRoute[] = routesOf(RESOURCES);

/** One router path with the entries that may serve it, in the table's order. */
export interface RoutePath {
  path: string;
  entries: AppRoute[];
}

/**
 * The table grouped by path as react-router sees it (case-insensitive), aliases included.
 */
export function routePaths(routes: readonly AppRoute[] = ROUTES): RoutePath[] {
  const byPath = new Map<string, RoutePath>();
  for (const route of routes) {
    if (route.screen.kind === 'resource') continue;
    for (const path of [route.path, ...(route.aliases ?? [])]) {
      const key = path.toLowerCase();
      const group = byPath.get(key) ?? { path: key, entries: [] };
      if (!group.entries.includes(route)) group.entries.push(route);
      byPath.set(key, group);
    }
  }
  return [...byPath.values()];
}
