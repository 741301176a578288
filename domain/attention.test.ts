import { describe, expect, it } from 'vitest';
import {
  ATTENTION_REASONS,
  ATTENTION_THRESHOLDS,
  DAY,
  DEFAULT_THRESHOLDS,
  HOUR,
  REASON_FIX,
  atRiskOrder,
  consolidationUndecided,
  deadlineEnd,
  deadlineMove,
  emailFailed,
  formatAge,
  isViewersMove,
  lateOrder,
  pickupUncollected,
  problematicOrder,
  purchaseOrderDue,
  readyWithoutAgent,
  shippedWithoutTracking,
  supplierSilent,
  writeBackFailed,
  type OrderAttentionState,
} from './attention';

const now = new Date('2026-03-10T12:00:00Z');
const ctx = { now, thresholds: DEFAULT_THRESHOLDS };
const ago = (ms: number) => new Date(now.getTime() - ms);

const order = (over: Partial<OrderAttentionState> = {}): OrderAttentionState => ({
  status: 'Pending',
  problematic: false,
  orderedAt: ago(HOUR),
  consolidated: null,
  isHybrid: false,
  hasBoughtLines: false,
  assignedWarehouseId: 'w1',
  deadlineDate: null,
  ...over,
});

describe('the reasons and thresholds', () => {
  it('names a fix for every reason, and defaults within their bounds', () => {
    for (const reason of ATTENTION_REASONS) expect(REASON_FIX[reason]).toBeTruthy();
    for (const [name, t] of Object.entries(ATTENTION_THRESHOLDS)) {
      expect(t.default).toBeGreaterThanOrEqual(t.min);
      expect(t.default).toBeLessThanOrEqual(t.max);
      expect(DEFAULT_THRESHOLDS[name as keyof typeof DEFAULT_THRESHOLDS]).toBe(t.default);
    }
  });
});

describe('problematic order', () => {
  it("is the operator's, waiting since the order was placed", () => {
    const o = order({ problematic: true, assignedWarehouseId: null });
    expect(problematicOrder(o)).toEqual({ reason: 'problematic', move: 'admin', since: o.orderedAt });
  });
  it('leaves when a warehouse is chosen or the order is refunded', () => {
    expect(problematicOrder(order())).toBeNull();
    expect(problematicOrder(order({ problematic: true, status: 'Refund' }))).toBeNull();
  });
});

describe('consolidation not decided', () => {
  const waiting = order({ hasBoughtLines: true, orderedAt: ago(25 * HOUR) });
  it('appears after the threshold, counted from the order', () => {
    expect(consolidationUndecided(waiting, ctx)).toEqual({
      reason: 'consolidation-undecided',
      move: 'admin',
      since: waiting.orderedAt,
    });
    expect(consolidationUndecided({ ...waiting, orderedAt: ago(23 * HOUR) }, ctx)).toBeNull();
    expect(
      consolidationUndecided(waiting, { now, thresholds: { ...DEFAULT_THRESHOLDS, consolidationHours: 30 } }),
    ).toBeNull();
  });
  it('leaves once decided; never for orders served from stock or problematic ones', () => {
    expect(consolidationUndecided({ ...waiting, consolidated: true }, ctx)).toBeNull();
    expect(consolidationUndecided({ ...waiting, hasBoughtLines: false }, ctx)).toBeNull();
    expect(consolidationUndecided({ ...waiting, problematic: true }, ctx)).toBeNull();
  });
});

describe('deadlines', () => {
  it('end at midnight UTC after the deadline day', () => {
    expect(deadlineEnd('2026-03-09').toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });
  it('late: passed and not shipped, counted from the deadline end', () => {
    const o = order({ deadlineDate: '2026-03-09', status: 'Ready' });
    expect(lateOrder(o, ctx)).toEqual({
      reason: 'late',
      move: 'warehouse',
      since: deadlineEnd('2026-03-09'),
    });
    expect(lateOrder({ ...o, deadlineDate: '2026-03-10' }, ctx)).toBeNull();
    expect(lateOrder({ ...o, status: 'Shipped' }, ctx)).toBeNull();
    expect(lateOrder({ ...o, deadlineDate: null }, ctx)).toBeNull();
  });
  it('at risk: ends within the threshold and not Ready yet', () => {
    const o = order({ deadlineDate: '2026-03-11', status: 'Preparation' }); // ends in 36 h
    expect(atRiskOrder(o, ctx)?.reason).toBe('at-risk');
    expect(atRiskOrder(o, { now, thresholds: { ...DEFAULT_THRESHOLDS, atRiskHours: 24 } })).toBeNull();
    expect(atRiskOrder({ ...o, status: 'Ready' }, ctx)).toBeNull();
    expect(atRiskOrder({ ...o, deadlineDate: '2026-03-09' }, ctx)).toBeNull(); // late instead
  });
  it("is the warehouse's unless its suppliers ship it or none is assigned", () => {
    expect(deadlineMove(order())).toBe('warehouse');
    expect(deadlineMove(order({ consolidated: false }))).toBe('admin');
    expect(deadlineMove(order({ consolidated: false, isHybrid: true }))).toBe('warehouse');
    expect(deadlineMove(order({ assignedWarehouseId: null }))).toBe('admin');
  });
});

describe('purchase and pickup orders', () => {
  it('a PO due and not sent waits since its schedule time', () => {
    const po = { notificationStatus: 'to_be_sent' as const, scheduleTime: ago(HOUR), sentAt: null };
    expect(purchaseOrderDue(po, ctx)).toEqual({ reason: 'po-due', move: 'admin', since: po.scheduleTime });
    expect(purchaseOrderDue({ ...po, scheduleTime: ago(-HOUR) }, ctx)).toBeNull();
    expect(purchaseOrderDue({ ...po, notificationStatus: 'sent' }, ctx)).toBeNull();
  });
  it("a supplier silent: no estimated date N days after the PO went out, the supplier's move", () => {
    const line = { status: 'Pending' as const, estimatedShippingDate: null, poSentAt: ago(4 * DAY) };
    expect(supplierSilent(line, ctx)).toEqual({
      reason: 'supplier-silent',
      move: 'supplier',
      since: line.poSentAt,
    });
    expect(supplierSilent({ ...line, poSentAt: ago(2 * DAY) }, ctx)).toBeNull();
    expect(supplierSilent({ ...line, estimatedShippingDate: '2026-03-20' }, ctx)).toBeNull();
    expect(supplierSilent({ ...line, status: 'Shipped' }, ctx)).toBeNull();
  });
  it("a pickup order not collected after N days is the agent's", () => {
    const puo = {
      notificationStatus: 'sent' as const,
      scheduleTime: ago(5 * DAY),
      sentAt: ago(3 * DAY),
      awaitingPickup: true,
    };
    expect(pickupUncollected(puo, ctx)).toEqual({
      reason: 'pickup-uncollected',
      move: 'agent',
      since: puo.sentAt,
    });
    expect(pickupUncollected({ ...puo, awaitingPickup: false }, ctx)).toBeNull();
    expect(pickupUncollected({ ...puo, sentAt: ago(DAY) }, ctx)).toBeNull();
  });
});

describe('agents, tracking, write-back and e-mail', () => {
  it('a Ready item without an active agent', () => {
    const item = { status: 'Ready' as const, agentActive: false, updatedAt: ago(HOUR) };
    expect(readyWithoutAgent(item, 'supplier')).toEqual({
      reason: 'ready-without-agent',
      move: 'supplier',
      since: item.updatedAt,
    });
    expect(readyWithoutAgent({ ...item, agentActive: true }, 'warehouse')).toBeNull();
    expect(readyWithoutAgent({ ...item, status: 'Preparation' }, 'warehouse')).toBeNull();
  });
  it('a delivery to a customer shipped without tracking', () => {
    const d = { status: 'Shipped', sentTo: 'Customer' as const, trackingId: null, updatedAt: ago(HOUR) };
    expect(shippedWithoutTracking(d)?.move).toBe('agent');
    expect(shippedWithoutTracking({ ...d, trackingId: 'T1' })).toBeNull();
    expect(shippedWithoutTracking({ ...d, sentTo: 'Warehouse' })).toBeNull();
  });
  it('tracking the shop refused or could not be reached for', () => {
    const f = { status: 'failed' as const, lastError: 'refused', createdAt: ago(HOUR) };
    expect(writeBackFailed(f)?.reason).toBe('write-back-failed');
    expect(writeBackFailed({ ...f, status: 'pending' })?.reason).toBe('write-back-failed');
    expect(writeBackFailed({ ...f, status: 'pending', lastError: null })).toBeNull();
    expect(writeBackFailed({ ...f, status: 'sent', lastError: null })).toBeNull();
  });
  it('an e-mail the outbox gave up on', () => {
    expect(emailFailed({ status: 'failed', createdAt: ago(HOUR) })?.move).toBe('admin');
    expect(emailFailed({ status: 'pending', createdAt: ago(HOUR) })).toBeNull();
  });
});

describe('formatAge', () => {
  it('says how long a row waited, how late, or how long is left', () => {
    expect(formatAge('po-due', ago(3 * HOUR + 5), now)).toBe('3 h');
    expect(formatAge('po-due', ago(3 * DAY), now)).toBe('3 d');
    expect(formatAge('po-due', ago(5 * 60_000), now)).toBe('5 min');
    expect(formatAge('late', ago(2 * DAY), now)).toBe('2 d late');
    expect(formatAge('at-risk', ago(-5 * HOUR), now)).toBe('in 5 h');
  });
});

describe('isViewersMove', () => {
  const row = { move: 'warehouse' as const, warehouseId: 'w1', supplierId: null };
  it('gives an Admin every row, a warehouse its own moves, a supplier its own', () => {
    expect(
      isViewersMove({ role: 'Admin', warehouseId: null, supplierId: null }, { ...row, move: 'agent' }),
    ).toBe(true);
    expect(isViewersMove({ role: 'Warehouse', warehouseId: 'w1', supplierId: null }, row)).toBe(true);
    expect(isViewersMove({ role: 'Warehouse', warehouseId: 'w2', supplierId: null }, row)).toBe(false);
    expect(isViewersMove({ role: 'Supplier', warehouseId: null, supplierId: 's1' }, row)).toBe(false);
    expect(
      isViewersMove(
        { role: 'Supplier', warehouseId: null, supplierId: 's1' },
        { move: 'supplier', warehouseId: null, supplierId: 's1' },
      ),
    ).toBe(true);
  });
});
