import { describe, expect, it } from 'vitest';
import { AREAS, actionOf, canAccess, scopeOf } from './access';

describe('canAccess', () => {
  it('lets an Admin read and write every area', () => {
    for (const area of AREAS) {
      expect(canAccess('Admin', area, 'read')).toBe(true);
      expect(canAccess('Admin', area, 'write')).toBe(true);
    }
  });

  it('gives a Warehouse its orders, stock, the active agents to read and its account', () => {
    const allowed = AREAS.filter((area) => canAccess('Warehouse', area, 'read'));
    expect(allowed.sort()).toEqual(['account', 'active-shipping-agents', 'stock', 'warehouse-orders']);
    expect(canAccess('Warehouse', 'active-shipping-agents', 'write')).toBe(false);
    expect(canAccess('Warehouse', 'settings', 'read')).toBe(false);
  });

  it('gives a Supplier its purchase-order lines, the active agents to read and its account', () => {
    const allowed = AREAS.filter((area) => canAccess('Supplier', area, 'read'));
    expect(allowed.sort()).toEqual(['account', 'active-shipping-agents', 'supplier-orders']);
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
