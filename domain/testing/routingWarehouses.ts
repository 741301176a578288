import type { RoutingWarehouse } from '../routing';

/** Test support: a warehouse routing would read, activated and setting no criterion but `over`. */
export const routingWarehouse = <W extends Partial<RoutingWarehouse> & { name?: string | null }>(
  id: string,
  over: W = {} as W,
): RoutingWarehouse & W => ({
  id,
  activated: true,
  country: 'DE',
  shippingType: 'International+Domestic Shipping',
  minWeight: null,
  maxWeight: null,
  minLength: null,
  maxLength: null,
  minWidth: null,
  maxWidth: null,
  minHeight: null,
  maxHeight: null,
  minLWH: null,
  maxLWH: null,
  ...over,
});
