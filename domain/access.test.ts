import { describe, expect, it } from 'vitest';
import {
  AREAS,
  actionOf,
  canAccess,
  confinedSupplierId,
  confinedWarehouseId,
  mayReachSupplier,
  mayReachWarehouse,
  scopeOf,
} from './access';

describe('canAccess', () => {
  it('lets an Admin read and write every area', () => {
    for (const area of AREAS) {
      expect(canAccess('Admin', area, 'read')).toBe(true);
      expect(canAccess('Admin', area, 'write')).toBe(true);
    }
  });

  it('gives a Warehouse its orders, stock, the active agents to read and its account', () => {
    const allowed = AREAS.filter((area) => canAccess('Warehouse', area, 'read'));
    expect(allowed.sort()).toEqual([
      'account',
      'active-shipping-agents',
      'activity',
      'attention',
      'stock',
      'warehouse-orders',
    ]);
    expect(canAccess('Warehouse', 'active-shipping-agents', 'write')).toBe(false);
    expect(canAccess('Warehouse', 'settings', 'read')).toBe(false);
  });

  it('gives a Supplier its purchase-order lines, the active agents to read and its account', () => {
    const allowed = AREAS.filter((area) => canAccess('Supplier', area, 'read'));
    expect(allowed.sort()).toEqual([
      'account',
      'active-shipping-agents',
      'activity',
      'attention',
      'supplier-orders',
    ]);
    expect(canAccess('Supplier', 'activity', 'write')).toBe(false);
    expect(canAccess('Supplier', 'warehouses', 'write')).toBe(false);
    expect(canAccess('Supplier', 'stock', 'read')).toBe(false);
  });

  it('denies when there is no role', () => {
    expect(canAccess(undefined, 'account', 'read')).toBe(false);
    expect(canAccess(null, 'orders', 'read')).toBe(false);
  });
});

describe('scopeOf and actionOf', () => {
  it('scopes restricted roles to their own records', () => {
    expect(scopeOf('Admin')).toBe('all');
    expect(scopeOf('Warehouse')).toBe('ownWarehouse');
    expect(scopeOf('Supplier')).toBe('ownSupplier');
  });
  it('maps react-admin actions to read or write', () => {
    expect(actionOf('list')).toBe('read');
    expect(actionOf('show')).toBe('read');
    expect(actionOf('edit')).toBe('write');
    expect(actionOf('delete')).toBe('write');
    expect(actionOf('create')).toBe('write');
  });
});

describe('whose records a viewer reaches', () => {
  const admin = { role: 'Admin', warehouseId: null, supplierId: null } as const;
  const warehouse = { role: 'Warehouse', warehouseId: 'w1', supplierId: null } as const;
  const supplier = { role: 'Supplier', warehouseId: null, supplierId: 's1' } as const;
  const noWarehouse = { role: 'Warehouse', warehouseId: null, supplierId: null } as const;

  it('confines a Warehouse user to its warehouse and a Supplier user to its supplier', () => {
    expect(confinedWarehouseId(admin)).toBeUndefined();
    expect(confinedWarehouseId(warehouse)).toBe('w1');
    expect(confinedWarehouseId(supplier)).toBeNull();
    expect(confinedWarehouseId(noWarehouse)).toBeNull();
    expect(confinedSupplierId(admin)).toBeUndefined();
    expect(confinedSupplierId(supplier)).toBe('s1');
    expect(confinedSupplierId(warehouse)).toBeNull();
  });

  it('lets an Admin reach every record, others their own only', () => {
    expect(mayReachWarehouse(admin, 'w2')).toBe(true);
    expect(mayReachWarehouse(warehouse, 'w1')).toBe(true);
    expect(mayReachWarehouse(warehouse, 'w2')).toBe(false);
    expect(mayReachWarehouse(noWarehouse, null)).toBe(false);
    expect(mayReachWarehouse(supplier, 'w1')).toBe(false);
    expect(mayReachSupplier(admin, 's2')).toBe(true);
    expect(mayReachSupplier(supplier, 's1')).toBe(true);
    expect(mayReachSupplier(supplier, 's2')).toBe(false);
    expect(mayReachSupplier(warehouse, 's1')).toBe(false);
  });
});
