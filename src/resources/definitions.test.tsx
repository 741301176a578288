import { describe, expect, it } from 'vitest';
import { isArea } from '../../domain/access';
import { RESOURCES as MAPPINGS, viewKey, type ResourceMapping } from '../../dataProvider/resources';
import { MENU } from '../layout/menuEntries';
import { ROUTES } from '../routes';
import type { ResourceDefinition, Screen } from './definition';
import { RESOURCES } from './index';

/** React.lazy's element type: a view that loads its code on first use. */
const isLazy = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  (value as { $$typeof?: symbol }).$$typeof === Symbol.for('react.lazy');

const isScreen = (screen: Screen) =>
  (screen.kind === 'page' && isLazy(screen.component)) ||
  (screen.kind === 'redirect' && screen.to.startsWith('/')) ||
  screen.kind === 'resource';

/** Every part a definition must declare, and what a declared part must look like. */
function missingParts(definition: ResourceDefinition): string[] {
  const missing: string[] = [];
  const { name, area, menu, paths, api, views, icon, recordRepresentation } = definition;
  if (typeof name !== 'string' || !/^[a-z][a-z-]*$/.test(name)) missing.push('name');
  if (!isArea(area)) missing.push('area');
  if (
    !Array.isArray(menu) ||
    menu.some((item) => !item.label?.startsWith('app.menu.') || !Number.isFinite(item.position))
  )
    missing.push('menu');
  if (!Array.isArray(paths) || paths.some((path) => !path.path?.startsWith('/') || !isScreen(path.screen)))
    missing.push('paths');
  // null: declared as no data resource (a page, or not built yet); otherwise a real mapping.
  if (api === undefined || (api !== null && !(api.mapping?.listPath || api.mapping?.onePath)))
    missing.push('api');
  const viewList = views ? [views.list, views.show, views.edit, views.create].filter(Boolean) : [];
  const routeViews = views?.routes?.map((route) => route.component) ?? [];
  if (!views || [...viewList, ...routeViews].some((view) => !isLazy(view))) missing.push('views');
  // Something to show: a react-admin view, or a page or redirect at a spec path.
  if (viewList.length + routeViews.length === 0 && !paths?.some((path) => path.screen.kind !== 'resource'))
    missing.push('views or paths to show');
  if (typeof icon !== 'function' && typeof icon !== 'object') missing.push('icon');
  if (recordRepresentation === undefined) missing.push('recordRepresentation');
  if (api && recordRepresentation === null && (views.show || views.edit))
    missing.push('recordRepresentation');
  return missing;
}

describe('resource definitions (src/resources/index.ts)', () => {
  it.each(RESOURCES.map((definition) => [definition.name, definition] as const))(
    '%s declares every part',
    (_name, definition) => {
      expect(missingParts(definition)).toEqual([]);
    },
  );

  it('a definition without a part is refused', () => {
    const [complete] = RESOURCES;
    for (const part of [
      'name',
      'area',
      'menu',
      'paths',
      'api',
      'views',
      'icon',
      'recordRepresentation',
    ] as const) {
      const lacking = { ...complete, [part]: undefined } as unknown as ResourceDefinition;
      expect(missingParts(lacking)).toContain(part);
    }
  });

  it('names each resource once', () => {
    const names = RESOURCES.map((definition) => definition.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("the dataProvider maps exactly the definitions' endpoints (resources/<x>/api.ts)", () => {
    const expected = RESOURCES.flatMap(({ name, api }) =>
      api ? [name, ...Object.keys(api.views ?? {}).map((view) => viewKey(name, view))] : [],
    );
    expect(Object.keys(MAPPINGS).sort()).toEqual(expected.sort());
    // A declared entity's mapping is made from its declaration on both sides: compare what it does.
    const calls = (mapping: ResourceMapping) => ({ ...mapping, onePath: mapping.onePath?.('id 1') });
    for (const { name, api } of RESOURCES) if (api) expect(calls(MAPPINGS[name])).toEqual(calls(api.mapping));
  });

  it('every spec path of a definition is in the route table, and every menu link in the sidebar', () => {
    const routed = new Set(ROUTES.map((route) => route.path));
    const links = new Set(
      MENU.flatMap((entry) => (entry.kind === 'group' ? entry.children : [entry])).flatMap((entry) =>
        entry.kind === 'link' ? [entry.label] : [],
      ),
    );
    for (const definition of RESOURCES) {
      for (const { path } of definition.paths) expect(routed).toContain(path);
      for (const { label } of definition.menu) expect(links).toContain(label);
    }
  });
});
