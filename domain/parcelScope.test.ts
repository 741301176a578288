import { describe, expect, it } from 'vitest';
import { mayShip, parcelRefusal, shipperKindOf, shipperOfLine, warehouseShipsLine } from './parcelScope';
import { parcelProblems } from './parcelsShipped';

const admin = { role: 'Admin' as const, warehouseId: null, supplierId: null };
const hub = { role: 'Warehouse' as const, warehouseId: 'w1', supplierId: null };
const maker = { role: 'Supplier' as const, warehouseId: null, supplierId: 's1' };
const warehouseLine = { warehouseId: 'w1', supplierId: null };
const dropshipped = { warehouseId: null, supplierId: 's1' };

describe('mayShip', () => {
  it('lets the Admin ship any line', () => {
    expect(mayShip(admin, warehouseLine)).toBe(true);
    expect(mayShip(admin, { warehouseId: null, supplierId: null })).toBe(true);
  });
  it('lets a warehouse ship its own warehouse order’s lines only', () => {
    expect(mayShip(hub, warehouseLine)).toBe(true);
    expect(mayShip(hub, dropshipped)).toBe(false);
    expect(mayShip({ ...hub, warehouseId: 'w2' }, warehouseLine)).toBe(false);
    expect(mayShip({ ...hub, warehouseId: null }, { warehouseId: null, supplierId: null })).toBe(false);
  });
  it('lets a supplier ship the lines it dropships only', () => {
    expect(mayShip(maker, dropshipped)).toBe(true);
    expect(mayShip(maker, warehouseLine)).toBe(false);
    expect(mayShip({ ...maker, supplierId: 's2' }, dropshipped)).toBe(false);
    expect(mayShip({ ...maker, supplierId: null }, { warehouseId: null, supplierId: null })).toBe(false);
  });
});

describe('who ships a line', () => {
  it('the warehouse ships every line of a consolidated order, else those not sent to the customer', () => {
    const order = { assignedWarehouseId: 'w1', consolidated: false };
    expect(warehouseShipsLine(order, { directToCustomer: false })).toBe(true);
    expect(warehouseShipsLine(order, { directToCustomer: true })).toBe(false);
    expect(warehouseShipsLine({ ...order, consolidated: true }, { directToCustomer: true })).toBe(true);
    expect(warehouseShipsLine({ ...order, assignedWarehouseId: null }, { directToCustomer: false })).toBe(
      false,
    );
  });
  it('records the kind of shipper by role', () => {
    expect([admin, hub, maker].map(shipperKindOf)).toEqual(['admin', 'warehouse', 'supplier']);
  });
  it('counts an Admin’s parcel as the warehouse’s or the supplier’s by its line', () => {
    const byAdmin = { shipper: 'admin' as const, warehouseId: null, supplierId: null };
    expect(shipperOfLine(byAdmin, warehouseLine)).toEqual({ kind: 'warehouse', warehouseId: 'w1' });
    expect(shipperOfLine(byAdmin, dropshipped)).toEqual({ kind: 'supplier', supplierId: 's1' });
    expect(shipperOfLine(byAdmin, { warehouseId: null, supplierId: null, productSupplierId: 's3' })).toEqual({
      kind: 'supplier',
      supplierId: 's3',
    });
    expect(shipperOfLine(byAdmin, { warehouseId: null, supplierId: null })).toBeNull();
    // The one who entered it wins over the line's shippers.
    expect(
      shipperOfLine({ shipper: 'supplier', warehouseId: null, supplierId: 's9' }, warehouseLine),
    ).toEqual({
      kind: 'supplier',
      supplierId: 's9',
    });
  });
});

describe('parcelRefusal', () => {
  const lines = [
    { id: 'a', quantity: 2 },
    { id: 'b', quantity: 3 },
  ];
  it('answers nothing for a parcel without problems', () => {
    const requested = [{ lineId: 'a', quantity: 2 }];
    expect(parcelRefusal(requested, parcelProblems({ lines: requested }, lines, []))).toBeNull();
  });
  it('names the line over its live quantity by its place in the request', () => {
    const requested = [
      { lineId: 'a', quantity: 1 },
      { lineId: 'b', quantity: 2 },
    ];
    const refusal = parcelRefusal(
      requested,
      parcelProblems({ lines: requested }, lines, [{ lines: [{ lineId: 'b', quantity: 2 }] }]),
    );
    expect(refusal).toEqual({
      status: 400,
      said: {
        msg: 'Line b has only 1 left to ship',
        key: 'parcelMoreThanLeft',
        values: { lineId: 'b', left: 1 },
      },
      errors: [{ field: 'lines[1].quantity', message: 'Line b has only 1 left to ship' }],
    });
  });
  it('answers 404 for a line outside the shipper’s scope, before any other problem', () => {
    const requested = [
      { lineId: 'b', quantity: 9 },
      { lineId: 'z', quantity: 1 },
    ];
    expect(parcelRefusal(requested, parcelProblems({ lines: requested }, lines, []))).toEqual({
      status: 404,
      said: { msg: 'Order line z not found', key: 'orderLineNotFound', values: { lineId: 'z' } },
    });
  });
  it('refuses an empty parcel, a repeated line and a quantity below 1', () => {
    expect(parcelRefusal([], 'empty')).toMatchObject({ status: 400, errors: [{ field: 'lines' }] });
    const requested = [
      { lineId: 'a', quantity: 1 },
      { lineId: 'a', quantity: 1 },
      { lineId: 'b', quantity: 0 },
    ];
    expect(parcelRefusal(requested, parcelProblems({ lines: requested }, lines, []))).toMatchObject({
      status: 400,
      errors: [{ field: 'lines[1].lineId' }, { field: 'lines[2].quantity' }],
    });
  });
});
