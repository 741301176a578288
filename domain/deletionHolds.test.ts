import { describe, expect, it } from 'vitest';
import { DEACTIVATE_INSTEAD, deletionRefusal, FINISH_FIRST } from './deletionHolds';

describe('deletionRefusal', () => {
  it('lets a record with nothing unfinished go', () => {
    expect(deletionRefusal('Northwind Textiles', [], DEACTIVATE_INSTEAD)).toBeNull();
    expect(
      deletionRefusal('Northwind Textiles', [{ kind: 'products', count: 0, refs: [] }], DEACTIVATE_INSTEAD),
    ).toBeNull();
  });

  it('names every holder with its count and numbers, and says what to do instead', () => {
    expect(
      deletionRefusal(
        'Northwind Textiles',
        [
          { kind: 'products', count: 3, refs: [] },
          { kind: 'openPurchaseOrderLines', count: 2, refs: ['PO-001000'] },
          { kind: 'pickupOrderLines', count: 0, refs: [] },
        ],
        DEACTIVATE_INSTEAD,
      )?.msg,
    ).toBe(
      'Northwind Textiles still has 3 products and 2 open purchase-order lines (PO-001000); deactivate it to stop new work',
    );
  });

  it('carries its catalogue key and each hold among its values, for a screen to word them', () => {
    const said = deletionRefusal(
      'Northwind Textiles',
      [{ kind: 'openPurchaseOrderLines', count: 2, refs: ['PO-001000'] }],
      FINISH_FIRST,
    );
    expect(said).toMatchObject({
      key: 'deletionHeldFinish',
      values: {
        holdKinds: 'openPurchaseOrderLines',
        'count:openPurchaseOrderLines': 2,
        'refs:openPurchaseOrderLines': 'PO-001000',
      },
    });
  });

  it('says one in the singular, joins three holders with commas, and shows at most three numbers', () => {
    expect(
      deletionRefusal(
        'Hub',
        [
          { kind: 'orders', count: 5, refs: ['#1', '#2', '#3', '#4', '#5'] },
          { kind: 'stockUnits', count: 1, refs: [] },
          { kind: 'sentPurchaseOrderLines', count: 1, refs: ['PO-001002'] },
        ],
        FINISH_FIRST,
      )?.msg,
    ).toBe(
      'Hub still has 5 orders not yet shipped (#1, #2, #3, …), 1 unit in stock and 1 sent purchase-order line not yet shipped (PO-001002); ' +
        FINISH_FIRST,
    );
  });
});
