import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { failedCriteria, routeOrder } from './routing';
import { applyChange, explainRouting, type RoutingLine } from './routingExplanation';
import { parcelOf } from './parcel';
import { SHIPPING_TYPES } from './values';
import { routingWarehouse } from './testing/routingWarehouses';

const wh = routingWarehouse;
const line = (sku: string, quantity: number, weight: number, l = 0.5, w = 0.4, h = 0.3): RoutingLine => ({
  sku,
  quantity,
  product: { weight, length: l, width: w, height: h },
});

describe('explainRouting', () => {
  it('lists the inputs: each line times its quantity, the totals and the destination', () => {
    const e = explainRouting({
      lines: [
        line('A', 3, 10.4),
        { sku: 'B', quantity: 1, product: { weight: 3, length: 1.2, width: null, height: 0.1 } },
      ],
      destinationCountry: 'FR',
      warehouses: [wh('a')],
    });
    expect(e.inputs.lines).toEqual([
      {
        sku: 'A',
        known: true,
        quantity: 3,
        weight: 10.4,
        length: 0.5,
        width: 0.4,
        height: 0.3,
        lwh: 1.2,
        totalWeight: 31.2,
      },
      {
        sku: 'B',
        known: true,
        quantity: 1,
        weight: 3,
        length: 1.2,
        width: 0,
        height: 0.1,
        lwh: 1.3,
        totalWeight: 3,
      },
    ]);
    expect(e.inputs.parcel).toEqual({ weight: 34.2, length: 1.2, width: 0.4, height: 0.3, lwh: 1.3 });
    expect(e.inputs.destinationCountry).toBe('FR');
    expect(e.outcome).toBe('assigned');
    expect(e.result).toEqual({ kind: 'assigned', warehouseId: 'a' });
  });

  it('says which criterion failed with the values compared, and the smallest change that makes it fit', () => {
    const e = explainRouting({
      lines: [line('A', 3, 11.4)],
      destinationCountry: 'FR',
      warehouses: [
        wh('hh', { name: 'Hamburg North', maxWeight: 30, minWeight: 1, shippingType: 'Domestic Shipping' }),
        wh('off', { activated: false }),
      ],
    });
    expect(e.outcome).toBe('no-warehouse-fits');
    const [hamburg, off] = e.warehouses;
    expect(hamburg).toMatchObject({ name: 'Hamburg North', fits: false });
    expect(hamburg.checks).toEqual([
      { criterion: 'activated', passed: true },
      { criterion: 'weight', bound: 'min', limit: 1, value: 34.2, unit: 'kg', passed: true },
      { criterion: 'weight', bound: 'max', limit: 30, value: 34.2, unit: 'kg', passed: false },
      {
        criterion: 'shippingType',
        shippingType: 'Domestic Shipping',
        warehouseCountry: 'DE',
        destinationCountry: 'FR',
        implies: 'International Shipping',
        passed: false,
      },
    ]);
    expect(hamburg.smallestChange).toEqual([
      { criterion: 'weight', bound: 'max', from: 30, to: 34.2, unit: 'kg' },
      {
        criterion: 'shippingType',
        from: 'Domestic Shipping',
        to: 'International+Domestic Shipping',
        implies: 'International Shipping',
      },
    ]);
    // A deactivated warehouse is no candidate: no change is offered for it.
    expect(off).toMatchObject({ fits: false, smallestChange: null });
    expect(off.checks[0]).toEqual({ criterion: 'activated', passed: false });
  });

  it('names an unknown SKU, routing its line as weightless', () => {
    const e = explainRouting({
      lines: [line('A', 1, 2), { sku: 'NEW-1', quantity: 2, product: null }],
      destinationCountry: 'DE',
      warehouses: [wh('a')],
    });
    expect(e.outcome).toBe('unknown-sku');
    expect(e.inputs.unknownSkus).toEqual(['NEW-1']);
    expect(e.inputs.lines[1]).toMatchObject({ known: false, totalWeight: 0 });
    expect(e.warehouses[0].smallestChange).toBeNull();
  });

  it('names the several warehouses that fit', () => {
    const e = explainRouting({
      lines: [line('A', 1, 2)],
      destinationCountry: 'DE',
      warehouses: [wh('a'), wh('b')],
    });
    expect(e.outcome).toBe('several-warehouses-fit');
    expect(e.warehouses.map((w) => w.fits)).toEqual([true, true]);
  });
});

// Values straddle each other often enough for every outcome to occur.
const bound = fc.oneof(
  { arbitrary: fc.constant(null), weight: 8 },
  { arbitrary: fc.integer({ min: 0, max: 40 }).map((n) => n / 2), weight: 1 },
);
const warehouseArb = (id: string) =>
  fc.record({
    id: fc.constant(id),
    activated: fc.boolean(),
    country: fc.constantFrom('DE', 'FR', 'GB'),
    shippingType: fc.constantFrom(SHIPPING_TYPES[0], ...SHIPPING_TYPES),
    minWeight: bound,
    maxWeight: bound,
    minLength: bound,
    maxLength: bound,
    minWidth: bound,
    maxWidth: bound,
    minHeight: bound,
    maxHeight: bound,
    minLWH: bound,
    maxLWH: bound,
  });
const measure = fc.option(
  fc.integer({ min: 0, max: 60 }).map((n) => n / 4),
  { nil: null, freq: 8 },
);
const lineArb: fc.Arbitrary<RoutingLine> = fc.record({
  sku: fc.constantFrom('A', 'B', 'C', null),
  quantity: fc.integer({ min: 1, max: 5 }),
  product: fc.option(fc.record({ weight: measure, length: measure, width: measure, height: measure }), {
    nil: null,
    freq: 6,
  }),
});
const orderArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 4 }),
  destinationCountry: fc.constantFrom('DE', 'fr', 'GB ', null),
  warehouses: fc
    .integer({ min: 0, max: 4 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => warehouseArb(`w${i}`)))),
});

describe('explainRouting over generated orders and warehouses', () => {
  it('agrees with routeOrder and failedCriteria, and its smallest change makes the warehouse fit', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(orderArb, (order) => {
        const e = explainRouting(order);
        seen.add(e.outcome);
        const parcel = parcelOf(
          order.lines.map((l) => ({
            quantity: l.quantity,
            product: l.product ?? { weight: 0, length: 0, width: 0, height: 0 },
          })),
        );
        const unknownSkus = order.lines.filter((l) => !l.product).map((l) => l.sku ?? '(no SKU)');
        const decided = routeOrder({
          warehouses: order.warehouses,
          parcel,
          destinationCountry: order.destinationCountry,
          unknownSkus,
        });
        expect(e.result).toEqual(decided);
        expect(e.outcome).toBe(decided.kind === 'assigned' ? 'assigned' : decided.reason);
        const noneFits = e.warehouses.every((w) => !w.fits);
        order.warehouses.forEach((w, i) => {
          const explained = e.warehouses[i];
          expect(explained.fits).toBe(failedCriteria(w, parcel, order.destinationCountry).length === 0);
          expect(explained.checks.filter((c) => !c.passed).map((c) => c.criterion)).toEqual(
            expect.arrayContaining(failedCriteria(w, parcel, order.destinationCountry)),
          );
          expect(explained.smallestChange !== null).toBe(noneFits && w.activated);
          if (explained.smallestChange) {
            const changed = applyChange(w, explained.smallestChange);
            expect(failedCriteria(changed, parcel, order.destinationCountry)).toEqual([]);
            expect(explained.smallestChange.length).toBe(explained.checks.filter((c) => !c.passed).length);
          }
        });
      }),
      { numRuns: 2000, seed: 18 },
    );
    expect([...seen].sort()).toEqual([
      'assigned',
      'no-warehouse-fits',
      'several-warehouses-fit',
      'unknown-sku',
    ]);
  });
});
