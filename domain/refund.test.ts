import { describe, expect, it } from 'vitest';
import { refundEveryLine, stockReturnedOnRefund, type RefundedLine } from './refund';

const line = (over: Partial<RefundedLine> = {}): RefundedLine => ({
  fulfilment: 'stock',
  status: 'Pending',
  productId: 'p-1',
  quantity: 3,
  ...over,
});

describe('stockReturnedOnRefund', () => {
  it.each(['Pending', 'Preparation', 'Ready', 'Awaiting Pickup'] as const)(
    'gives back the units of a stock-served line refunded while %s',
    (status) => expect(stockReturnedOnRefund(line({ status }))).toBe(3),
  );
  it('gives nothing back once the line has shipped', () => {
    expect(stockReturnedOnRefund(line({ status: 'Shipped' }))).toBe(0);
  });
  it('gives nothing back for a bought, undecided or already refunded line, or one without a product', () => {
    expect(stockReturnedOnRefund(line({ fulfilment: 'buy' }))).toBe(0);
    expect(stockReturnedOnRefund(line({ fulfilment: null }))).toBe(0);
    expect(stockReturnedOnRefund(line({ status: 'Refund' }))).toBe(0);
    expect(stockReturnedOnRefund(line({ productId: null }))).toBe(0);
  });
});

describe('refundEveryLine', () => {
  it('refunds the live lines in order, each with the order status it leaves', () => {
    const steps = refundEveryLine([
      { id: 'a', status: 'Ready' },
      { id: 'b', status: 'Refund' },
      { id: 'c', status: 'Pending' },
    ] as const);
    expect(steps.map((s) => [s.line.id, s.orderStatus])).toEqual([
      ['a', 'Pending'],
      ['c', 'Refund'],
    ]);
  });
  it('refunds nothing of an order refunded already', () => {
    expect(refundEveryLine([{ status: 'Refund' }, { status: 'Refund' }])).toEqual([]);
  });
});
