import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import type { RecordToStringFunction } from 'react-admin';
import type { Area } from '../../domain/access';
import type { Role } from '../../domain/roles';
import type { ResourceMapping } from '../../dataProvider/resources';

/**
 * What one folder under resources/ declares about itself, once: everything the app shell
 * (src/App.tsx, src/routes.ts, the sidebar, authProvider.canAccess) and the dataProvider need.
 * The list of every definition is src/resources/index.ts; docs/adding-a-resource.md walks through one.
 */

/** react-admin's action names; domain/access.ts reads list/show as read, the rest as write. */
export type ScreenAction = 'list' | 'show' | 'create' | 'edit';

/** A screen loaded when first shown (its own chunk of the build). */
export type LazyScreen = LazyExoticComponent<ComponentType>;

export type Screen =
  | { kind: 'page'; component: LazyScreen }
  | { kind: 'redirect'; to: string }
  /** Served by react-admin's <Resource> of that path (App.tsx), not by a custom route. */
  | { kind: 'resource' };

/** A path of the specifications that this resource serves. */
export interface SpecPath {
  path: string;
  /** Other spellings of the same path found in the specifications. */
  aliases?: readonly string[];
  action: ScreenAction;
  screen: Screen;
  /** When the path belongs to another area than the resource's. */
  area?: Area;
}

/** The submenus of the sidebar; their label, icon and place are in src/layout/menuEntries.tsx. */
export type MenuGroupKey = 'purchase_orders' | 'pickup_orders' | 'user_settings';

/** One sidebar link of the resource (spec 000 section 2). */
export interface MenuItem {
  /** i18n key. */
  label: string;
  /** Sorting key in the sidebar, or inside its group. */
  position: number;
  /** Where it goes; the resource's list (/name) by default. */
  to?: string;
  /** The resource's icon by default. */
  icon?: ComponentType;
  group?: MenuGroupKey;
  /** Hidden for roles that may use this other area (the supplier's 'Orders' vs the admin's Purchase Orders). */
  unlessArea?: Area;
}

/** The views of the react-admin <Resource>, each loaded when first shown. */
export interface ResourceViews {
  list?: LazyScreen;
  show?: LazyScreen;
  edit?: LazyScreen;
  create?: LazyScreen;
  /** More routes under /name (e.g. /orders/consolidate, /stock/history). */
  routes?: readonly { path: string; action: ScreenAction; component: LazyScreen }[];
}

/**
 * The endpoints of a resource (dataProvider/resources.ts says what each field means). `views`
 * are further lists of the same resource on other endpoints, chosen with `meta: { view }`.
 */
export interface ResourceApi {
  mapping: ResourceMapping;
  views?: Readonly<Record<string, ResourceMapping>>;
}

export interface ResourceDefinition {
  /** The react-admin resource key, e.g. 'warehouses' (also its canonical path /warehouses). */
  name: string;
  /** Its permission area in domain/access.ts. */
  area: Area;
  /** Roles that reach it for the rows they own beside the area's (a declared entity's `owners`). */
  owners?: readonly Role[];
  /** Its sidebar links; [] when another entry leads to it (packs are reached from products). */
  menu: readonly MenuItem[];
  /** The specification paths and aliases it serves (redirects, state-carrying paths, placeholders). */
  paths: readonly SpecPath[];
  /** What `/` and `/orders` show for a role whose first screen this is; the lowest rank wins. */
  home?: { rank: number; screen: Screen };
  /** Its endpoints; null for a page that is no data resource (Change Password) or not built yet. */
  api: ResourceApi | null;
  /** Its react-admin views; {} when it is served by pages of `paths` only. */
  views: ResourceViews;
  icon: ComponentType;
  /** How a record is named in titles and references; null when its records are never referenced. */
  recordRepresentation: string | RecordToStringFunction | ReactElement | null;
}

/** A screen of the resource's folder, loaded when first shown: `screen(() => import('../../resources/XList'), (m) => m.XList)`. */
export const screen = <T>(load: () => Promise<T>, pick: (module: T) => ComponentType): LazyScreen =>
  lazy(() => load().then((module) => ({ default: pick(module) })));

/** A spec path that leads to another path (the canonical route of a resource, usually). */
export const redirect = (to: string): Screen => ({ kind: 'redirect', to });

/** A spec path served by the resource's own route (/name). */
export const RESOURCE_ROUTE: Screen = { kind: 'resource' };

/** A page of the resource at a spec path (a custom route of the shell). */
export const page = <T>(load: () => Promise<T>, pick: (module: T) => ComponentType): Screen => ({
  kind: 'page',
  component: screen(load, pick),
});
