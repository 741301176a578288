import { afterEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from '../../authProvider';
import { entitySurface } from '../../domain/entities/surface';
import { packagingTypes } from '../../tests/entities/packagingTypes';
import { entityResource } from '../entities/entityResource';
import { resourceAreas } from '../providers';
import { signInAs, USERS } from '../testing';
import { menuAreas, menuOf, visibleMenu } from './menuEntries';

/**
 * An owned entity (its rows a supplier's or a warehouse's) is reached by its owners as the server
 * lets them (domain/access.ts mayUse): its sidebar entry and its screens, not only its calls.
 */
const owned = entityResource(entitySurface({ ...packagingTypes, menu: { position: 90 } }));
const plain = entityResource(
  entitySurface({ ...packagingTypes, name: 'plain-types', owners: undefined, menu: { position: 91 } }),
);
const definitions = [owned, plain];
const authProvider = createAuthProvider(resourceAreas(definitions));
const menu = menuOf(definitions);

/** The sidebar labels the signed-in role gets, asked of the authProvider as ShellMenu asks. */
async function labelsFor(role: keyof typeof USERS) {
  signInAs(USERS[role]);
  const allowed = new Map<string, boolean>();
  for (const key of menuAreas(menu))
    allowed.set(key, await authProvider.canAccess!({ resource: key, action: 'list' }));
  return visibleMenu((key) => allowed.get(key) === true, menu).map((entry) => entry.label);
}

describe('an owned entity in the browser', () => {
  afterEach(() => localStorage.clear());

  it('names its owners in its definition, and the menu asks for it by its resource', () => {
    expect(owned.owners).toEqual(['Supplier', 'Warehouse']);
    expect(plain.owners).toBeUndefined();
    expect(menuAreas(menu)).toEqual(expect.arrayContaining(['settings', 'packaging-types']));
    expect(menuAreas(menu)).not.toContain('plain-types');
  });

  it('is in the sidebar of its owners and of the Admin; an entity nobody owns only of its area', async () => {
    const ownedLabel = owned.menu[0].label;
    const plainLabel = plain.menu[0].label;
    expect(await labelsFor('Supplier')).toContain(ownedLabel);
    expect(await labelsFor('Warehouse')).toContain(ownedLabel);
    expect(await labelsFor('Supplier')).not.toContain(plainLabel);
    expect(await labelsFor('Admin')).toEqual(expect.arrayContaining([ownedLabel, plainLabel]));
  });

  it('lets its owners open its screens and write, as the server does; others stay out', async () => {
    signInAs(USERS.Supplier);
    await expect(authProvider.canAccess!({ resource: 'packaging-types', action: 'edit' })).resolves.toBe(
      true,
    );
    await expect(authProvider.canAccess!({ resource: 'plain-types', action: 'list' })).resolves.toBe(false);
    await expect(authProvider.canAccess!({ resource: 'settings', action: 'list' })).resolves.toBe(false);
  });
});
