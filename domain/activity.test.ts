import { describe, expect, it } from 'vitest';
import {
  activityAddress,
  activityKind,
  activityResourceOf,
  fieldChanges,
  isSecretField,
  SECRET_VALUE,
} from './activity';

describe('who changed what', () => {
  it('records each changed field with its value before and after, in the record order', () => {
    expect(
      fieldChanges(
        { name: 'Acme', email: 'a@acme.test', criteria: ['Weight'], updatedAt: new Date(1) },
        { name: 'Acme', email: 'b@acme.test', criteria: ['Weight', 'LWH'], updatedAt: new Date(2) },
      ),
    ).toEqual([
      { field: 'email', before: 'a@acme.test', after: 'b@acme.test' },
      { field: 'criteria', before: ['Weight'], after: ['Weight', 'LWH'] },
    ]);
  });

  it('records a created record from nothing and a deleted one to nothing; dates as instants', () => {
    const at = new Date('2026-12-07T10:00:00Z');
    expect(fieldChanges(null, { sku: 'A-1', shippedAt: at })).toEqual([
      { field: 'sku', before: null, after: 'A-1' },
      { field: 'shippedAt', before: null, after: '2026-12-07T10:00:00.000Z' },
    ]);
    expect(fieldChanges({ sku: 'A-1', note: null }, null)).toEqual([
      { field: 'sku', before: 'A-1', after: null },
    ]);
    expect(fieldChanges({ at: new Date(at) }, { at })).toEqual([]);
  });

  it('never records a secret, only that it changed', () => {
    for (const field of ['passwordHash', 'password_hash', 'accessToken', 'webhook_secret', 'apiKey'])
      expect(isSecretField(field), field).toBe(true);
    for (const field of ['email', 'name', 'trackingId', 'role'])
      expect(isSecretField(field), field).toBe(false);
    expect(fieldChanges({ passwordHash: 'x' }, { passwordHash: 'y' })).toEqual([
      { field: 'passwordHash', before: SECRET_VALUE, after: SECRET_VALUE },
    ]);
    expect(fieldChanges({ accessToken: null }, { accessToken: 'shpat' })).toEqual([
      { field: 'accessToken', before: null, after: SECRET_VALUE },
    ]);
  });

  it('names the kind of write', () => {
    expect(activityKind(null, { id: 1 })).toBe('created');
    expect(activityKind({ id: 1 }, null)).toBe('deleted');
    expect(activityKind({ deletedAt: null }, { deletedAt: new Date() })).toBe('deleted');
    expect(activityKind({ deletedAt: new Date() }, { deletedAt: null })).toBe('restored');
    expect(activityKind({ name: 'a' }, { name: 'b' })).toBe('changed');
  });
});

describe('the Activity list address of a record', () => {
  const filterOf = (address: string) =>
    JSON.parse(new URLSearchParams(address.split('?')[1]).get('filter') ?? '{}') as Record<string, string>;

  it("names the record's table and id", () => {
    const address = activityAddress({ resource: 'shipping-agents', recordId: 'a1' });
    expect(address.startsWith('/activity?filter=')).toBe(true);
    expect(filterOf(address)).toEqual({ resource: 'shipping_agents', recordId: 'a1' });
    expect(activityResourceOf('suppliers')).toBe('suppliers');
  });

  it("names an order's records, and a timeline entry's second around it", () => {
    expect(filterOf(activityAddress({ orderId: 'o1' }))).toEqual({ orderId: 'o1' });
    expect(filterOf(activityAddress({ orderId: 'o1' }, '2026-12-07T10:00:00.000Z'))).toEqual({
      orderId: 'o1',
      from: '2026-12-07T09:59:59.000Z',
      to: '2026-12-07T10:00:01.000Z',
    });
    // A time it cannot read narrows nothing.
    expect(filterOf(activityAddress({ orderId: 'o1' }, 'not a time'))).toEqual({ orderId: 'o1' });
  });
});
