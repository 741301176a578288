import { describe, expect, it } from 'vitest';
import { ownerOf, reachesOwned } from './owners';
import { ownerFields, ownerRoles } from './entities/owned';

const admin = { role: 'Admin', warehouseId: null, supplierId: null } as const;
const supplier = { role: 'Supplier', warehouseId: null, supplierId: 's1' } as const;
const warehouse = { role: 'Warehouse', warehouseId: 'w1', supplierId: null } as const;
const homeless = { role: 'Warehouse', warehouseId: null, supplierId: null } as const;

describe('whose rows a viewer reaches', () => {
  it('confines a Supplier and a Warehouse user to their own, an Admin to none', () => {
    expect(ownerOf(admin)).toBeUndefined();
    expect(ownerOf(supplier)).toEqual({ kind: 'supplier', id: 's1' });
    expect(ownerOf(warehouse)).toEqual({ kind: 'warehouse', id: 'w1' });
  });

  it("reaches a row only through an owner of the viewer's kind that is its own", () => {
    const row = { supplier: 's1', warehouse: 'w2' };
    expect(reachesOwned(admin, row)).toBe(true);
    expect(reachesOwned(supplier, row)).toBe(true);
    expect(reachesOwned(warehouse, row)).toBe(false);
    expect(reachesOwned(supplier, { supplier: 's2' })).toBe(false);
    // No owner of its kind, or no owner on its account: nothing.
    expect(reachesOwned(warehouse, { supplier: 's1' })).toBe(false);
    expect(reachesOwned(homeless, { warehouse: null })).toBe(false);
  });
});

describe("an entity's declared owners", () => {
  const reference = (resource: string) => ({ kind: 'reference', reference: { resource } });
  const fields = {
    supplierId: reference('suppliers'),
    warehouseId: reference('warehouses'),
    agentId: reference('shipping-agents'),
  };

  it('are its reference fields to suppliers and warehouses, with the roles that own rows', () => {
    const entity = { name: 'x', fields, owners: ['supplierId', 'warehouseId'] };
    expect(ownerFields(entity)).toEqual({ supplier: 'supplierId', warehouse: 'warehouseId' });
    expect(ownerRoles(entity)).toEqual(['Supplier', 'Warehouse']);
    expect(ownerFields({ name: 'x', fields })).toEqual({});
  });

  it('refuses an owner that is not such a reference', () => {
    expect(() => ownerFields({ name: 'x', fields, owners: ['agentId'] })).toThrow(/agentId/);
    expect(() => ownerFields({ name: 'x', fields, owners: ['nope'] })).toThrow(/nope/);
  });
});
