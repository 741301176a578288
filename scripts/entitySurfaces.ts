import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import type { Entity } from '../domain/entities/entity';
import { entitySurface, type DeclaredSurface } from '../domain/entities/surface';

/** The module the browser imports the declarations' surfaces from (src/entities/declared.ts). */
export const ENTITY_SURFACES_MODULE = 'virtual:entity-surfaces';
const RESOLVED = `\0${ENTITY_SURFACES_MODULE}`;

/** Each domain/entities/<name>.ts that exports an `entity`, read with its imports in Node. */
export async function readEntitySurfaces(dir: string): Promise<DeclaredSurface[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .sort();
  const declared: DeclaredSurface[] = [];
  for (const file of files) {
    const module = (await tsImport(pathToFileURL(path.join(dir, file)).href, import.meta.url)) as {
      entity?: Entity;
    };
    if (module.entity) declared.push({ file, surface: entitySurface(module.entity) });
  }
  return declared;
}

/**
 * A Vite plugin serving `virtual:entity-surfaces`: the surface of every declared entity as
 * plain data, computed from the declarations when the app is built or served, so an entity is
 * still declared once while the first chunk leaves zod and the schemas to the screens.
 */
export function entitySurfacesPlugin(root = process.cwd()): Plugin {
  const dir = path.join(root, 'domain/entities');
  return {
    name: 'entity-surfaces',
    resolveId: (id) => (id === ENTITY_SURFACES_MODULE ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      for (const file of readdirSync(dir)) this.addWatchFile(path.join(dir, file));
      return `export default ${JSON.stringify(await readEntitySurfaces(dir))};`;
    },
  };
}
