import { beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { createTestApp, tokenFor, type TestContext } from './helpers';
import { seedDemoData } from '../../server/demo/seed';
import { stockMovements } from '../../server/db/schema';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.handle.db);
  admin = await tokenFor(ctx, 'Admin');
});

type Puo = {
  pickupFrom: string;
  assign_orders: {
    sent_to: string;
    status: string;
    trackingId: string | null;
    products: { status: string }[];
  }[];
};
const list = async (which: string): Promise<Puo[]> => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/backend/api/admin/get-pickup-orders-${which}?limit=30`,
    headers: { 'x-auth-token': admin },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().pickupOrders;
};

describe('demo pickup orders', () => {
  it('fill both lists with every state on first start', async () => {
    const toBeSent = await list('to-be-sent');
    const sent = await list('sent');
    expect(new Set(toBeSent.map((p) => p.pickupFrom))).toEqual(new Set(['Supplier', 'Warehouse']));
    const sentTo = toBeSent.flatMap((p) => p.assign_orders.map((a) => a.sent_to));
    expect(new Set(sentTo)).toEqual(new Set(['Warehouse', 'Customer']));
    const assignments = sent.flatMap((p) => p.assign_orders);
    const lineStatuses = new Set(assignments.flatMap((a) => a.products.map((l) => l.status)));
    expect(lineStatuses).toEqual(new Set(['Awaiting Pickup', 'Shipped', 'Refund']));
    expect(assignments.some((a) => a.status === 'Shipped' && a.sent_to === 'Warehouse')).toBe(true);
    expect(assignments.some((a) => a.status === 'Shipped' && a.sent_to === 'Customer' && a.trackingId)).toBe(
      true,
    );
    expect(sent.some((p) => p.pickupFrom === 'Warehouse')).toBe(true);
    const arrivals = await ctx.handle.db
      .select()
      .from(stockMovements)
      .where(like(stockMovements.reason, 'Arrived with PUO-%'));
    expect(arrivals.length).toBeGreaterThanOrEqual(2);
  });
});
