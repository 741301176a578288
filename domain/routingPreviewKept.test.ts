import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { routeOrder } from './routing';
import {
  explainRouting,
  readLines,
  type NamedRoutingWarehouse,
  type RoutingLine,
} from './routingExplanation';
import {
  previewRoutingChange,
  withWarehouse,
  type KeptPreviewOrder,
  type PreviewOrder,
} from './routingPreview';
import { routingWarehouse } from './testing/routingWarehouses';

/**
 * Trying a change reads what routing kept of each order (readLines: its parcel and unknown SKUs,
 * stored as JSON in order_routings) rather than its lines: decided from that, by the same
 * function, an order goes where it goes from its lines, for any lines and warehouses.
 */
const measure = fc.option(fc.double({ min: 0, max: 3, noNaN: true }), { nil: null });
const lineArb: fc.Arbitrary<RoutingLine> = fc.record({
  sku: fc.option(fc.constantFrom('A', 'B', 'C'), { nil: null }),
  quantity: fc.integer({ min: 1, max: 40 }),
  product: fc.option(fc.record({ weight: measure, length: measure, width: measure, height: measure }), {
    nil: null,
    freq: 8,
  }),
});
const limit = fc.option(fc.double({ min: 0, max: 60, noNaN: true }), { nil: null });
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
      maxLength: fc.option(fc.double({ min: 0, max: 3, noNaN: true }), { nil: null }),
      maxLWH: fc.option(fc.double({ min: 0, max: 6, noNaN: true }), { nil: null }),
    })
    .map((over): NamedRoutingWarehouse => routingWarehouse(id, { name: id, ...over }));
const orderArb = fc.record({
  lines: fc.array(lineArb, { minLength: 1, maxLength: 5 }),
  destinationCountry: fc.option(fc.constantFrom('DE', 'GB', 'FR'), { nil: null }),
  waiting: fc.boolean(),
});
/** What order_routings keeps of the lines, as it reads back (JSON). */
const kept = (lines: readonly RoutingLine[]) => JSON.parse(JSON.stringify(readLines(lines)));

describe('deciding from what routing kept', () => {
  it('routes an order where its lines route it', () => {
    fc.assert(
      fc.property(fc.tuple(warehouseArb('a'), warehouseArb('b'), warehouseArb('c')), orderArb, (ws, o) => {
        const fromLines = explainRouting({ ...o, warehouses: ws }).result;
        expect(
          routeOrder({ warehouses: ws, destinationCountry: o.destinationCountry, ...kept(o.lines) }),
        ).toEqual(fromLines);
      }),
    );
  });

  it('previews a change as the lines of the orders preview it', () => {
    fc.assert(
      fc.property(
        fc.tuple(warehouseArb('a'), warehouseArb('b'), warehouseArb('c')),
        warehouseArb('b'),
        fc.array(orderArb, { maxLength: 10 }),
        (before, changed, specs) => {
          const withLines = specs.map((o, i): PreviewOrder => ({
            ...o,
            orderId: `o${i}`,
            orderNumber: `#${i}`,
          }));
          const asKept = withLines.map(({ lines, ...o }): KeptPreviewOrder => ({ ...o, read: kept(lines) }));
          const after = withWarehouse(before, changed);
          expect(previewRoutingChange(asKept, before, after)).toEqual(
            previewRoutingChange(withLines, before, after),
          );
        },
      ),
    );
  });
});
