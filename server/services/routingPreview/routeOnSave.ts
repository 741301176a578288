import type { Tx } from '../../db/client';
import { previewRoutingChange, withWarehouse } from '../../../domain/routingPreview';
import { recordEvents, type OrderEvent } from '../timeline/events';
import {
  loadMeasures,
  loadRoutingWarehouses,
  routeOrders,
  routingWarehouse,
} from '../../flows/steps/routeOrders';
import { ordersNow, waitingOrders } from './previewOrders';

type WarehouseRow = Parameters<typeof routingWarehouse>[0];

/** What a save did to a warehouse, as the timeline of the orders it routes says. */
export type WarehouseChangeKind = 'added' | 'edited' | 'activated' | 'deactivated';

/**
 * A saved warehouse change routes, in its transaction, exactly the waiting orders the preview
 * said it would (the same inputs, the same function: previewRoutingChange's routedOnSave), as
 * import would route them; a decided order is never touched. `before` is the warehouse's row
 * before the save, null when it is new; `after` its row as saved.
 */
export async function routeWaitingOrders(
  tx: Tx,
  change: { kind: WarehouseChangeKind; before: WarehouseRow | null; after: WarehouseRow },
  userId: string | null,
): Promise<{ routed: number }> {
  const after = await loadRoutingWarehouses(tx);
  const before = change.before
    ? withWarehouse(after, routingWarehouse(change.before))
    : after.filter((w) => w.id !== change.after.id);
  const waiting = await waitingOrders(tx, true);
  const { routedOnSave } = previewRoutingChange(waiting, before, after);
  if (!routedOnSave.length) return { routed: 0 };
  // Routed as import routes them, from their lines as they are (what the preview read of them).
  const routing = new Set(routedOnSave.map((s) => s.orderId));
  const now = await ordersNow(
    tx,
    waiting
      .filter((o) => routing.has(o.orderId))
      .map((o) => ({ id: o.orderId, shippingCountry: o.destinationCountry })),
  );
  const routable = [...now.values()].map((o) => o.routable);
  const events: OrderEvent[] = routable.map((o) => ({
    orderId: o.id,
    kind: 'warehouse-changed',
    userId,
    detail: { warehouseId: change.after.id, warehouse: change.after.name, change: change.kind },
  }));
  const productIds = [
    ...new Set(routable.flatMap((o) => o.lines.flatMap((l) => (l.productId ? [l.productId] : [])))),
  ];
  events.push(
    ...(await routeOrders(tx, routable, {
      warehouses: after,
      measures: await loadMeasures(tx, productIds),
      userId,
    })),
  );
  await recordEvents(tx, events);
  return { routed: routable.length };
}
