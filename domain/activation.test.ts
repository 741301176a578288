import { describe, expect, it } from 'vitest';
import { isActive, mayChoose, nextActivation, ownerLetsAct } from './activation';

describe('nextActivation', () => {
  it('flips the stored status when the sent current status matches it', () => {
    expect(nextActivation(true, true)).toEqual({ activated: false });
    expect(nextActivation(false, false)).toEqual({ activated: true });
  });
  it('is a conflict when the status changed since the browser showed it', () => {
    expect(nextActivation(true, false)).toEqual({ conflict: true });
    expect(nextActivation(false, true)).toEqual({ conflict: true });
  });
});

describe('mayChoose', () => {
  it('offers activated records only', () => {
    expect(mayChoose({ activated: true })).toBe(true);
    expect(mayChoose({ activated: false })).toBe(false);
  });
  it('keeps a record already chosen usable after its deactivation', () => {
    expect(mayChoose({ activated: false }, true)).toBe(true);
  });
});

describe('isActive', () => {
  it('is an existing, activated, not deleted record, as stored or as answered', () => {
    expect(isActive({ activated: true, deletedAt: null })).toBe(true);
    expect(isActive({ activated: true, deleted_at: null })).toBe(true);
    expect(isActive({ activated: false, deletedAt: null })).toBe(false);
    expect(isActive({ activated: true, deletedAt: new Date() })).toBe(false);
    expect(isActive({ activated: true, deleted_at: '2026-11-01T00:00:00Z' })).toBe(false);
    expect(isActive(undefined)).toBe(false);
    expect(isActive(null)).toBe(false);
  });
});

describe('ownerLetsAct', () => {
  const live = { activated: true, deletedAt: null };
  it('lets a Warehouse or Supplier account act while its owner is live, an Admin always', () => {
    const warehouse = { role: 'Warehouse', warehouseId: 'w', supplierId: null };
    const supplier = { role: 'Supplier', warehouseId: null, supplierId: 's' };
    expect(ownerLetsAct(warehouse, live)).toBe(true);
    expect(ownerLetsAct(warehouse, { activated: false })).toBe(false);
    expect(ownerLetsAct(supplier, { activated: true, deletedAt: new Date() })).toBe(false);
    expect(ownerLetsAct(supplier, null)).toBe(false);
    expect(ownerLetsAct({ role: 'Admin', warehouseId: null, supplierId: null }, null)).toBe(true);
    expect(ownerLetsAct({ role: 'Warehouse', warehouseId: null, supplierId: null }, live)).toBe(false);
  });
});
