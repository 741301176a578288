import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, tokenFor, type TestContext } from './helpers';
import { DEMO_PASSWORD, seedDemoData } from '../../server/demo/seed';
import { demoSuppliers } from '../../server/demo/data';
import { orders } from '../../server/db/schema';
import { placeDisagreement } from '../knownPlaces';

/** The demo data fills every purchasing screen on first start (issue 9 item 8). */
let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  expect(await seedDemoData(ctx.handle.db)).toBe(true);
  admin = await tokenFor(ctx, 'Admin');
});

const get = async (url: string, token = admin) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/backend/api/admin${url}`,
    headers: { 'x-auth-token': token },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

type Po = {
  assigned_to: { name: string };
  assign_orders: { products: { status: string; trackingId: string | null }[] }[];
};
const linesOf = (pos: Po[]) => pos.flatMap((p) => p.assign_orders.flatMap((a) => a.products));

describe('demo purchase orders', () => {
  it('every demo supplier has a PO to be sent and a sent PO', async () => {
    const toBeSent: Po[] = (await get('/get-supplier-orders-to-be-sent?limit=30')).supplierOrders;
    const sent: Po[] = (await get('/get-supplier-orders-sent?limit=30')).supplierOrders;
    for (const supplier of demoSuppliers) {
      expect(
        toBeSent.some((p) => p.assigned_to.name === supplier.name),
        supplier.name,
      ).toBe(true);
      expect(
        sent.some((p) => p.assigned_to.name === supplier.name),
        supplier.name,
      ).toBe(true);
    }
  });

  it('sent lines are in every supplier status, Shipped with tracking', async () => {
    const lines = linesOf((await get('/get-supplier-orders-sent?limit=30')).supplierOrders);
    const statuses = new Set(lines.map((l) => l.status));
    for (const status of ['Pending', 'Preparation', 'Ready', 'Shipped', 'Refund'])
      expect(statuses).toContain(status);
    expect(lines.filter((l) => l.status === 'Shipped').every((l) => l.trackingId)).toBe(true);
  });

  it('the demo Supplier account sees sent lines of its own in several statuses', async () => {
    const token = await login(ctx, demoSuppliers[0].contactEmail, DEMO_PASSWORD);
    const mine = await get('/get-purchase-orders?limit=30', token);
    expect(mine.count).toBeGreaterThan(0);
    const statuses = new Set(
      mine.supplierOrders.flatMap((r: { products: { status: string }[] }) => r.products.map((p) => p.status)),
    );
    for (const status of ['Pending', 'Preparation', 'Ready', 'Shipped', 'Refund'])
      expect(statuses).toContain(status);
    expect(
      mine.supplierOrders.every(
        (r: { assigned_to: { name: string } }) => r.assigned_to.name === demoSuppliers[0].name,
      ),
    ).toBe(true);
  });
});

describe('demo orders', () => {
  it('ship to addresses whose city, postcode, province and country agree', async () => {
    const all = await ctx.handle.db.select().from(orders);
    expect(all.length).toBeGreaterThan(50);
    const wrong = all
      .map((o) => ({
        order: o.orderNumber,
        why: placeDisagreement({
          city: o.shippingCity,
          country: o.shippingCountry,
          zip: o.shippingZip,
          province: o.shippingProvince,
        }),
      }))
      .filter((o) => o.why);
    expect(wrong).toEqual([]);
  });
});
