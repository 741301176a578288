import { describe, expect, it } from 'vitest';
import { activityKind, fieldChanges, isSecretField, SECRET_VALUE } from './activity';

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
