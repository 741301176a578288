import type { DbOrTx } from '../../db/client';
import { inList } from '../../db/bulkInsert';
import { orders } from '../../db/schema';
import {
  changeKind,
  inputsOf,
  movesByRoute,
  type ChangeKind,
  type RouteChange,
  type RoutingInputs,
  type RoutingShift,
} from '../../../domain/routingPreview';
import { inputGroups, ordersOfGroups, type Window } from './previewGroups';
import { decidedOrdersIn, oldestFirst, waitingOrders } from './previewOrders';

type Changed<T> = T & { change: RouteChange; kind: ChangeKind };

/** The orders a change routes differently, counted and listed: of the window, or waiting. */
export interface TriedChanges {
  /** Orders tried in the window (decided in it, or waiting and created in it). */
  recent: number;
  /** Waiting orders tried (any date). */
  waiting: number;
  /** The window's moved orders by route. */
  moves(): { from: string | null; to: string | null; count: number }[];
  /** How many orders of the window (or waiting) change so, and the first `limit` of them, oldest first. */
  listed(
    kind: ChangeKind,
    of: 'recent' | 'waiting',
    limit: number,
  ): Promise<{ count: number; orders: RoutingShift[] }>;
}

/**
 * A warehouse change tried on the window's decided orders and every waiting one: each distinct
 * parcel and destination routed once (previewGroups.ts), and the orders read one by one routed
 * each; the orders of a group that changes are listed only as far as the answer names them.
 */
export async function triedChanges(
  db: DbOrTx,
  window: Window,
  changeOf: (inputs: RoutingInputs) => RouteChange | null,
): Promise<TriedChanges> {
  const { groups, single: ids, recent, waiting } = await inputGroups(db, window);
  const oneByOne = inList(orders.id, ids);
  const singles = ids.length
    ? [
        ...(await decidedOrdersIn(db, window.since, window.until, oneByOne)),
        ...(await waitingOrders(db, false, oneByOne)),
      ]
    : [];
  const changed = <T>(item: T, inputs: RoutingInputs): Changed<T>[] => {
    const change = changeOf(inputs);
    return change ? [{ ...item, change, kind: changeKind(change) }] : [];
  };
  const changedGroups = groups.flatMap((g) => changed(g, g));
  const changedSingles = singles.flatMap((order) =>
    changed(
      {
        order,
        // As a group counts its orders: 1 when the order is of the window (or waiting), else 0.
        recent: Number(
          !order.waiting || (order.createdAt >= window.since && order.createdAt <= window.until),
        ),
        waiting: Number(order.waiting),
      },
      inputsOf(order),
    ),
  );
  return {
    recent,
    waiting,
    moves: () =>
      movesByRoute(
        [...changedGroups, ...changedSingles]
          .filter((c) => c.kind === 'moved' && c.recent > 0)
          .map((c) => ({ ...c.change, count: c.recent })),
      ),
    async listed(kind, of, limit) {
      const inGroups = changedGroups.filter((g) => g.kind === kind && g[of] > 0);
      const single = changedSingles.filter((s) => s.kind === kind && s[of] > 0);
      const count = inGroups.reduce((n, g) => n + g[of], 0) + single.length;
      const fromGroups = (await ordersOfGroups(db, window, inGroups, of, limit)).map((o) => ({
        id: o.orderId,
        createdAt: o.createdAt,
        shift: { orderId: o.orderId, orderNumber: o.orderNumber, ...inGroups[o.group].change },
      }));
      const fromSingles = single.map(({ order, change }) => ({
        id: order.orderId,
        createdAt: order.createdAt,
        shift: { orderId: order.orderId, orderNumber: order.orderNumber, ...change },
      }));
      const orders = [...fromGroups, ...fromSingles]
        .sort(oldestFirst)
        .slice(0, limit)
        .map((o) => o.shift);
      return { count, orders };
    },
  };
}
