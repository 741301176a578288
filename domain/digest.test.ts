import { describe, expect, it } from 'vitest';
import { DAY, HOUR } from './attention';
import {
  DIGEST_MAX_LINES,
  composeDigest,
  digestDay,
  digestLine,
  digestViewer,
  isRecipientsRow,
  parseRecipientKey,
  recipientKey,
  type DigestRow,
} from './digest';

const now = new Date('2026-03-10T12:00:00Z');
const W1 = '11111111-1111-4111-8111-111111111111';
const W2 = '22222222-2222-4222-8222-222222222222';
const S1 = '33333333-3333-4333-8333-333333333333';
const S2 = '44444444-4444-4444-8444-444444444444';

const row = (over: Partial<DigestRow>): DigestRow => ({
  reason: 'problematic',
  move: 'admin',
  warehouse_id: null,
  supplier_id: null,
  actor_name: null,
  record_kind: 'order',
  record_number: '#1001',
  order_number: '#1001',
  since: new Date(now.getTime() - 3 * HOUR),
  ...over,
});

const warehouse1 = { kind: 'warehouse' as const, id: W1, name: 'Hub North' };
const supplier1 = { kind: 'supplier' as const, id: S1, name: 'Acme' };
const operator = { kind: 'operator' as const, id: null, name: 'Operator' };

const rows: DigestRow[] = [
  row({
    reason: 'late',
    move: 'warehouse',
    warehouse_id: W1,
    actor_name: 'Hub North',
    record_number: '#1',
  }),
  row({
    reason: 'late',
    move: 'warehouse',
    warehouse_id: W2,
    actor_name: 'Hub South',
    record_number: '#2',
  }),
  row({
    reason: 'supplier-silent',
    move: 'supplier',
    supplier_id: S1,
    actor_name: 'Acme',
    record_kind: 'purchase-order',
    record_number: 'PO-001000',
    order_number: null,
  }),
  row({
    reason: 'supplier-silent',
    move: 'supplier',
    supplier_id: S2,
    actor_name: 'Other',
    record_kind: 'purchase-order',
    record_number: 'PO-001001',
    order_number: null,
  }),
  // An agent's row names the supplier it collects from: still not the supplier's move.
  row({
    reason: 'pickup-uncollected',
    move: 'agent',
    supplier_id: S1,
    actor_name: 'FastShip',
    record_kind: 'pickup-order',
    record_number: 'PUO-000100',
    order_number: null,
  }),
  row({ reason: 'problematic', move: 'admin', warehouse_id: W1 }),
];

describe('recipient keys', () => {
  it('reads back what it writes, and nothing else', () => {
    expect(parseRecipientKey(recipientKey('operator'))).toEqual({ kind: 'operator', id: null });
    expect(parseRecipientKey(recipientKey('warehouse', W1))).toEqual({ kind: 'warehouse', id: W1 });
    expect(parseRecipientKey(recipientKey('supplier', S1))).toEqual({ kind: 'supplier', id: S1 });
    for (const bad of ['', 'admin', 'warehouse:', 'warehouse:12', `agent:${W1}`, `supplier:${S1}:x`])
      expect(parseRecipientKey(bad)).toBeNull();
  });
});

describe('which rows go to which recipient', () => {
  it('a warehouse or supplier gets the rows that are its own move, as its sign-in sees them', () => {
    const of = (r: Parameters<typeof isRecipientsRow>[0]) =>
      rows.filter((x) => isRecipientsRow(r, x)).map((x) => x.record_number);
    expect(of(warehouse1)).toEqual(['#1']);
    expect(of(supplier1)).toEqual(['PO-001000']);
    expect(of(operator)).toHaveLength(rows.length);
    expect(digestViewer(supplier1)).toEqual({ role: 'Supplier', warehouseId: null, supplierId: S1 });
  });

  it('composes only the recipient’s own rows, dropping any other it is handed', () => {
    const digest = composeDigest({ recipient: supplier1, rows, total: 1, now, day: '2026-03-10' });
    expect(digest?.lines.map((l) => l.reference)).toEqual(['PO-001000']);
    expect(digest?.subject).toBe('Needs attention on 2026-03-10: 1 item for Acme');
  });

  it('nothing open: no digest', () => {
    expect(composeDigest({ recipient: warehouse1, rows: [], total: 0, now, day: '2026-03-10' })).toBeNull();
    expect(composeDigest({ recipient: operator, rows: [], total: 0, now, day: '2026-03-10' })).toBeNull();
  });
});

describe('the lines', () => {
  it('say the reference, the reason in words, how long and who acts', () => {
    expect(digestLine(rows[0], now)).toEqual({
      reference: 'Order #1',
      reason: 'Deadline passed, not shipped',
      age: '3 h late',
      whoActs: 'Hub North',
    });
    expect(digestLine(rows[4], now)).toMatchObject({
      reference: 'PUO-000100',
      reason: 'Pickup order not collected',
      age: '3 h',
      whoActs: 'FastShip (shipping agent)',
    });
    expect(
      digestLine(row({ record_kind: 'email', record_number: 'a@b.test', reason: 'email-failed' }), now),
    ).toMatchObject({ reference: 'E-mail to a@b.test', whoActs: 'Admin' });
    expect(
      digestLine(
        row({
          record_kind: 'pickup-order',
          record_number: 'PUO-1',
          order_number: '#7',
          since: new Date(now.getTime() - 3 * DAY),
        }),
        now,
      ),
    ).toMatchObject({ reference: 'PUO-1 (order #7)', age: '3 d' });
  });
});

describe("the operator's day's exceptions", () => {
  it('every open row, counted by reason, oldest first, listed up to the cap', () => {
    const many = Array.from({ length: DIGEST_MAX_LINES + 5 }, (_, i) => row({ record_number: `#${i}` }));
    const digest = composeDigest({
      recipient: operator,
      rows: many,
      total: 120,
      counts: { problematic: 110, late: 10 },
      now,
      day: '2026-03-10',
    })!;
    expect(digest.subject).toBe('Needs attention on 2026-03-10: 120 items open');
    expect(digest.summary).toEqual([
      { reason: 'problematic', words: 'Problematic order', count: 110 },
      { reason: 'late', words: 'Deadline passed, not shipped', count: 10 },
    ]);
    expect(digest.lines).toHaveLength(DIGEST_MAX_LINES);
    expect(digest.lines[0].reference).toBe('Order #0');
    expect(digest.more).toBe(20);
  });
});

describe('the day a digest is for', () => {
  it('is the date on the operator’s clock', () => {
    const lateEvening = new Date('2026-03-10T23:30:00Z');
    expect(digestDay(lateEvening, 'UTC')).toBe('2026-03-10');
    expect(digestDay(lateEvening, 'Europe/Berlin')).toBe('2026-03-11');
    expect(digestDay(new Date('2026-03-10T03:00:00Z'), 'America/New_York')).toBe('2026-03-09');
  });
});
