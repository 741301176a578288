import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { explainRouting, type NamedRoutingWarehouse, type RoutingLine } from './routingExplanation';
import {
  changeKind,
  inputsOf,
  movesByRoute,
  previewRoutingChange,
  routeChangeOf,
  routingWarehouseOfForm,
  withWarehouse,
  type PreviewOrder,
} from './routingPreview';
import { routingWarehouse } from './testing/routingWarehouses';

const warehouse = (id: string, over: Partial<NamedRoutingWarehouse> = {}): NamedRoutingWarehouse =>
  routingWarehouse(id, { name: id, ...over });
const weighing = (kg: number): RoutingLine[] => [
  { sku: 'A', quantity: 1, product: { weight: kg, length: 0.1, width: 0.1, height: 0.1 } },
];
const order = (n: number, kg: number, waiting = false): PreviewOrder => ({
  orderId: `o${n}`,
  orderNumber: `#${n}`,
  lines: weighing(kg),
  destinationCountry: 'DE',
  waiting,
});

describe('a warehouse change tried on past and waiting orders', () => {
  // Light goes to Light (up to 10 kg), Heavy takes 10 to 30 kg; above 30 kg nothing fits.
  const before = [
    warehouse('light', { maxWeight: 10 }),
    warehouse('heavy', { minWeight: 10.001, maxWeight: 30 }),
  ];
  const orders = [order(1, 5), order(2, 20), order(3, 34.2, true), order(4, 40), order(5, 28)];

  it('names the orders a new max weight solves, the waiting ones a save routes, and leaves the rest', () => {
    const after = withWarehouse(before, warehouse('heavy', { minWeight: 10.001, maxWeight: 35 }));
    const preview = previewRoutingChange(orders, before, after);
    expect(preview.solved).toEqual([{ orderId: 'o3', orderNumber: '#3', from: null, to: 'heavy' }]);
    expect(preview.routedOnSave.map((s) => s.orderNumber)).toEqual(['#3']);
    expect(preview.moved).toEqual([]);
    expect(preview.created).toEqual([]);
  });

  it('names the orders a lower max weight moves out, as problems created', () => {
    const after = withWarehouse(before, warehouse('heavy', { minWeight: 10.001, maxWeight: 25 }));
    const preview = previewRoutingChange(orders, before, after);
    expect(preview.created.map((s) => [s.orderNumber, s.from, s.to])).toEqual([['#5', 'heavy', null]]);
    expect(preview.solved).toEqual([]);
  });

  it('names the orders that would go elsewhere, from where to where', () => {
    // Light stops taking orders; a new warehouse takes everything up to 10 kg.
    const after = withWarehouse(
      withWarehouse(before, warehouse('light', { maxWeight: 10, activated: false })),
      warehouse('new', { maxWeight: 10 }),
    );
    const preview = previewRoutingChange(orders, before, after);
    expect(preview.moved).toEqual([{ orderId: 'o1', orderNumber: '#1', from: 'light', to: 'new' }]);
  });

  it('counts a waiting order that becomes several-fit as still problematic, not routed', () => {
    const after = withWarehouse(before, warehouse('twin', { minWeight: 30.5 }));
    const both = withWarehouse(after, warehouse('heavy', { minWeight: 10.001, maxWeight: 35 }));
    const preview = previewRoutingChange([order(3, 34.2, true)], before, both);
    expect(preview.routedOnSave).toEqual([]);
    expect(preview.solved).toEqual([]);
  });
});

describe('what a preview shows', () => {
  it('counts the orders moved along each route, the busiest first', () => {
    const shift = (n: number, from: string, to: string) => ({
      orderId: `o${n}`,
      orderNumber: `#${n}`,
      from,
      to,
    });
    expect(movesByRoute([shift(1, 'a', 'b'), shift(2, 'c', 'b'), shift(3, 'c', 'b')])).toEqual([
      { from: 'c', to: 'b', count: 2 },
      { from: 'a', to: 'b', count: 1 },
    ]);
    expect(movesByRoute([])).toEqual([]);
    // A group of orders counts as many; equal routes are ordered by their ends, whatever came first.
    expect(
      movesByRoute([
        { from: 'c', to: 'b', count: 3 },
        { from: 'a', to: 'b' },
        { from: 'a', to: 'b', count: 2 },
      ]),
    ).toEqual([
      { from: 'a', to: 'b', count: 3 },
      { from: 'c', to: 'b', count: 3 },
    ]);
  });

  it('reads a warehouse form as routing reads the saved warehouse (unset bounds are no constraint)', () => {
    const form = {
      name: 'Hamburg North',
      country: 'DE',
      shipping_type: 'Domestic Shipping',
      min_weight: null,
      max_weight: 35,
      max_LWH: 2.5,
      contact_email: 'hh@example.com',
    };
    expect(routingWarehouseOfForm('w1', false, form)).toEqual(
      routingWarehouse('w1', {
        name: 'Hamburg North',
        activated: false,
        shippingType: 'Domestic Shipping',
        maxWeight: 35,
        maxLWH: 2.5,
      }),
    );
  });
});

describe('the preview decides as routing decides', () => {
  const limit = fc.option(fc.integer({ min: 0, max: 60 }), { nil: null });
  const warehouseArb = (id: string) =>
    fc
      .record({
        activated: fc.boolean(),
        country: fc.constantFrom('DE', 'GB'),
        shippingType: fc.constantFrom(
          'Domestic Shipping',
          'International Shipping',
          'International+Domestic Shipping',
        ),
        minWeight: limit,
        maxWeight: limit,
      })
      .map((over) => warehouse(id, over));
  const orderArb = fc.record({
    kg: fc.integer({ min: 1, max: 60 }),
    country: fc.constantFrom('DE', 'GB', 'FR'),
    unknown: fc.boolean(),
  });

  it('names exactly the orders whose routing differs, for any change of one warehouse', () => {
    fc.assert(
      fc.property(
        fc.tuple(warehouseArb('a'), warehouseArb('b'), warehouseArb('c')),
        warehouseArb('b'),
        fc.array(orderArb, { maxLength: 12 }),
        (before, changed, specs) => {
          const orders = specs.map((o, i): PreviewOrder => ({
            ...order(i, o.kg, i % 2 === 0),
            destinationCountry: o.country,
            lines: o.unknown ? [...weighing(o.kg), { sku: 'X', quantity: 1, product: null }] : weighing(o.kg),
          }));
          const after = withWarehouse(before, changed);
          const where = (o: PreviewOrder, ws: NamedRoutingWarehouse[]) => {
            const result = explainRouting({ ...o, warehouses: ws }).result;
            return result.kind === 'assigned' ? result.warehouseId : null;
          };
          const expected = orders
            .map((o) => ({
              orderId: o.orderId,
              orderNumber: o.orderNumber,
              from: where(o, before),
              to: where(o, after),
            }))
            .filter((s) => s.from !== s.to);
          const preview = previewRoutingChange(orders, before, after);
          const named = [...preview.moved, ...preview.solved, ...preview.created];
          expect(named.sort((x, y) => x.orderId.localeCompare(y.orderId))).toEqual(
            expected.sort((x, y) => x.orderId.localeCompare(y.orderId)),
          );
          // Orders with the same inputs change alike: routing each distinct parcel once is exact.
          const changeOf = routeChangeOf(before, after);
          const byInputs = new Map<string, ReturnType<typeof changeOf>>();
          for (const o of orders) {
            const inputs = inputsOf(o);
            const key = JSON.stringify(inputs);
            if (!byInputs.has(key)) byInputs.set(key, changeOf(inputs));
            const shift = named.find((s) => s.orderId === o.orderId);
            expect(byInputs.get(key)).toEqual(shift ? { from: shift.from, to: shift.to } : null);
            if (shift) expect(preview[changeKind(shift)]).toContain(shift);
          }
          expect(preview.routedOnSave).toEqual(
            preview.solved.filter((s) => orders.find((o) => o.orderId === s.orderId)!.waiting),
          );
        },
      ),
    );
  });
});
