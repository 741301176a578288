import { describe, expect, it } from 'vitest';
import { TransitionError } from './orderStatus';
import {
  AGENT_INACTIVE,
  AGENT_MISSING,
  DROPSHIPPED_FOLLOWS_LINES,
  SHIPPED_NEEDS_TRACKING,
  agentStateOf,
  agentWarning,
  assertActiveAgent,
  assertConsolidateScreenStatus,
  assertPreparationStatus,
  assertAgentChangeOf,
  assertWarehouseAgentChange,
  mayChangeAgent,
  replacesInactiveAgent,
  assertWarehouseDateChange,
  assertWarehouseShippingInfo,
  assertWarehouseStatus,
  confirmsStatusChange,
  consolidateScreenOptions,
  linesNotAtWarehouse,
  preparationOptions,
  readyRefusal,
  shippingInfoEnabled,
  shippingInfoMenuEnabled,
  showsShippingInfo,
  warehouseStatusOptions,
  warehouseOrderStateOf,
  warehouseStatusWarning,
  type ConsolidatedOrderState,
  type WarehouseOrderState,
} from './readiness';

const active = { agentName: 'Royal Parcel', agentActive: true };
const missing = { agentName: null, agentActive: false };
const disabled = { agentName: 'Old Agent', agentActive: false };

const order: WarehouseOrderState = {
  status: 'Pending',
  problematic: false,
  dropshipped: false,
  agent: active,
  lines: [
    { status: 'Pending', atWarehouse: true },
    { status: 'Pending', atWarehouse: true },
  ],
};
const onTheWay = { ...order, lines: [...order.lines, { status: 'Ready' as const, atWarehouse: false }] };

describe('agentStateOf and assertActiveAgent', () => {
  it('tells a missing, an active, a disabled and a deleted agent apart, as stored or as answered', () => {
    const dhl = { agentName: 'DHL', agentActive: true };
    const gone = { agentName: 'DHL', agentActive: false };
    expect(agentStateOf(null)).toEqual(missing);
    expect(agentStateOf({ name: 'DHL', activated: true, deleted_at: null })).toEqual(dhl);
    expect(agentStateOf({ name: 'DHL', activated: true, deletedAt: null })).toEqual(dhl);
    expect(agentStateOf({ name: 'DHL', activated: false, deleted_at: null })).toEqual(gone);
    expect(agentStateOf({ name: 'DHL', activated: true, deleted_at: '2026-11-01T00:00:00Z' })).toEqual(gone);
    expect(agentStateOf({ name: 'DHL', activated: true, deletedAt: new Date() })).toEqual(gone);
  });
  it('refuses goods for a pickup without an active agent, with the spec’s warning', () => {
    expect(() => assertActiveAgent(active)).not.toThrow();
    expect(() => assertActiveAgent(missing)).toThrow(new TransitionError(AGENT_MISSING));
    expect(() => assertActiveAgent(disabled)).toThrow(new TransitionError(AGENT_INACTIVE));
  });
});

describe('agent warnings and the supplier line rule', () => {
  it('warns with the two texts of the spec', () => {
    expect(agentWarning(active)).toBeNull();
    expect(agentWarning(missing)).toBe(AGENT_MISSING);
    expect(agentWarning(disabled)).toBe(AGENT_INACTIVE);
  });
  it('offers Ready only from Pending or Preparation with an active agent', () => {
    expect(preparationOptions('Pending', active)).toEqual(['Pending', 'Preparation', 'Ready']);
    expect(preparationOptions(undefined, active)).toEqual(['Pending', 'Preparation', 'Ready']);
    expect(preparationOptions('Preparation', missing)).toEqual(['Pending', 'Preparation']);
    expect(preparationOptions('Ready', active)).toEqual([]);
    expect(preparationOptions('Shipped', active)).toEqual([]);
  });
  it('refuses Ready without an active agent and any change once Ready', () => {
    expect(() => assertPreparationStatus('Pending', 'Ready', missing)).toThrow(AGENT_MISSING);
    expect(() => assertPreparationStatus('Pending', 'Ready', disabled)).toThrow(AGENT_INACTIVE);
    expect(() => assertPreparationStatus('Ready', 'Pending', active)).toThrow(/cannot change/);
    expect(() => assertPreparationStatus('Pending', 'Shipped', active)).toThrow(TransitionError);
    expect(() => assertPreparationStatus('Preparation', 'Ready', active)).not.toThrow();
  });
});

describe('readyRefusal (the one Ready rule)', () => {
  it('allows Ready with an active agent and every line at the warehouse', () => {
    expect(readyRefusal(order)).toBeNull();
    expect(readyRefusal({ ...order, status: 'Preparation' })).toBeNull();
  });
  it('names each reason', () => {
    expect(readyRefusal({ ...order, problematic: true })).toMatch(/problematic/);
    expect(readyRefusal({ ...order, dropshipped: true })).toBe(DROPSHIPPED_FOLLOWS_LINES);
    expect(readyRefusal({ ...order, status: 'Ready' })).toMatch(/Ready cannot become Ready/);
    expect(readyRefusal({ ...order, status: 'Shipped' })).toMatch(/Shipped cannot/);
    expect(readyRefusal({ ...order, agent: missing })).toBe(AGENT_MISSING);
    expect(readyRefusal({ ...order, agent: disabled })).toBe(AGENT_INACTIVE);
    expect(readyRefusal(onTheWay)).toMatch(/1 product is not at the warehouse/);
  });
  it('ignores refunded lines still at the supplier', () => {
    const refunded = { ...order, lines: [...order.lines, { status: 'Refund' as const, atWarehouse: false }] };
    expect(linesNotAtWarehouse(refunded)).toBe(0);
    expect(readyRefusal(refunded)).toBeNull();
  });
  it('counts every product on its way', () => {
    const two = {
      ...onTheWay,
      lines: [...onTheWay.lines, { status: 'Pending' as const, atWarehouse: false }],
    };
    expect(readyRefusal(two)).toMatch(/2 products are not/);
  });
});

describe('Warehouse Orders Change Status', () => {
  it('offers Preparation, Pending and Ready when Ready is allowed', () => {
    expect(warehouseStatusOptions(order)).toEqual(['Preparation', 'Pending', 'Ready']);
    expect(warehouseStatusWarning(order)).toBeNull();
  });
  it('offers no Ready, with the warning, when the agent is missing or inactive or lines are away', () => {
    expect(warehouseStatusOptions({ ...order, agent: missing })).toEqual(['Preparation', 'Pending']);
    expect(warehouseStatusWarning({ ...order, agent: missing })).toBe(AGENT_MISSING);
    expect(warehouseStatusWarning({ ...order, agent: disabled })).toBe(AGENT_INACTIVE);
    expect(warehouseStatusOptions(onTheWay)).toEqual(['Preparation', 'Pending']);
    expect(warehouseStatusWarning(onTheWay)).toMatch(/not at the warehouse/);
  });
  it('offers nothing once Ready or Shipped, for problematic or dropshipped orders', () => {
    expect(warehouseStatusOptions({ ...order, status: 'Ready' })).toEqual([]);
    expect(warehouseStatusOptions({ ...order, status: 'Shipped' })).toEqual([]);
    expect(warehouseStatusOptions({ ...order, problematic: true })).toEqual([]);
    expect(warehouseStatusOptions({ ...order, dropshipped: true })).toEqual([]);
    expect(warehouseStatusWarning({ ...order, status: 'Ready', agent: missing })).toBeNull();
  });
  it('refuses what it does not offer, naming the reason', () => {
    expect(() => assertWarehouseStatus(order, 'Ready')).not.toThrow();
    expect(() => assertWarehouseStatus(order, 'Preparation')).not.toThrow();
    expect(() => assertWarehouseStatus(order, 'Shipped')).toThrow(/Preparation, Pending or Ready/);
    expect(() => assertWarehouseStatus({ ...order, agent: missing }, 'Ready')).toThrow(AGENT_MISSING);
    expect(() => assertWarehouseStatus(onTheWay, 'Ready')).toThrow(/not at the warehouse/);
    expect(() => assertWarehouseStatus({ ...order, status: 'Ready' }, 'Pending')).toThrow(/any more/);
    expect(() => assertWarehouseStatus({ ...order, problematic: true }, 'Pending')).toThrow(/problematic/);
    expect(() => assertWarehouseStatus({ ...order, dropshipped: true }, 'Pending')).toThrow(
      DROPSHIPPED_FOLLOWS_LINES,
    );
  });
  it('lets the agent change until Ready and the date until Shipped', () => {
    expect(() => assertWarehouseAgentChange(order)).not.toThrow();
    expect(() => assertWarehouseAgentChange({ ...order, status: 'Ready' })).toThrow(
      'The shipping agent of a Ready order cannot change any more',
    );
    expect(() => assertWarehouseDateChange({ ...order, status: 'Ready' })).not.toThrow();
    expect(() => assertWarehouseDateChange({ ...order, status: 'Shipped' })).toThrow(TransitionError);
    expect(() => assertWarehouseDateChange({ ...order, status: 'Refund' })).toThrow(TransitionError);
  });
});

describe('replacing the agent of a Ready item whose agent went inactive (issue 28 item 5)', () => {
  it('may change until Ready, and while Ready only when the agent is inactive or gone', () => {
    expect(mayChangeAgent('Pending', active)).toBe(true);
    expect(mayChangeAgent(undefined, missing)).toBe(true);
    expect(mayChangeAgent('Ready', active)).toBe(false);
    expect(mayChangeAgent('Ready', disabled)).toBe(true);
    expect(mayChangeAgent('Ready', missing)).toBe(true);
    for (const status of ['Awaiting Pickup', 'Shipped', 'Refund'] as const)
      expect(mayChangeAgent(status, disabled)).toBe(false);
  });
  it('moves the item to the new agent only when it replaces an inactive agent of a Ready item', () => {
    expect(replacesInactiveAgent('Ready', disabled)).toBe(true);
    expect(replacesInactiveAgent('Ready', active)).toBe(false);
    expect(replacesInactiveAgent('Preparation', disabled)).toBe(false);
  });
  it('lets the warehouse replace an inactive agent of a Ready order, never an active one', () => {
    expect(() => assertWarehouseAgentChange({ ...order, status: 'Ready', agent: disabled })).not.toThrow();
    expect(() => assertAgentChangeOf('Ready', active, 'line')).toThrow(
      'The shipping agent of a Ready line cannot change any more',
    );
    expect(() => assertAgentChangeOf('Shipped', disabled, 'order')).toThrow(TransitionError);
  });
});

describe('warehouse order shipping info', () => {
  const ready = { status: 'Ready' as const, orderNumber: '#1001', trackingId: null };
  it('is hidden for Manual orders and disabled while Pending or Preparation', () => {
    expect(showsShippingInfo({ orderNumber: 'Manual' })).toBe(false);
    expect(shippingInfoEnabled(ready)).toBe(true);
    expect(shippingInfoEnabled({ ...ready, status: 'Shipped', trackingId: 'T' })).toBe(true);
    expect(shippingInfoEnabled({ ...ready, status: 'Pending' })).toBe(false);
    expect(shippingInfoEnabled({ ...ready, status: 'Preparation' })).toBe(false);
    expect(shippingInfoEnabled({ ...ready, orderNumber: 'Manual' })).toBe(false);
  });
  it('is enabled only where the server takes it, or to read it once added', () => {
    expect(shippingInfoEnabled({ ...ready, status: 'Awaiting Pickup' })).toBe(true);
    // Refund, or Shipped by its lines without the order's tracking: the server would refuse (409).
    expect(shippingInfoEnabled({ ...ready, status: 'Refund' })).toBe(false);
    expect(shippingInfoEnabled({ ...ready, status: 'Shipped' })).toBe(false);
    expect(shippingInfoEnabled({ ...ready, status: 'Refund', trackingId: 'T' })).toBe(true);
    for (const status of ['Pending', 'Preparation', 'Ready', 'Awaiting Pickup', 'Shipped', 'Refund'] as const)
      for (const trackingId of [null, 'T'])
        for (const orderNumber of ['#1', 'Manual']) {
          const state = { status, trackingId, orderNumber };
          let accepted = true;
          try {
            assertWarehouseShippingInfo(state);
          } catch {
            accepted = false;
          }
          // Enabled exactly when the server accepts it, or to read what is there.
          expect(shippingInfoEnabled(state), JSON.stringify(state)).toBe(accepted || !!trackingId);
        }
  });
  it('in an order list: needs a warehouse that ships the order, unless tracking is there to read', () => {
    const line = {
      status: 'Ready' as const,
      direct_to_customer: false,
      at_warehouse: true,
      fulfilment: 'stock',
    };
    const row = {
      order_number: '#1',
      status: 'Ready' as const,
      problemetic: false,
      consolidated: null,
      role: null,
      trackingId: null,
      shipping_agent: null,
      assigned_to: { _id: 'w' },
      products: [line],
    };
    expect(shippingInfoMenuEnabled(row)).toBe(true);
    expect(
      shippingInfoMenuEnabled({ ...row, status: 'Pending', products: [{ ...line, status: 'Pending' }] }),
    ).toBe(false);
    // Dropshipped: its suppliers ship it, the order takes no Shipping Info of its own.
    const dropshipped = {
      ...row,
      consolidated: false,
      role: 'Supplier' as const,
      products: [{ ...line, fulfilment: 'buy', direct_to_customer: true }],
    };
    expect(shippingInfoMenuEnabled(dropshipped)).toBe(false);
    expect(shippingInfoMenuEnabled({ ...dropshipped, trackingId: 'T' })).toBe(true);
    // A Hybrid order: the warehouse's own lines decide (here Ready), not its supplier's Pending one.
    const hybrid = {
      ...row,
      status: 'Pending' as const,
      consolidated: false,
      products: [line, { ...line, status: 'Pending' as const, fulfilment: 'buy', direct_to_customer: true }],
    };
    expect(shippingInfoMenuEnabled(hybrid)).toBe(true);
  });
  it('is taken once, from Ready or Awaiting Pickup, never for a Manual order', () => {
    expect(() => assertWarehouseShippingInfo(ready)).not.toThrow();
    expect(() => assertWarehouseShippingInfo({ ...ready, status: 'Awaiting Pickup' })).not.toThrow();
    expect(() => assertWarehouseShippingInfo({ ...ready, trackingId: 'T' })).toThrow(/already/);
    expect(() => assertWarehouseShippingInfo({ ...ready, status: 'Pending' })).toThrow(/Ready first/);
    expect(() => assertWarehouseShippingInfo({ ...ready, orderNumber: 'Manual' })).toThrow(/Manual/);
  });
});

describe('consolidate screen status change', () => {
  const base: ConsolidatedOrderState = { ...order, consolidated: true, hasTracking: false };

  it('offers nothing while problematic, undecided or dropshipped', () => {
    expect(consolidateScreenOptions({ ...base, problematic: true })).toEqual([]);
    expect(consolidateScreenOptions({ ...base, consolidated: null })).toEqual([]);
    expect(
      consolidateScreenOptions({ ...base, consolidated: false, dropshipped: true, hasTracking: true }),
    ).toEqual([]);
  });
  it('offers Ready only under the readiness rule, Shipped only with tracking', () => {
    expect(consolidateScreenOptions(base)).toEqual(['Ready', 'Pending']);
    expect(consolidateScreenOptions({ ...base, agent: missing })).toEqual(['Pending']);
    expect(consolidateScreenOptions({ ...base, lines: onTheWay.lines })).toEqual(['Pending']);
    expect(consolidateScreenOptions({ ...base, hasTracking: true })).toEqual(['Ready', 'Pending', 'Shipped']);
    expect(consolidateScreenOptions({ ...base, status: 'Ready', hasTracking: true })).toEqual(['Shipped']);
    expect(consolidateScreenOptions({ ...base, status: 'Ready' })).toEqual([]);
    expect(consolidateScreenOptions({ ...base, status: 'Shipped', hasTracking: true })).toEqual([]);
  });
  it('refuses what it does not offer, saying why', () => {
    expect(() => assertConsolidateScreenStatus(base, 'Ready')).not.toThrow();
    expect(() => assertConsolidateScreenStatus({ ...base, agent: missing }, 'Ready')).toThrow(AGENT_MISSING);
    expect(() => assertConsolidateScreenStatus({ ...base, lines: onTheWay.lines }, 'Ready')).toThrow(
      /not at the warehouse/,
    );
    expect(() => assertConsolidateScreenStatus({ ...base, dropshipped: true }, 'Pending')).toThrow(
      DROPSHIPPED_FOLLOWS_LINES,
    );
    expect(() => assertConsolidateScreenStatus(base, 'Shipped')).toThrow(SHIPPED_NEEDS_TRACKING);
    expect(() => assertConsolidateScreenStatus(base, 'Preparation')).toThrow(/Ready, Pending or Shipped/);
    expect(() => assertConsolidateScreenStatus({ ...base, consolidated: null }, 'Ready')).toThrow(
      /Consolidate/,
    );
    expect(() => assertConsolidateScreenStatus({ ...base, problematic: true }, 'Ready')).toThrow(
      TransitionError,
    );
    expect(() => assertConsolidateScreenStatus({ ...base, status: 'Ready' }, 'Pending')).toThrow(
      /cannot become/,
    );
  });
});

describe('warehouseOrderStateOf', () => {
  const line = (
    over: Partial<{
      status: 'Pending' | 'Ready' | 'Refund';
      direct_to_customer: boolean;
      at_warehouse: boolean;
    }>,
  ) => ({
    status: 'Pending' as const,
    direct_to_customer: false,
    at_warehouse: true,
    ...over,
  });
  const record = {
    status: 'Pending' as const,
    problemetic: false,
    consolidated: true,
    role: null,
    trackingId: null,
    shipping_agent: { name: 'Royal Parcel', activated: true },
    products: [line({}), line({ status: 'Ready', at_warehouse: false })],
  };
  it('reads every line of a consolidated order, with the agent', () => {
    const state = warehouseOrderStateOf(record);
    expect(state.lines).toEqual([
      { status: 'Pending', atWarehouse: true },
      { status: 'Ready', atWarehouse: false },
    ]);
    expect(state.agent).toEqual({ agentName: 'Royal Parcel', agentActive: true });
    expect(readyRefusal(state)).toMatch(/not at the warehouse/);
  });
  it('leaves the dropshipped lines of a Hybrid order out, and takes its status from the warehouse lines', () => {
    const hybrid = {
      ...record,
      consolidated: false,
      products: [line({ status: 'Ready' }), line({ direct_to_customer: true, at_warehouse: false })],
    };
    const state = warehouseOrderStateOf(hybrid);
    expect(state.lines).toHaveLength(1);
    expect(state.status).toBe('Ready');
    expect(state.dropshipped).toBe(false);
  });
  it('marks a dropshipped order and a missing or disabled agent', () => {
    expect(warehouseOrderStateOf({ ...record, role: 'Supplier' }).dropshipped).toBe(true);
    expect(
      readyRefusal(warehouseOrderStateOf({ ...record, shipping_agent: null, products: [line({})] })),
    ).toBe(AGENT_MISSING);
    expect(
      readyRefusal(
        warehouseOrderStateOf({
          ...record,
          shipping_agent: { name: 'Old', activated: false },
          products: [line({})],
        }),
      ),
    ).toBe(AGENT_INACTIVE);
  });
  it('keeps the order status when every warehouse line is refunded', () => {
    const state = warehouseOrderStateOf({
      ...record,
      status: 'Refund',
      products: [line({ status: 'Refund' })],
    });
    expect(state.status).toBe('Refund');
  });
});

describe('confirmsStatusChange', () => {
  it('asks before Ready only, as Ready cannot be undone', () => {
    expect(confirmsStatusChange('Ready')).toBe(true);
    for (const status of ['Pending', 'Preparation', 'Shipped'] as const)
      expect(confirmsStatusChange(status)).toBe(false);
  });
});
