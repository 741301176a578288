import { describe, expect, it } from 'vitest';
import { parcelBody, parcelForm } from './parcelForm';

const form = parcelForm({ l1: 3, l2: 1 });
const filled = { agentName: 'DHL', trackingId: '00340434', trackingURL: '' };

describe("Add Parcel's form", () => {
  it('takes quantities up to what is left of each line, and sends only those above 0', () => {
    const parsed = form.safeParse({ ...filled, quantities: { l1: '2', l2: 0 } });
    expect(parsed.success).toBe(true);
    expect(parcelBody('o1', parsed.data!)).toEqual({
      orderId: 'o1',
      lines: [{ lineId: 'l1', quantity: 2 }],
      agentName: 'DHL',
      trackingId: '00340434',
      trackingURL: null,
    });
  });

  it('names the line with more than is left, and refuses a parcel of nothing', () => {
    const over = form.safeParse({ ...filled, quantities: { l1: 4, l2: 1 } });
    expect(over.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['quantities.l1', 'Quantity must be at most 3'],
    ]);
    const none = form.safeParse({ ...filled, quantities: { l1: 0, l2: 0 } });
    expect(none.error?.issues.map((i) => i.message)).toEqual(['Choose at least one line to ship']);
    const half = form.safeParse({ ...filled, quantities: { l1: 1.5, l2: 0 } });
    expect(half.error?.issues.map((i) => i.message)).toEqual(['Quantity must be a whole number']);
  });
});
