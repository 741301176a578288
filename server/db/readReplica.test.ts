import { describe, expect, it } from 'vitest';
import { isRead } from './readReplica';

describe('what the read replica may answer', () => {
  it('is a select that locks no row', () => {
    expect(isRead('select "id" from "orders" where "status" = $1')).toBe(true);
    expect(isRead('  (select 1) union (select 2)')).toBe(true);
    expect(isRead('select id from orders for update skip locked')).toBe(false);
    expect(isRead('insert into "orders" ("id") values ($1)')).toBe(false);
    expect(isRead('with moved as (update outbox set status = $1 returning id) select * from moved')).toBe(
      false,
    );
    expect(isRead('update "sessions" set "last_seen_at" = $1')).toBe(false);
  });
});
